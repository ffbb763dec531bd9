// The platform admin's customer, station and plan screens (issue 16) in Chromium against the
// real server, on a server of its own (it renews a demo customer's plan, which other files
// read): the demo admin creates a customer group and a customer, a station for it located on the
// map with two parameters, their limits and a camera, registers the customer's subscription and
// renews it; each form stops a bad value with its Vietnamese message first. A demo station that
// holds measurements is refused deletion with the server's explanation. Renewing the admin's
// own demo customer moves the expiry badge of its user's plan card and lifts the home warning.
// Every screen reads as tables at 1280×800 and as cards at 390×844; an ordinary user gets the
// access-denied page on all three routes and no 'Quản trị' group.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  DEMO_ACCOUNTS,
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

const GROUP = 'Khu vực miền Trung';
const CUSTOMER = 'Công ty TNHH Thủy sản Đà Nẵng';
const STATION = 'Trạm nước thải Hòa Khánh';
const DEMO_CUSTOMER = 'Công ty TNHH Dệt nhuộm Phước Long';
const DEMO_STATION = { code: 'PL-NT01', name: 'Trạm nước thải số 1' };
const STATION_REFUSED = 'Trạm đã có số liệu quan trắc: không thể xóa, để số liệu được giữ nguyên.';
const TITLE_SUFFIX = ' | GreenWatch online monitoring';
const BADGE = /^Hết hạn vào (\d{2}\/\d{2}\/\d{4}) \(còn (\d+) ngày\)$/;

let server: ServerUnderTest;
let baseUrl: string;
let browser: Browser;
/** Where the first test left the new customer and station, for the phone test. */
const built = { customerId: '', stationId: '' };

