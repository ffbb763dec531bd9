// Input rules of spec §5 for the native calls. Inputs are checked at run time (they may come
// from untyped data) and a bad one is a BAD_REQUEST (-1400) naming the call and the field.
import { badRequest } from '../../shared/zalo/errors';
import type { AvatarType } from '../../shared/zalo/types';

export type ChatType = 'user' | 'oa';
export type WebViewStyle = 'bottomSheet' | 'normal';
export type WebViewLeftButton = 'back' | 'none';

export interface OpenChatInput {
  id: string;
  type: ChatType;
  message?: string;
}

export interface FollowOAInput {
  id: string;
}

export interface OpenWebViewInput {
  url: string;
  style: WebViewStyle;
  leftButton: WebViewLeftButton;
}

export interface UserInfoOptions {
  avatarType?: AvatarType;
  autoRequestPermission: boolean;
}

function record(api: string, input: unknown): Record<string, unknown> {
  if (typeof input !== 'object' || input === null) throw badRequest(api, 'input must be an object');
  return input as Record<string, unknown>;
}

function requiredText(api: string, input: Record<string, unknown>, field: string): string {
  const value = input[field];
  if (typeof value !== 'string' || value.trim() === '') {
    throw badRequest(api, `${field} is required and must be a non-empty string`);
  }
  return value;
}

function oneOf<T extends string>(
  api: string,
  field: string,
  value: unknown,
  allowed: readonly T[],
  fallback?: T,
): T {
  if (value === undefined && fallback !== undefined) return fallback;
  if (typeof value === 'string' && (allowed as readonly string[]).includes(value))
    return value as T;
  throw badRequest(api, `${field} must be one of ${allowed.join(', ')}`);
}

export function validateOpenChat(input: unknown): OpenChatInput {
  const fields = record('openChat', input);
  const id = requiredText('openChat', fields, 'id');
  const type = oneOf<ChatType>('openChat', 'type', fields.type, ['user', 'oa']);
  if (fields.message !== undefined && typeof fields.message !== 'string') {
    throw badRequest('openChat', 'message must be a string');
  }
  return { id, type, ...(fields.message !== undefined ? { message: fields.message } : {}) };
}

export function validateFollowOA(input: unknown): FollowOAInput {
  return { id: requiredText('followOA', record('followOA', input), 'id') };
}

export function validateOpenWebView(input: unknown): OpenWebViewInput {
  const fields = record('openWebview', input);
  const url = requiredText('openWebview', fields, 'url');
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw badRequest('openWebview', 'url must be an absolute URL');
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw badRequest('openWebview', 'url must use http or https');
  }
  const style = oneOf<WebViewStyle>(
    'openWebview',
    'style',
    fields.style,
    ['bottomSheet', 'normal'],
    'bottomSheet',
  );
  const leftButton = oneOf<WebViewLeftButton>(
    'openWebview',
    'leftButton',
    fields.leftButton,
    ['back', 'none'],
    'back',
  );
  return { url, style, leftButton };
}

export function validateUserInfoOptions(input: unknown = {}): UserInfoOptions {
  const fields = record('getUserInfo', input);
  const avatarType =
    fields.avatarType === undefined
      ? undefined
      : oneOf<AvatarType>('getUserInfo', 'avatarType', fields.avatarType, [
          'small',
          'normal',
          'large',
        ]);
  const auto = fields.autoRequestPermission;
  if (auto !== undefined && typeof auto !== 'boolean') {
    throw badRequest('getUserInfo', 'autoRequestPermission must be a boolean');
  }
  return { ...(avatarType ? { avatarType } : {}), autoRequestPermission: auto ?? false };
}
