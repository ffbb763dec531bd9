// Threshold alerts in Chromium against the real server: a data file breaking a limit, posted to
// /api/ingest, lights the bell within two seconds without reload; a click marks read and opens
// the station; 'Đọc tất cả' clears the dot; the phone's sheet and the /notifications page.
// Uses customer 1 (user@) and stations no other e2e file posts to.
import type { Browser, Page, Request, WebSocketRoute } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  desktopPage,
  holdChannelJoin,
  holdRequests,
  launchBrowser,
  mobilePage,
  restAsService,
  screenshot,
  postDataFile,
  settle,
  signedInPage,
} from './harness';
import { sharedServer } from './shared-server';

const { url: baseUrl, anonKey, serviceRoleKey } = sharedServer();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const signedIn = (make: typeof desktopPage, path = '/') =>
  signedInPage(browser, make, baseUrl, DEMO_ACCOUNTS.user, path);

async function ingest(stationCode: string, minutesAgo: number, line: [string, string, string]) {
  const response = await postDataFile(baseUrl, stationCode, [line], minutesAgo);
  expect(response.status).toBe(200);
  expect(await response.json()).toMatchObject({ accepted: 1, stationStatus: 'exceed_threshold' });
}

async function stationIdOf(code: string): Promise<number> {
  const token = await fetch(`${baseUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_ACCOUNTS.user, password: DEMO_PASSWORD }),
  }).then((r) => r.json() as Promise<{ access_token: string }>);
  const rows = await fetch(`${baseUrl}/rest/v1/station?code=eq.${code}&select=id`, {
    headers: { apikey: anonKey, authorization: `Bearer ${token.access_token}` },
  }).then((r) => r.json() as Promise<Array<{ id: number }>>);
  return rows[0]!.id;
}

const bell = (page: Page) => page.locator('.gw-bell__button');
/** The bell's realtime subscription is joined: from now on no insert can be missed. */
const live = (page: Page) =>
  expect
    .poll(() => page.locator('.gw-bell').getAttribute('data-live'), { timeout: 10_000 })
    .toBe('true');
const dot = (page: Page) => page.getByTestId('notification-dot');
const unreadItems = (page: Page) => page.locator('.gw-notice--unread');

/** Opens the bell and reads everything, so a test starts from a dot-free bell. */
async function readEverything(page: Page, panel: string) {
  await expect.poll(() => dot(page).count(), { timeout: 10_000 }).toBe(1);
  await bell(page).click();
  const markAll = page.locator(panel).getByRole('button', { name: /^Đọc tất cả \(\d+\)$/ });
  await markAll.click();
  await expect.poll(() => dot(page).count()).toBe(0);
  await expect.poll(() => unreadItems(page).count()).toBe(0);
}

/**
 * Makes an alert for customer 1 while the page's channel is not joined, lets it join with
 * `letJoin`, and expects the alert unread in the bell; then reads everything, so the next test
 * starts from a dot-free bell.
 */
async function alertWhileNotLive(page: Page, title: string, letJoin: () => void) {
  await restAsService(baseUrl, serviceRoleKey, 'notification', 'POST', {
    customer_id: 1,
    title,
    content: 'Tạo khi kênh trực tiếp chưa tham gia',
    type: 'exceed_threshold',
  });
  letJoin();
  await live(page);
  await bell(page).click();
  const dropdown = page.locator('.gw-bell__dropdown');
  await expect
    .poll(() => dropdown.locator('.gw-notice--unread', { hasText: title }).count())
    .toBe(1);
  await page.keyboard.press('Escape');
  await readEverything(page, '.gw-bell__dropdown');
}

describe('notification bell', () => {
  it('lights up within two seconds of a breaking ingest, and a click reads and opens', async () => {
    const page = await signedIn(desktopPage);
    const stationId = await stationIdOf('PL-KT01');
    await readEverything(page, '.gw-bell__dropdown');
    await live(page);
    const dropdown = page.locator('.gw-bell__dropdown');
    expect(await dropdown.boundingBox()).toMatchObject({ width: 400 });
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));

    const started = Date.now();
    await ingest('PL-KT01', 3, ['PM', '350', 'mg/Nm³']);
    await expect.poll(() => dot(page).count(), { timeout: 2_000 }).toBe(1);
    await expect
      .poll(() => dropdown.getByText('1 mới', { exact: true }).count(), { timeout: 2_000 })
      .toBe(1);
    expect(Date.now() - started).toBeLessThan(2_500);
    // The new dot pulses three times, at once (a dot that comes with the page's first list
    // waits until the page has drawn), and the live icon once per update; nothing on the page
    // animates for ever (an endless pulse redraws the screen as long as it is open).
    expect(
      await dot(page).evaluate((element) => {
        const pulse = getComputedStyle(element, '::after');
        return `${pulse.animationIterationCount} after ${pulse.animationDelay}`;
      }),
    ).toBe('3 after 0s');
    const endless = await page.evaluate(() =>
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime === Infinity)
        .map((animation) => (animation as CSSAnimation).animationName),
    );
    expect(endless).toEqual([]);
    const item = dropdown.locator('.gw-notice--unread', {
      hasText: 'Vượt ngưỡng Bụi tổng - Ống khói lò hơi',
    });
    expect(await item.count()).toBe(1);
    expect(await item.textContent()).toContain('350 mg/Nm³');
    expect(await item.textContent()).toContain('dưới 1 phút trước');
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
    await settle(page);
    await screenshot(page, 'notifications-bell-desktop');

    await item.click();
    await page.waitForURL(`${baseUrl}/online-monitoring?station=${stationId}`);
    await expect.poll(() => dot(page).count()).toBe(0);
    await bell(page).click();
    await expect.poll(() => unreadItems(page).count()).toBe(0);
    expect(
      await dropdown
        .locator('.gw-notice', { hasText: 'Vượt ngưỡng Bụi tổng - Ống khói lò hơi' })
        .count(),
    ).toBe(1);
    await page.keyboard.press('Escape');
    expect(await dropdown.count()).toBe(0);
  });

  it("'Đọc tất cả' clears the dot", async () => {
    const page = await signedIn(desktopPage, '/notifications');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Thông báo', level: 1 }).count())
      .toBe(1);
    await live(page);
    await ingest('PL-KT01', 2, ['SO2', '720', 'mg/Nm³']);
    await expect.poll(() => dot(page).count(), { timeout: 2_000 }).toBe(1);
    const page1 = page.locator('.gw-notifications-page');
    await expect.poll(() => page1.getByText('1 mới', { exact: true }).count()).toBe(1);
    await settle(page);
    await screenshot(page, 'notifications-page-desktop');
    await page1.getByRole('button', { name: 'Đọc tất cả (1)' }).click();
    await expect.poll(() => dot(page).count()).toBe(0);
    await expect.poll(() => unreadItems(page).count()).toBe(0);
    expect(await page1.getByRole('button', { name: /Đọc tất cả/ }).count()).toBe(0);
    // Read on the server too: a fresh load shows nothing unread.
    await page.reload();
    await expect.poll(() => page1.locator('.gw-notice').count(), { timeout: 10_000 }).not.toBe(0);
    expect(await unreadItems(page).count()).toBe(0);
    expect(await dot(page).count()).toBe(0);
  });

  it('reads the list beside the session check, not once the signed-in layout has rendered', async () => {
    // The layout (header, bell) is held back: a read that waited for it would never start.
    // The read is watched for from before the page is opened: it may go out before `goto` ends.
    let releaseLayout = () => {};
    let firstRead: Promise<Request> | undefined;
    const holdingLayout = async (make: Browser) => {
      const page = await desktopPage(make);
      releaseLayout = await holdRequests(page, /\/assets\/main-layout\.[^/]+\.js$/);
      firstRead = page.waitForRequest(
        (request) => request.url().startsWith(`${baseUrl}/rest/v1/notification?`),
        { timeout: 15_000 },
      );
      return page;
    };
    const page = await signedInPage(browser, holdingLayout, baseUrl, DEMO_ACCOUNTS.user);
    try {
      const read = await firstRead!;
      expect(new URL(read.url()).searchParams.get('customer_id')).toBe('eq.1');
      expect(await bell(page).count()).toBe(0);
    } finally {
      releaseLayout();
    }
    await live(page);
  });

  it('shows an alert made after the first read and before the live channel joined', async () => {
    // The join is held until the first read has answered and the alert is in the table: no
    // event will ever tell of it, so only a read after the join can show it.
    let releaseJoin = () => {};
    let firstAnswer: Promise<unknown> | undefined;
    const holdingJoin = async (make: Browser) => {
      const page = await desktopPage(make);
      releaseJoin = await holdChannelJoin(page, 'notifications:');
      firstAnswer = page.waitForResponse(
        (response) => response.url().startsWith(`${baseUrl}/rest/v1/notification?`),
        { timeout: 15_000 },
      );
      return page;
    };
    const page = await signedInPage(browser, holdingJoin, baseUrl, DEMO_ACCOUNTS.user);
    await firstAnswer;
    expect(await page.locator('.gw-bell').getAttribute('data-live')).not.toBe('true');
    await alertWhileNotLive(page, 'Cảnh báo trong lúc kết nối - Trạm thử', releaseJoin);
  });

  it('shows an alert made while the connection was lost once the channel joins again', async () => {
    // The page's realtime socket goes through the test: closed, its next connection holds the
    // page's messages (its channel joins) until the alert is in the table.
    let gate: Promise<void> = Promise.resolve();
    let openGate = () => {};
    const sockets: WebSocketRoute[] = [];
    const page = await signedIn(async (make) => {
      const opened = await desktopPage(make);
      await opened.routeWebSocket(/\/realtime\/v1\/websocket/, (socket) => {
        const upstream = socket.connectToServer();
        sockets.push(socket);
        socket.onMessage(async (message) => {
          await gate;
          upstream.send(message);
        });
      });
      return opened;
    });
    await live(page);
    gate = new Promise((resolve) => (openGate = resolve));
    await sockets.at(-1)!.close();
    await expect
      .poll(() => page.locator('.gw-bell').getAttribute('data-live'), { timeout: 10_000 })
      .not.toBe('true');
    await alertWhileNotLive(page, 'Cảnh báo trong lúc mất kết nối - Trạm thử', openGate);
  });

  it('works as a sheet on a phone, with the dot on the bottom navigation', async () => {
    const page = await signedIn(mobilePage);
    const stationId = await stationIdOf('PL-NT03');
    await live(page);
    // Everything was read by the previous tests.
    expect(await dot(page).count()).toBe(0);
    const navDot = page.locator('.gw-bottom-nav .gw-unread-icon__dot');
    expect(await navDot.count()).toBe(0);

    await ingest('PL-NT03', 1, ['COD', '210', 'mg/L']);
    await expect.poll(() => dot(page).count(), { timeout: 2_000 }).toBe(1);
    await expect.poll(() => navDot.count()).toBe(1);

    await bell(page).click();
    const sheet = page.locator('.gw-bell__sheet');
    await expect
      .poll(() => sheet.getByRole('heading', { name: 'Thông báo' }).isVisible())
      .toBe(true);
    const item = sheet.locator('.gw-notice--unread', {
      hasText: 'Vượt ngưỡng Nhu cầu oxy hóa học - Trạm nước thải sau xử lý',
    });
    expect(await item.count()).toBe(1);
    expect(await sheet.getByRole('button', { name: 'Đọc tất cả (1)' }).isVisible()).toBe(true);
    await settle(page);
    await screenshot(page, 'notifications-sheet-mobile');

    await item.click();
    await page.waitForURL(`${baseUrl}/online-monitoring?station=${stationId}`);
    await expect.poll(() => dot(page).count()).toBe(0);
    await expect.poll(() => navDot.count()).toBe(0);

    await page.locator('.gw-bottom-nav').getByText('Thông báo', { exact: true }).click();
    await page.waitForURL(`${baseUrl}/notifications`);
    await expect
      .poll(() => page.locator('.gw-notifications-page .gw-notice').count(), { timeout: 5_000 })
      .not.toBe(0);
    await settle(page);
    await screenshot(page, 'notifications-page-mobile');
  });
});
