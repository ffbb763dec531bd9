import type { AddressInfo } from 'node:net';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Context } from 'hono';
import WebSocket from 'ws';
import { AdminError } from './admin-error.js';

// The console changes accounts through GoTrue's admin API over HTTP with the service-role key,
// through supabase-js (auth.admin.*, inviteUserByEmail, resetPasswordForEmail), so the same code
// runs against our embedded auth service and against a hosted Supabase project. The server says
// which (server.ts); embedded, the calls go to our own /auth/v1 at the address and port the
// request arrived on (never the Host header, which a caller could point at a server of theirs to
// collect the key).

export type GoTrueSource =
  | { readonly kind: 'embedded'; readonly serviceRoleKey: string }
  | { readonly kind: 'hosted'; readonly url: string; readonly serviceRoleKey?: string };

export interface GoTrueTarget {
  readonly url: string;
  readonly serviceRoleKey: string;
}

export function goTrueTarget(c: Context, source: GoTrueSource): GoTrueTarget {
  if (source.kind === 'hosted') {
    if (source.serviceRoleKey) return { url: source.url, serviceRoleKey: source.serviceRoleKey };
    throw new AdminError(
      503,
      'auth_admin_unconfigured',
      'Máy chủ chưa được cấu hình khóa quản trị của Supabase (SUPABASE_SERVICE_ROLE_KEY): chưa thể thay đổi tài khoản.',
    );
  }
  const socket = (c.env as { incoming?: { socket?: { address(): AddressInfo | object } } })
    ?.incoming?.socket;
  const local = socket?.address() as AddressInfo | undefined;
  if (!local?.port) throw new Error('The console API needs the local address of its request');
  const host = local.family === 'IPv6' ? `[${local.address}]` : local.address;
  return { url: `http://${host}:${local.port}`, serviceRoleKey: source.serviceRoleKey };
}

export function goTrueAdminClient(target: GoTrueTarget): SupabaseClient {
  return createClient(target.url, target.serviceRoleKey, {
    auth: { autoRefreshToken: false, persistSession: false, detectSessionInUrl: false },
    // Never connected (no channel is opened); supabase-js only wants a constructor on Node 20.
    realtime: { transport: WebSocket as never },
  });
}

/** An error GoTrue answered, as the console's refusal (its known codes in Vietnamese). */
export function goTrueFailure(error: { message: string; code?: string; status?: number }): never {
  const code = error.code ?? '';
  if (code === 'email_exists' || /already been registered/i.test(error.message)) {
    throw new AdminError(422, 'email_exists', 'Email này đã được dùng cho một tài khoản khác.', {
      email: 'Email này đã được dùng cho một tài khoản khác.',
    });
  }
  if (code === 'phone_exists' || /phone number already registered/i.test(error.message)) {
    throw new AdminError(422, 'phone_exists', 'Số điện thoại này đã thuộc một tài khoản khác.', {
      verified_phone: 'Số điện thoại này đã thuộc một tài khoản khác.',
    });
  }
  if (error.status === 429 || code.includes('rate_limit')) {
    throw new AdminError(
      422,
      'rate_limited',
      'Đã gửi quá nhiều email tới địa chỉ này. Vui lòng thử lại sau ít phút.',
    );
  }
  if (error.status === 404 || code === 'user_not_found') {
    throw new AdminError(404, 'not_found', 'Không tìm thấy tài khoản.');
  }
  throw new AdminError(502, 'auth_service_failed', `Dịch vụ xác thực báo lỗi: ${error.message}`);
}
