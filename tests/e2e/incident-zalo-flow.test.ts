// The incident loop on the phone (issue 17), in Chromium at 390×844 inside the emulated Zalo
// container (h5.zdn.vn under /zapps/<appId>/), against the real server and a local fake of
// Zalo's OA API: a station file with two exceedances → the fake records the OA messages, with
// their link into the mini app at the incident → the link opened in the container → one tap
// acknowledges COD with a note and a photo → after level 2's delay (the escalation clock moved
// on) level 2 goes out for the TSS incident nobody acknowledged, and never for COD.
import { copyFile, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { startFakeZaloOa, type FakeZaloOa } from '../integration/support/fake-zalo-oa';
import {
  launchBrowser,
  postDataFile,
  screenshot,
  SCREENSHOT_DIR,
  settle,
  startTestServer,
  type ServerUnderTest,
} from './harness';
import {
  CONTAINER_HOST,
  containerBrowserArgs,
  containerContextOptions,
  emulateContainer,
  MINI_APP_ID,
  startZaloPlatform,
  ZALO_APP_SECRET,
  type ZaloPlatform,
} from './zalo-container';

const STATION = 'PL-NT01';
const USER = 'user@greenwatch.demo';
/** The id the customer's OA knows the user by (OA messages are addressed by it). */
const OA_USER = '7700000000000000001';
const OA = { appId: '4242', appSecret: 'oa-app-secret', accessToken: 'oa-a', refreshToken: 'oa-r' };
/** Level 2 waits this long after level 1; the escalation clock is moved past it. */
const LEVEL_2_DELAY_MINUTES = 1;

let fake: FakeZaloOa;
let platform: ZaloPlatform;
let server: ServerUnderTest;
let browser: Browser;
let context: BrowserContext;
let appUrl: string;
/** How far the escalation clock is ahead of the real one. */
let clockAhead = 0;
const savedEnv = { ...process.env };

/** A free port, so the server's APP_URL (the links' host) can name it before it starts. */
async function freePort(): Promise<number> {
  const { createServer } = await import('node:net');
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

const messagesAbout = (id: number) =>
  fake.oaMessages.filter((message) => message.text.includes(`/incidents/${id}`));

beforeAll(async () => {
  fake = await startFakeZaloOa({ ...OA, followers: [OA_USER] });
  platform = await startZaloPlatform('6600001112229999', OA_USER);
  const port = await freePort();
  appUrl = `http://${CONTAINER_HOST}:${port}/zapps/${MINI_APP_ID}`;
  Object.assign(process.env, {
    ZALO_GRAPH_URL: platform.url,
    ZALO_APP_SECRET,
    ZALO_MINIAPP_ID: MINI_APP_ID,
    ZALO_OA_API_URL: fake.url,
    ZALO_ZNS_API_URL: fake.url,
    APP_URL: `http://${CONTAINER_HOST}:${port}`,
  });
  server = await startTestServer(
    {
      port,
      escalationIntervalMs: 250,
      escalationClock: () => new Date(Date.now() + clockAhead),
    },
    inject('dataTemplate'),
  );
  // The user, linked to Zalo in the mini app and following the customer's OA, wants alerts
  // there; the customer's chain: level 1 at once, level 2 a minute later, both over the OA.
  await server.db.query(
    `update public.app_user set zalo_user_id = $2, zalo_oa_user_id = $3
     where user_id = (select id from auth.users where email = $1)`,
    [USER, platform.zaloUserId, OA_USER],
  );
  await server.db.query(
    `insert into public.alert_channel_preference (user_id, zalo_oa)
     select id, true from auth.users where email = $1`,
    [USER],
  );
  await server.db.query(
    `insert into public.customer_zalo_setting (customer_id, oa_id, access_token, refresh_token)
     select customer_id, '1029384756', $2, $3 from public.station where code = $1`,
    [STATION, OA.accessToken, OA.refreshToken],
  );
  await server.db.query(
    `insert into public.escalation_step (customer_id, level, delay_minutes, user_ids, channels)
     select s.customer_id, l.level, l.delay, array[u.id], array['zalo_oa']
     from public.station s, auth.users u, (values (1, 0), (2, $3::int)) as l (level, delay)
     where s.code = $1 and u.email = $2`,
    [STATION, USER, LEVEL_2_DELAY_MINUTES],
  );
  browser = await launchBrowser(containerBrowserArgs(port));
  context = await browser.newContext({ ...containerContextOptions, acceptDownloads: true });
  await emulateContainer(context, platform);
});

afterAll(async () => {
  process.env = savedEnv;
  await context?.close();
  await browser?.close();
  await server?.close();
  await platform?.close();
  await fake?.close();
});

it('file → OA message with the link → opened in Zalo → acknowledged with a note and a photo → escalation stops', async () => {
  const limits = await server.db.query<{ code: string; limit_max: number }>(
    `select p.code, p.limit_max from public.station_parameter p
     join public.station s on s.id = p.station_id
     where s.code = $1 and p.code in ('COD', 'TSS')`,
    [STATION],
  );
  const over = (code: string) => String(Number(limits.find((l) => l.code === code)!.limit_max) * 2);
  const response = await postDataFile(server.url, STATION, [
    ['COD', over('COD'), 'mg/L'],
    ['TSS', over('TSS'), 'mg/L'],
  ]);
  expect(response.status).toBe(200);
  const openIncidents = () =>
    server.db.query<{ id: number; parameter_code: string }>(
      `select i.id, i.parameter_code from public.incident i
       join public.station s on s.id = i.station_id
       where s.code = $1 and i.status = 'open' order by i.parameter_code`,
      [STATION],
    );
  await expect.poll(async () => (await openIncidents()).length, { timeout: 10_000 }).toBe(2);
  const incidents = await openIncidents();
  const cod = Number(incidents.find((i) => i.parameter_code === 'COD')!.id);
  const tss = Number(incidents.find((i) => i.parameter_code === 'TSS')!.id);

  // The alert and the level-1 escalation reach the user's Zalo, each linking into the mini app.
  const link = `${appUrl}/incidents/${cod}`;
  await expect.poll(() => messagesAbout(cod).length, { timeout: 10_000 }).toBe(2);
  expect(messagesAbout(cod).map((message) => message.userId)).toEqual([OA_USER, OA_USER]);
  expect(messagesAbout(cod).some((message) => /cấp 1/.test(message.text))).toBe(true);
  for (const message of messagesAbout(cod)) expect(message.text).toContain(link);

  // Signed in with Zalo in the container, the link opens the incident.
  const page: Page = await context.newPage();
  page.on('pageerror', (error) => console.error(`[page error] ${error.message}`));
  await page.goto(`${appUrl}/zalo-welcome`);
  await page.getByRole('button', { name: 'Đăng nhập với Zalo' }).click();
  await page.waitForURL(new RegExp(`^${appUrl.replace(/\./g, '\\.')}/?$`), { timeout: 20_000 });
  await page.goto(link);
  const acknowledge = page.getByRole('button', { name: 'Xác nhận', exact: true });
  await acknowledge.waitFor();
  await page.getByText('Giá trị đo quanh sự cố').waitFor();
  await page.locator('.gw-incident-values__beyond').first().waitFor();
  await settle(page);
  await screenshot(page, 'incident-zalo-open-mobile');

  const photo = await sharp({
    create: { width: 640, height: 480, channels: 3, background: '#5d7f3a' },
  })
    .jpeg()
    .toBuffer();
  await page.getByLabel('Ghi chú').fill('Đã khóa van xả, đang kiểm tra bể lắng');
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'hien-truong.jpg', mimeType: 'image/jpeg', buffer: photo });
  await page.getByText('Ảnh: hien-truong.jpg').waitFor();
  await acknowledge.click();
  await page.locator('.gw-incident-status--acknowledged').waitFor();
  await page.getByText('Đã khóa van xả, đang kiểm tra bể lắng').waitFor();
  await page.locator('.gw-incident-photo img').waitFor();
  expect(
    await page
      .locator('.gw-incident-photo img')
      .evaluate((img) => (img as HTMLImageElement).naturalWidth),
  ).toBe(640);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
  await page.locator('.gw-incident-history').scrollIntoViewIfNeeded();
  await settle(page);
  await screenshot(page, 'incident-zalo-acknowledged-mobile');

  // The incident's timeline as a PDF, through the report kit's exporter.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Xuất PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`chi-tiet-su-co_${cod}.pdf`);
  const pdf = await download.path();
  await copyFile(pdf, path.join(SCREENSHOT_DIR, 'incident-timeline.pdf'));
  const extracted = await extractText(new Uint8Array(await readFile(pdf)), { mergePages: true });
  // Table cells wrap: compare with single spaces.
  const text = extracted.text.replace(/\s+/g, ' ');
  expect(text).toContain('Giá trị đo quanh sự cố');
  expect(text).toContain('Đã khóa van xả, đang kiểm tra bể lắng');
  expect(text).toContain('Nguyễn Văn An thêm ảnh');

  // Level 2's delay passes: the unacknowledged TSS incident goes to level 2, COD never does.
  clockAhead = (LEVEL_2_DELAY_MINUTES + 1) * 60_000;
  await expect
    .poll(() => messagesAbout(tss).filter((m) => /cấp 2/.test(m.text)).length, { timeout: 10_000 })
    .toBe(1);
  await new Promise((resolve) => setTimeout(resolve, 1_000)); // four more sweeps
  expect(messagesAbout(cod).filter((m) => /cấp 2/.test(m.text))).toEqual([]);
  expect(messagesAbout(cod)).toHaveLength(2);
  const [row] = await server.db.query<{ escalation_level: number; status: string }>(
    'select escalation_level, status from public.incident where id = $1',
    [cod],
  );
  expect(row).toEqual({ escalation_level: 1, status: 'acknowledged' });
  await page.close();
});
