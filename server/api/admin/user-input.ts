import { e164Digits } from '../../../shared/phone.js';
import {
  CONSOLE_ROLES,
  isRouteKey,
  type ConsoleRole,
  type RouteKey,
} from '../../../shared/route-keys.js';
import { AdminError } from './admin-error.js';

// The console's user forms, checked again on the server with the spec's messages (§5): every
// field bounded, can_access limited to the spec's route keys, unknown fields refused.

export interface InviteInput {
  readonly email: string;
  readonly fullName: string;
  readonly role: ConsoleRole;
  readonly customerId: number | null;
  readonly canAccess: readonly RouteKey[];
  readonly redirectTo: string | undefined;
}

export interface UserChange {
  readonly role?: ConsoleRole;
  readonly canAccess?: readonly RouteKey[];
  readonly customerId?: number | null;
  readonly notificationEmail?: boolean;
  /** E.164 digits to vouch for; null withdraws the vouching. */
  readonly verifiedPhone?: string | null;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MAX_EMAIL = 254;
const MAX_NAME = 100;

type Fields = Record<string, string>;

function failIfAny(fields: Fields): void {
  const messages = Object.values(fields);
  if (messages.length > 0) {
    throw new AdminError(422, 'validation_failed', messages.join(' '), fields);
  }
}

function refuseUnknown(body: Record<string, unknown>, known: readonly string[]): void {
  const unknown = Object.keys(body).filter((key) => !known.includes(key));
  if (unknown.length > 0) {
    throw new AdminError(400, 'unknown_field', `Trường không được hỗ trợ: ${unknown.join(', ')}.`);
  }
}

function email(value: unknown, fields: Fields): string {
  if (typeof value !== 'string' || value.trim() === '') {
    fields.email = 'Email không được để trống';
    return '';
  }
  const trimmed = value.trim().toLowerCase();
  if (trimmed.length > MAX_EMAIL || !EMAIL.test(trimmed)) fields.email = 'Email không hợp lệ';
  return trimmed;
}

function fullName(value: unknown, fields: Fields): string {
  const trimmed = typeof value === 'string' ? value.trim() : '';
  if (trimmed === '') fields.full_name = 'Họ và tên không được để trống';
  else if (trimmed.length < 2) fields.full_name = 'Họ và tên phải có ít nhất 2 ký tự';
  else if (trimmed.length > MAX_NAME) fields.full_name = `Họ và tên tối đa ${MAX_NAME} ký tự`;
  return trimmed;
}

function role(value: unknown, fields: Fields): ConsoleRole {
  if (!(CONSOLE_ROLES as readonly unknown[]).includes(value)) {
    fields.role = 'Vai trò không hợp lệ';
    return 'user';
  }
  return value as ConsoleRole;
}

function customerId(value: unknown, fields: Fields): number | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) return value;
  fields.customer_id = 'Khách hàng không hợp lệ';
  return null;
}

function canAccess(value: unknown, fields: Fields): RouteKey[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || value.length > 50 || !value.every(isRouteKey)) {
    fields.can_access = 'Vui lòng kiểm tra lại các lựa chọn';
    return [];
  }
  return [...new Set(value)];
}

function redirectTo(value: unknown, fields: Fields): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'string' && value.length <= 2048 && /^https?:\/\//.test(value)) return value;
  fields.redirect_to = 'Địa chỉ chuyển tiếp không hợp lệ';
  return undefined;
}

/** A customer-scoped role belongs to a customer (app_user_customer_required). */
function requireCustomerFor(roleValue: ConsoleRole, customer: number | null, fields: Fields) {
  if (roleValue !== 'admin' && customer === null && !fields.customer_id && !fields.role) {
    fields.customer_id = 'Vui lòng chọn khách hàng';
  }
}

function verifiedPhone(value: unknown, fields: Fields): string | null | undefined {
  if (value === null) return null;
  const digits = typeof value === 'string' && value.length <= 32 ? e164Digits(value) : undefined;
  if (!digits) fields.verified_phone = 'Số điện thoại không hợp lệ (ví dụ 0901234567)';
  return digits;
}

export function inviteInput(body: Record<string, unknown>): InviteInput {
  refuseUnknown(body, ['email', 'full_name', 'role', 'customer_id', 'can_access', 'redirect_to']);
  const fields: Fields = {};
  const input = {
    email: email(body.email, fields),
    fullName: fullName(body.full_name, fields),
    role: role(body.role ?? 'user', fields),
    customerId: customerId(body.customer_id, fields),
    canAccess: canAccess(body.can_access, fields),
    redirectTo: redirectTo(body.redirect_to, fields),
  };
  requireCustomerFor(input.role, input.customerId, fields);
  failIfAny(fields);
  return input;
}

export function userChange(body: Record<string, unknown>): UserChange {
  refuseUnknown(body, [
    'role',
    'can_access',
    'customer_id',
    'notification_email_enable',
    'verified_phone',
  ]);
  const fields: Fields = {};
  const change: {
    role?: ConsoleRole;
    canAccess?: RouteKey[];
    customerId?: number | null;
    notificationEmail?: boolean;
    verifiedPhone?: string | null;
  } = {};
  if ('role' in body) change.role = role(body.role, fields);
  if ('can_access' in body) change.canAccess = canAccess(body.can_access, fields);
  if ('customer_id' in body) change.customerId = customerId(body.customer_id, fields);
  if ('notification_email_enable' in body) {
    if (typeof body.notification_email_enable === 'boolean') {
      change.notificationEmail = body.notification_email_enable;
    } else {
      fields.notification_email_enable = 'Giá trị nhận email cảnh báo không hợp lệ';
    }
  }
  if ('verified_phone' in body) change.verifiedPhone = verifiedPhone(body.verified_phone, fields);
  if (Object.keys(body).length === 0) fields.body = 'Không có thay đổi nào để lưu';
  failIfAny(fields);
  return change;
}

/** A JSON object body, or a 400 in Vietnamese. */
export async function jsonObject(request: Request): Promise<Record<string, unknown>> {
  let body: unknown;
  try {
    const text = await request.text();
    if (text.length > 16_384) throw new Error('too large');
    body = JSON.parse(text);
  } catch {
    throw new AdminError(400, 'invalid_json', 'Dữ liệu gửi lên không phải JSON hợp lệ.');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new AdminError(400, 'invalid_json', 'Dữ liệu gửi lên phải là một đối tượng JSON.');
  }
  return body as Record<string, unknown>;
}
