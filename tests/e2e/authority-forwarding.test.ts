// The authority screen (issue 18) in Chromium, on a server of its own (its forwarding worker on)
// with a local FTP server as the provincial authority: two stations of user@'s customer forward
// to it, one with the right account and one refused for a wrong password. From the station list
// the officer opens the screen: the first station's files side by side (sent, accepted, received
// by the authority) and its transfer log, a file resent from the keyboard; the second station's
// refusal in words. The platform admin's console section shows the endpoint without its
// password, and for FTPS takes a CA certificate or a pinned fingerprint (one, checked as typed).
// At 1280×800 and 390×844; another customer's user sees none of it.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import WebSocket from 'ws';
import { startFakeAuthority, type FakeAuthority } from '../integration/support/fake-authority-ftp';
import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  desktopPage,
  launchBrowser,
  mobilePage,
  postDataFile,
  screenshot,
  type ServerUnderTest,
  settle,
  sidewaysOverflow,
  signedInPage,
  startTestServer,
} from './harness';

const GOOD = 'PL-NT01';
const REFUSED = 'PL-KT01';
let server: ServerUnderTest;
let authority: FakeAuthority;
let browser: Browser;
let admin: SupabaseClient;
const ids: Record<string, number> = {};

async function signedInClient(email: string) {
  const client = createClient(server.url, server.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
  });
  const { error } = await client.auth.signInWithPassword({ email, password: DEMO_PASSWORD });
  if (error) throw error;
  return client;
}

async function configure(code: string, password: string) {
  const { data } = await admin.from('station').select('id, customer_id').eq('code', code).single();
  ids[code] = Number(data!.id);
  ids.customer = Number(data!.customer_id);
  const { error } = await admin.from('station_authority_endpoint').upsert({
    station_id: ids[code],
    host: '127.0.0.1',
    port: authority.port,
    username: authority.user,
    password,
    remote_dir: '/incoming',
    allow_private_address: true,
    file_name_template: '{province_code}_{station_code}_{yyyyMMddHHmmss}.txt',
    province_code: 'HCM',
  });
  if (error) throw error;
}