beforeAll(async () => {
  server = await startTestServer({}, inject('dataTemplate'));
  baseUrl = server.url;
  browser = await launchBrowser();
  const response = await postDataFile(baseUrl, DEMO_STATION.code, [['COD', '40', 'mg/L']]);
  expect(response.status).toBe(200);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const sidebarOf = (page: Page) => page.getByRole('complementary', { name: 'Menu chính' });
const dialogOf = (page: Page) => page.getByRole('dialog');
const toast = (page: Page, text: string) =>
  page.locator('.Toastify__toast').getByText(text).first();

async function noSidewaysScroll(page: Page): Promise<void> {
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
}

async function choose(scope: Page | Locator, label: string, option: string): Promise<void> {
  await scope.getByRole('combobox', { name: label }).click();
  await scope.getByRole('option', { name: option, exact: true }).click();
}

/** Submits the open dialog's form and waits for it to close with the success toast. */
async function save(page: Page): Promise<void> {
  await dialogOf(page).getByRole('button', { name: 'Lưu', exact: true }).click();
  await expect.poll(() => dialogOf(page).count(), { timeout: 15_000 }).toBe(0);
  await expect.poll(() => toast(page, 'Đã lưu.').isVisible()).toBe(true);
}

/** A field's message appears, and the dialog stays open without sending anything. */
async function refusesField(page: Page, message: string): Promise<void> {
  await expect.poll(() => dialogOf(page).getByText(message).isVisible()).toBe(true);
}

/** dd/MM/yyyy of the day after a dd/MM/yyyy day. */
function dayAfter(text: string): string {
  const [day, month, year] = text.split('/').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(year, month - 1, day + 1));
  return next.toISOString().slice(0, 10).split('-').reverse().join('/');
}

const currentRow = (page: Page) => page.locator('tr[data-current]');
const badgeOf = (row: Locator) => row.locator('.gw-admin-expiry').textContent();

describe('the admin console for customers, stations and plans', () => {
  // The whole onboarding, page after page and dialog after dialog: 18 s on a quiet machine, over
  // the default 60 s in a slow hour of CI (61 s, 2026-12-02, with the PGlite integration run
  // beside it).
  it('onboards a customer with a station, parameters, a camera and a subscription', async () => {
    const page = await signedInPage(browser, desktopPage, baseUrl, DEMO_ACCOUNTS.admin);
    const sidebar = sidebarOf(page);
    await sidebar.getByRole('button', { name: 'Quản trị' }).click();
    await sidebar.getByRole('link', { name: 'Khách hàng', exact: true }).click();
    await expect.poll(() => page.title()).toBe(`Khách hàng${TITLE_SUFFIX}`);

    // A group, then a customer in it; a key the table refuses is stopped first.
    await page.getByRole('button', { name: 'Thêm nhóm' }).click();
    await dialogOf(page).getByLabel('Tên nhóm').fill(GROUP);
    await save(page);
    await expect.poll(() => page.locator(`tr[data-group="${GROUP}"]`).count()).toBe(1);

    await page.getByRole('button', { name: 'Thêm khách hàng' }).click();
    const customerForm = dialogOf(page);
    await customerForm.getByLabel('Tên khách hàng').fill(CUSTOMER);
    await customerForm.getByLabel('Mã khách hàng').fill('Đà Nẵng');
    await refusesField(page, 'Mã chỉ gồm chữ cái không dấu, chữ số, “-” hoặc “_”, 2–64 ký tự');
    await customerForm.getByLabel('Mã khách hàng').fill('danang-seafood');
    await choose(customerForm, 'Nhóm', GROUP);
    await customerForm.getByLabel('Địa chỉ logo').fill('javascript:alert(1)');
    await refusesField(page, 'Vui lòng nhập địa chỉ http(s)://… hoặc đường dẫn bắt đầu bằng /');
    await customerForm.getByLabel('Địa chỉ logo').fill('https://danang-seafood.example/logo.png');
    await save(page);
    const customerRow = page.locator('tr[data-customer="danang-seafood"]');
    await expect.poll(() => customerRow.textContent()).toContain(GROUP);
    await expect
      .poll(() => page.locator(`tr[data-group="${GROUP}"] td`).first().textContent())
      .toBe('1');
    await settle(page);
    await screenshot(page, 'admin-console-customers-desktop');
    await noSidewaysScroll(page);

    // A station for it, its location first picked on the map, then typed exactly.
    await sidebar.getByRole('link', { name: 'Quản lý trạm' }).click();
    await expect.poll(() => page.title()).toBe(`Quản lý trạm${TITLE_SUFFIX}`);
    await choose(page, 'Khách hàng', CUSTOMER);
    await expect
      .poll(() => page.getByText('Khách hàng này chưa có trạm quan trắc nào.').isVisible())
      .toBe(true);
    built.customerId = new URL(page.url()).searchParams.get('customer')!;
    await page.getByRole('button', { name: 'Thêm trạm' }).click();
    const stationForm = dialogOf(page);
    await stationForm.getByLabel('Mã trạm').fill('DN-NT01');
    await stationForm.getByLabel('Tên trạm').fill(STATION);
    await stationForm.getByLabel('Tỷ lệ gần ngưỡng').fill('1,5');
    await refusesField(page, 'Giá trị phải từ 0,001 đến 1');
    await stationForm.getByLabel('Tỷ lệ gần ngưỡng').fill('0,85');
    await stationForm.getByRole('application', { name: 'Bản đồ chọn vị trí trạm' }).click();
    await expect
      .poll(() => stationForm.getByLabel('Vĩ độ').inputValue())
      .toMatch(/^-?\d+(\.\d+)?$/);
    expect(await stationForm.getByLabel('Kinh độ').inputValue()).toMatch(/^-?\d+(\.\d+)?$/);
    // The shipped outlines are drawn under the (here unreachable) online tiles.
    await expect
      .poll(() => stationForm.locator('.gw-admin-map path').count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
    await settle(page);
    await screenshot(page, 'admin-console-station-form-desktop');
    await stationForm.getByLabel('Vĩ độ').fill('16,0544');
    await stationForm.getByLabel('Kinh độ').fill('108.2022');
    await stationForm.getByLabel('Tỉnh/thành phố').fill('Đà Nẵng');
    await save(page);
    // A new station opens at once, ready for its parameters.
    const detail = page.locator('[data-open-station="DN-NT01"]');
    await expect.poll(() => detail.isVisible()).toBe(true);
    built.stationId = new URL(page.url()).searchParams.get('station')!;
    expect(await detail.getByText('16.0544, 108.2022').isVisible()).toBe(true);

    // Two parameters with limits; an upper limit under the lower one is stopped first.
    const addParameter = async (code: string, unit: string, limits: [min: string, max: string]) => {
      await page.getByRole('button', { name: 'Thêm thông số' }).click();
      const form = dialogOf(page);
      await form.getByLabel('Mã thông số').fill(code);
      await form.getByLabel('Tên thông số').fill(code);
      await form.getByLabel('Đơn vị').fill(unit);
      await form.getByLabel('Giới hạn dưới').fill(limits[0]);
      await form.getByLabel('Giới hạn trên').fill(limits[1]);
    };
    await addParameter('COD', 'mg/L', ['', '75']);
    await dialogOf(page).getByLabel('Tính phí').check();
    await save(page);
    await addParameter('pH', '', ['6', '5']);
    await refusesField(page, 'Giới hạn dưới phải nhỏ hơn hoặc bằng giới hạn trên');
    await dialogOf(page).getByLabel('Giới hạn trên').fill('9');
    await save(page);
    await expect.poll(() => page.locator('tr[data-parameter]').count()).toBe(2);
    expect(await page.locator('tr[data-parameter="pH"]').innerText()).toMatch(/6\s+9/);

    // Its camera: only http(s) links (or paths on this server) are taken.
    await page.getByRole('button', { name: 'Thêm camera' }).click();
    await dialogOf(page).getByLabel('Tên camera').fill('Camera cửa xả Hòa Khánh');
    await dialogOf(page).getByLabel('Địa chỉ luồng HLS').fill('rtsp://cam.example/live');
    await refusesField(page, 'Vui lòng nhập địa chỉ http(s)://… hoặc đường dẫn bắt đầu bằng /');
    await dialogOf(page)
      .getByLabel('Địa chỉ luồng HLS')
      .fill('https://cam.example/hoa-khanh/index.m3u8');
    await save(page);
    await expect
      .poll(() => page.locator('[data-camera="Camera cửa xả Hòa Khánh"]').isVisible())
      .toBe(true);
    await page.locator('tr[data-parameter="pH"]').scrollIntoViewIfNeeded();
    await settle(page);
    await screenshot(page, 'admin-console-station-desktop');
    await noSidewaysScroll(page);

    // The subscription: the end follows the plan's duration; a renewal starts the day after.
    await sidebar.getByRole('link', { name: 'Gói dịch vụ' }).click();
    await expect.poll(() => page.title()).toBe(`Gói dịch vụ${TITLE_SUFFIX}`);
    await choose(page, 'Khách hàng', CUSTOMER);
    await expect
      .poll(() => page.getByText('Khách hàng này chưa đăng ký gói nào.').isVisible())
      .toBe(true);
    await page.getByRole('button', { name: 'Đăng ký gói' }).click();
    const register = dialogOf(page);
    await register.getByLabel('Ngày bắt đầu').fill('2026-03-01');
    await choose(register, 'Gói', 'Gói Cơ bản (12 tháng)');
    await expect.poll(() => register.getByLabel('Ngày kết thúc').inputValue()).toBe('2027-02-28');
    await save(page);
    await expect.poll(() => currentRow(page).innerText()).toContain('28/02/2027');
    expect(await badgeOf(currentRow(page))).toMatch(BADGE);

    await currentRow(page).getByRole('button', { name: 'Gia hạn' }).click();
    expect(await dialogOf(page).getByLabel('Ngày bắt đầu').inputValue()).toBe('2027-03-01');
    expect(await dialogOf(page).getByLabel('Ngày kết thúc').inputValue()).toBe('2028-02-29');
    await save(page);
    await expect.poll(() => currentRow(page).innerText()).toContain('29/02/2028');
    expect(await page.locator('tr[data-subscription]').count()).toBe(2);
    expect(await badgeOf(currentRow(page))).toMatch(/^Hết hạn vào 29\/02\/2028/);
    // Cancelling the renewal asks first; the first subscription is the current one again.
    await currentRow(page).getByRole('button', { name: 'Hủy gói' }).click();
    await expect
      .poll(() => dialogOf(page).getByText('Đăng ký được giữ lại trong lịch sử').isVisible())
      .toBe(true);
    await dialogOf(page).getByRole('button', { name: 'Hủy gói' }).click();
    await expect.poll(() => currentRow(page).innerText()).toContain('28/02/2027');
    expect(await page.locator('tr[data-subscription]').first().innerText()).toContain('Đã hủy');
    await settle(page);
    await screenshot(page, 'admin-console-plans-desktop');
    await noSidewaysScroll(page);
  }, 120_000);

  it('keeps a station that holds measurements and shows the server’s explanation', async () => {
    const page = await signedInPage(browser, desktopPage, baseUrl, DEMO_ACCOUNTS.admin);
    await page.goto(`${baseUrl}/stations-admin`);
    await choose(page, 'Khách hàng', DEMO_CUSTOMER);
    const row = page.locator(`tr[data-station="${DEMO_STATION.code}"]`);
    await row.getByRole('button', { name: `Xóa ${DEMO_STATION.name}` }).click();
    const dialog = dialogOf(page);
    // Asked first, with the consequence.
    await expect
      .poll(() => dialog.getByText('Trạm đã có số liệu quan trắc sẽ không bị xóa').isVisible())
      .toBe(true);
    await dialog.getByRole('button', { name: 'Xóa', exact: true }).click();
    await expect.poll(() => dialog.locator('[data-refusal]').textContent()).toBe(STATION_REFUSED);
    expect(await dialog.getByRole('heading', { name: 'Không thể xóa' }).isVisible()).toBe(true);
    await settle(page);
    await screenshot(page, 'admin-console-delete-refused-desktop');
    await dialog.getByRole('button', { name: 'Hủy' }).click();
    await expect.poll(() => row.isVisible()).toBe(true);
  });

  it('renews the plan the customer’s user sees, and the expiry badge follows', async () => {
    const user = await signedInPage(browser, desktopPage, baseUrl, DEMO_ACCOUNTS.user);
    // The demo customer's plan runs out within 30 days: home warns.
    await expect
      .poll(() => user.locator('[data-plan-notice="expiring"]').isVisible(), { timeout: 20_000 })
      .toBe(true);
    await user.goto(`${baseUrl}/profile`);
    const card = user.locator('.gw-plan__expiry');
    await expect.poll(() => card.textContent(), { timeout: 20_000 }).toMatch(BADGE);
    const before = BADGE.exec((await card.textContent())!)!;

    const page = await signedInPage(browser, desktopPage, baseUrl, DEMO_ACCOUNTS.admin);
    await page.goto(`${baseUrl}/plans-admin`);
    await choose(page, 'Khách hàng', DEMO_CUSTOMER);
    // The console shows the card's badge on the same row the card reads.
    await expect.poll(() => badgeOf(currentRow(page))).toBe(before[0]);
    await currentRow(page).getByRole('button', { name: 'Gia hạn' }).click();
    const start = await dialogOf(page).getByLabel('Ngày bắt đầu').inputValue();
    expect(start.split('-').reverse().join('/')).toBe(dayAfter(before[1]!));
    await save(page);
    await expect.poll(() => badgeOf(currentRow(page))).not.toBe(before[0]);
    const renewed = BADGE.exec((await badgeOf(currentRow(page)))!)!;
    expect(Number(renewed[2])).toBeGreaterThan(Number(before[2]) + 300);

    await user.reload();
    await expect.poll(() => card.textContent(), { timeout: 20_000 }).toBe(renewed[0]);
    await settle(user);
    await screenshot(user, 'admin-console-renewed-plan-card-desktop');
    await user.goto(`${baseUrl}/`);
    // Home shows its blocks once it knows whether to warn: now it does not.
    await expect
      .poll(() => user.locator('.gw-latest-alerts').isVisible(), { timeout: 20_000 })
      .toBe(true);
    expect(await user.locator('[data-plan-notice]').count()).toBe(0);
  });

  it('reads as one column of cards on a phone', async () => {
    const page = await signedInPage(
      browser,
      mobilePage,
      baseUrl,
      DEMO_ACCOUNTS.admin,
      '/customers-admin',
    );
    await expect
      .poll(() => page.locator('tr[data-customer="danang-seafood"]').isVisible(), {
        timeout: 20_000,
      })
      .toBe(true);
    await settle(page);
    await screenshot(page, 'admin-console-customers-mobile');
    await noSidewaysScroll(page);

    await page.goto(
      `${baseUrl}/stations-admin?customer=${built.customerId}&station=${built.stationId}`,
    );
    await expect
      .poll(() => page.locator('tr[data-parameter]').count(), { timeout: 20_000 })
      .toBe(2);
    await settle(page);
    await screenshot(page, 'admin-console-station-mobile');
    await noSidewaysScroll(page);
    await page.getByRole('button', { name: `Sửa ${STATION}` }).click();
    await expect.poll(() => dialogOf(page).getByLabel('Vĩ độ').inputValue()).toBe('16.0544');
    await settle(page);
    await screenshot(page, 'admin-console-station-form-mobile');
    await noSidewaysScroll(page);
    await dialogOf(page).getByRole('button', { name: 'Hủy' }).click();

    await page.goto(`${baseUrl}/plans-admin?customer=${built.customerId}`);
    await expect
      .poll(() => page.locator('tr[data-subscription]').count(), { timeout: 20_000 })
      .toBe(2);
    await settle(page);
    await screenshot(page, 'admin-console-plans-mobile');
    await noSidewaysScroll(page);
  });

  it('shows an ordinary user none of it', async () => {
    const page = await signedInPage(browser, desktopPage, baseUrl, DEMO_ACCOUNTS.user);
    const sidebar = sidebarOf(page);
    await expect
      .poll(() => sidebar.getByRole('button', { name: 'Báo cáo', exact: true }).isVisible())
      .toBe(true);
    expect(await sidebar.getByText('Quản trị').count()).toBe(0);
    for (const path of ['/customers-admin', '/stations-admin', '/plans-admin']) {
      await page.goto(`${baseUrl}${path}`);
      await expect
        .poll(() => page.getByRole('heading', { name: 'Không có quyền truy cập' }).isVisible())
        .toBe(true);
      expect(await page.getByRole('button', { name: /^Thêm/ }).count()).toBe(0);
    }
  });
});
