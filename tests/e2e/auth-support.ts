// Helpers for the auth and account e2e files: the dev outbox, a node-side supabase-js client for
// the server under test, and putting a demo account back the way the other files expect it.
import { createClient, type SupabaseClient, type UserAttributes } from '@supabase/supabase-js';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import WebSocket from 'ws';
import { DEMO_PASSWORD, signIn } from './harness';
import { sharedServer } from './shared-server';

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  created_at: string;
}

/** The outbox as an operator reads it (the service-role key; the outbox refuses anyone else). */
export async function outbox(baseUrl: string): Promise<OutboxMail[]> {
  const response = await fetch(`${baseUrl}/dev/mail.json`, {
    headers: { apikey: sharedServer().serviceRoleKey },
  });
  if (!response.ok) throw new Error(`outbox: ${response.status} ${await response.text()}`);
  return (await response.json()) as OutboxMail[];
}

/** The newest mail to `address` whose subject contains `subject`, waiting for it to arrive. */
export async function latestMail(
  baseUrl: string,
  address: string,
  subject: string,
  after = 0,
): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect
    .poll(async () => {
      const mails = (await outbox(baseUrl)).filter(
        (mail) =>
          mail.to === address &&
          mail.subject.includes(subject) &&
          Date.parse(mail.created_at) >= after,
      );
      found = mails.sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at))[0];
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}

export function linkIn(mail: OutboxMail): string {
  const match = /https?:\/\/\S+\/auth\/v1\/verify\S+/.exec(mail.text);
  if (!match) throw new Error(`no link in mail: ${mail.text}`);
  return match[0];
}

export function nodeClient(baseUrl: string): SupabaseClient {
  return createClient(baseUrl, sharedServer().anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
  });
}

/**
 * Signs in with whichever of `passwords` works and puts back the demo password and the given
 * attributes, so the files after this one find the account as seeded.
 */
export async function restoreAccount(
  baseUrl: string,
  email: string,
  passwords: readonly string[],
  attributes?: UserAttributes,
): Promise<void> {
  for (const password of [DEMO_PASSWORD, ...passwords]) {
    const client = nodeClient(baseUrl);
    const { error } = await client.auth.signInWithPassword({ email, password });
    if (error) continue;
    if (password !== DEMO_PASSWORD) {
      const { error: passwordError } = await client.auth.updateUser({ password: DEMO_PASSWORD });
      if (passwordError) throw passwordError;
    }
    if (attributes) {
      const { error: attributesError } = await client.auth.updateUser(attributes);
      if (attributesError) throw attributesError;
    }
    return;
  }
  throw new Error(`could not sign in as ${email} to restore it`);
}

/** Signs in through the form and waits for the home page. */
export async function signInAndWait(
  page: Page,
  baseUrl: string,
  email: string,
  password = DEMO_PASSWORD,
): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await signIn(page, email, password);
  await page.waitForURL(`${baseUrl}/`);
}

export async function openAccountAction(page: Page, action: string): Promise<void> {
  await page.getByRole('button', { name: 'Tài khoản của tôi' }).click();
  await page.locator('#gw-account-panel').getByRole('button', { name: action }).click();
}