beforeAll(async () => {
  authority = await startFakeAuthority({ folder: 'incoming' });
  server = await startTestServer({ ftpPort: false, ingestDir: false }, inject('dataTemplate'));
  browser = await launchBrowser();
  admin = await signedInClient(DEMO_ACCOUNTS.admin);
  await configure(GOOD, authority.password);
  await configure(REFUSED, 'mat-khau-sai');
  for (const [code, line, minutesAgo] of [
    [GOOD, ['COD', '41.5', 'mg/L'], 12],
    [GOOD, ['COD', '40.9', 'mg/L'], 7],
    [REFUSED, ['SO2', '120', 'mg/Nm³'], 6],
  ] as const) {
    const response = await postDataFile(server.url, code, [line], minutesAgo);
    expect(response.status).toBe(200);
  }
  // The worker, woken by each queued file, sends the good station's files.
  for (const started = Date.now(); authority.arrivals.length < 2;) {
    if (Date.now() - started > 20_000) throw new Error('the files did not reach the authority');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await authority?.close();
});

describe('/authority-forwarding', () => {
  it('compares what the station sent, what we accepted and what the authority received (1280×800)', async () => {
    const page = await signedInPage(
      browser,
      desktopPage,
      server.url,
      DEMO_ACCOUNTS.user,
      '/station-status',
    );
    const row = page.locator(`article.gw-station-row[data-station-id="${ids[GOOD]}"]`);
    await row.getByRole('link', { name: /^Truyền cho cơ quan QL/ }).click();
    await page.waitForURL(`${server.url}/authority-forwarding?station=${ids[GOOD]}`);
    await expect.poll(() => page.title()).toMatch(/^Truyền dữ liệu cho cơ quan quản lý \| /);

    const endpoint = page.locator('[data-endpoint]');
    await expect.poll(() => endpoint.getAttribute('data-endpoint'), { timeout: 20_000 }).toBe('on');
    expect(await endpoint.textContent()).toContain(`ftp://127.0.0.1:${authority.port}/incoming`);
    const total = page.locator('tr.gw-authority__total');
    const cells = async () => total.locator('td').allTextContents();
    const [sentToUs, accepted, forwarded, waiting] = await cells();
    expect([sentToUs, accepted, forwarded, waiting]).toEqual(['2', '2', '2', '0']);
    const log = page.locator('tr[data-transfer-result="sent"]');
    await expect.poll(() => log.count()).toBe(2);
    expect(await log.first().textContent()).toMatch(/HCM_PL-NT01_\d{14}\.txt/);
    expect(await sidewaysOverflow(page)).toBe(0);
    await settle(page);
    await screenshot(page, 'authority-desktop');
    await page.locator('#gw-authority-log-title').scrollIntoViewIfNeeded();
    await settle(page);
    await screenshot(page, 'authority-log-desktop');

    // Resend the newest file from the keyboard: focus its button, Enter, confirm.
    const resend = log.first().getByRole('button', { name: /^Gửi lại tệp / });
    await resend.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Gửi lại' }).click();
    await expect
      .poll(() =>
        page.locator('.Toastify__toast').getByText('Đã xếp 1 tệp để gửi lại.').isVisible(),
      )
      .toBe(true);
    await expect.poll(() => authority.arrivals.length, { timeout: 20_000 }).toBe(3);
    await page.getByRole('button', { name: 'Làm mới' }).click();
    await expect.poll(() => log.count(), { timeout: 10_000 }).toBe(3);

    // The refused station: the server's words, and its file held.
    await page.getByRole('combobox', { name: 'Trạm quan trắc' }).click();
    await page.getByRole('option', { name: new RegExp(REFUSED) }).click();
    const refusal = page.locator('.gw-authority__refusal');
    await refusal.waitFor({ timeout: 20_000 });
    expect(await refusal.textContent()).toContain('Sai tên đăng nhập hoặc mật khẩu FTP');
    expect(await page.locator('[data-endpoint]').getAttribute('data-endpoint')).toBe('blocked');
    expect(await page.locator('tr[data-queued-file]').count()).toBe(1);
    expect(await page.locator('tr[data-transfer-result="settings"]').count()).toBe(1);
    await settle(page);
    await screenshot(page, 'authority-refused-desktop');
    await page.close();
  });

  it('reads as cards on a phone (390×844)', async () => {
    const page = await signedInPage(
      browser,
      mobilePage,
      server.url,
      DEMO_ACCOUNTS.user,
      `/authority-forwarding?station=${ids[GOOD]}&period=7d`,
    );
    await page.locator('tr.gw-authority__total').waitFor({ timeout: 20_000 });
    expect(await sidewaysOverflow(page)).toBe(0);
    await settle(page);
    await screenshot(page, 'authority-mobile');
    await page.locator('tr.gw-authority__total').scrollIntoViewIfNeeded();
    await settle(page);
    await screenshot(page, 'authority-table-mobile');
    await page.goto(`${server.url}/authority-forwarding?station=${ids[REFUSED]}`);
    await page.locator('.gw-authority__refusal').waitFor({ timeout: 20_000 });
    expect(await sidewaysOverflow(page)).toBe(0);
    await page.locator('.gw-authority__refusal').scrollIntoViewIfNeeded();
    await settle(page);
    await screenshot(page, 'authority-refused-mobile');
    await page.close();
  });

  it("shows the endpoint in the console without its password, and nothing to another customer's user", async () => {
    const page = await signedInPage(
      browser,
      desktopPage,
      server.url,
      DEMO_ACCOUNTS.admin,
      `/stations-admin?customer=${ids.customer}&station=${ids[GOOD]}`,
    );
    const section = page.locator('[data-authority-endpoint]');
    await section.waitFor({ timeout: 20_000 });
    expect(await section.textContent()).toContain('đã lưu');
    expect(await section.textContent()).not.toContain(authority.password);
    await page.getByRole('button', { name: /^Sửa Truyền dữ liệu/ }).click();
    const dialog = page.getByRole('dialog');
    expect(await dialog.getByLabel('Mật khẩu').inputValue()).toBe('');
    expect(await dialog.textContent()).toMatch(/Ví dụ: HCM_PL-NT01_\d{14}\.txt/);
    await settle(page);
    await screenshot(page, 'authority-console-desktop');

    // FTPS: the trust fields appear; a bad fingerprint and both at once are refused as typed.
    await dialog.getByRole('combobox', { name: 'Giao thức' }).click();
    await page.getByRole('option', { name: 'FTPS (TLS tường minh)' }).click();
    const fingerprint = dialog.getByLabel('Dấu vân tay SHA-256 của máy chủ');
    await fingerprint.fill('ab:cd');
    await dialog.getByText('Dấu vân tay SHA-256 gồm 32 cặp chữ số hex (0–9, A–F)').waitFor();
    const pin = 'ab'.repeat(32);
    await fingerprint.fill(pin);
    await dialog.getByLabel('Chứng chỉ CA (PEM)').fill('không phải chứng chỉ');
    await dialog.getByText(/^Chứng chỉ CA phải là một hoặc vài chứng chỉ PEM/).waitFor();
    await settle(page);
    await screenshot(page, 'authority-console-tls-desktop');
    // A PEM of the right shape (a DER sequence), beside the fingerprint: one of the two only.
    const der = String.fromCharCode(0x30, ...Array.from({ length: 95 }, () => 7));
    await dialog
      .getByLabel('Chứng chỉ CA (PEM)')
      .fill(`-----BEGIN CERTIFICATE-----\n${btoa(der)}\n-----END CERTIFICATE-----`);
    await dialog.getByText('Chỉ dùng một trong hai: chứng chỉ CA hoặc dấu vân tay').waitFor();
    await dialog.getByLabel('Chứng chỉ CA (PEM)').fill('');
    await dialog.getByRole('button', { name: 'Lưu' }).click();
    await dialog.waitFor({ state: 'detached' });
    const { data: saved } = await admin
      .from('station_authority_endpoint')
      .select('protocol, tls_fingerprint_sha256')
      .eq('station_id', ids[GOOD])
      .single();
    // Stored as the forwarder compares it: upper-case pairs with colons.
    expect(saved).toEqual({
      protocol: 'ftps',
      tls_fingerprint_sha256: pin.toUpperCase().match(/../g)!.join(':'),
    });
    await page.close();

    const phone = await signedInPage(
      browser,
      mobilePage,
      server.url,
      DEMO_ACCOUNTS.admin,
      `/stations-admin?customer=${ids.customer}&station=${ids[GOOD]}`,
    );
    await phone.locator('[data-authority-endpoint]').waitFor({ timeout: 20_000 });
    await phone.getByRole('button', { name: /^Sửa Truyền dữ liệu/ }).click();
    await phone.getByLabel('Dấu vân tay SHA-256 của máy chủ').scrollIntoViewIfNeeded();
    await settle(phone);
    await screenshot(phone, 'authority-console-tls-mobile');
    await phone.close();

    const other = await signedInPage(
      browser,
      desktopPage,
      server.url,
      DEMO_ACCOUNTS.user2,
      `/authority-forwarding?station=${ids[GOOD]}`,
    );
    await other.locator('.gw-authority__filters').waitFor({ timeout: 20_000 });
    expect(await other.locator('main').textContent()).not.toContain(GOOD);
    await other.close();
  });
});
