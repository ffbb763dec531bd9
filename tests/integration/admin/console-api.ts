import type { SupabaseClient } from '@supabase/supabase-js';
import { expect } from 'vitest';
import type { TestServer } from '../support/test-server';

// Helpers of the console API tests: a caller's access token, a JSON call, a customer admin.

export async function accessToken(client: SupabaseClient): Promise<string> {
  const { data } = await client.auth.getSession();
  return data.session!.access_token;
}

export interface ApiAnswer {
  status: number;
  body: Record<string, unknown> & { message?: string; fields?: Record<string, string> };
}

export async function callApi(
  server: TestServer,
  token: string | undefined,
  method: string,
  path: string,
  body?: unknown,
): Promise<ApiAnswer> {
  const response = await fetch(`${server.url}/api/admin${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : {} };
}

export async function customerIdOf(server: TestServer, key: string): Promise<number> {
  const [row] = await server.db.query<{ id: number }>(
    'select id from public.customer where customer_key = $1',
    [key],
  );
  return Number(row!.id);
}

export const PASSWORD = 'Console-Made@2026';

/** A confirmed account with `role` in `customerId`, made as the service; returns its id. */
export async function makeAccount(
  admin: SupabaseClient,
  server: TestServer,
  email: string,
  role: string,
  customerId: number | null,
): Promise<string> {
  const { data, error } = await admin.auth.admin.createUser({
    email,
    password: PASSWORD,
    email_confirm: true,
    user_metadata: { full_name: `Tài khoản ${role}` },
  });
  expect(error).toBeNull();
  await server.db.query(
    'insert into public.app_user (user_id, role, customer_id, can_access) values ($1, $2, $3, $4)',
    [data.user!.id, role, customerId, []],
  );
  return data.user!.id;
}

export async function mailsTo(server: TestServer, address: string) {
  const response = await fetch(`${server.url}/dev/mail.json`, {
    headers: { apikey: server.serviceRoleKey },
  });
  const mails = (await response.json()) as { to: string; subject: string; text: string }[];
  return mails.filter((m) => m.to === address);
}
