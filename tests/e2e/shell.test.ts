// The application shell in Chromium against the real server: sign-in round trip, home,
// sidebar, bottom navigation, access denied, scroll behaviour, account menu and logout.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_ACCOUNTS,
  desktopPage,
  launchBrowser,
  mobilePage,
  screenshot,
  settle,
  signIn,
  signedInPage,
} from './harness';
import { sharedServer } from './shared-server';

const baseUrl = sharedServer().url;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const visible = (page: Page, role: Parameters<Page['getByRole']>[0], name: string) =>
  expect.poll(() => page.getByRole(role, { name, exact: true }).first().isVisible()).toBe(true);

const signedIn = (make: typeof desktopPage, email: string, path = '/') =>
  signedInPage(browser, make, baseUrl, email, path);

it('sends an anonymous visitor of a guarded route to /login and back after signing in', async () => {
  const page = await desktopPage(browser);
  await page.goto(`${baseUrl}/data-lookup?station=7`);
  await page.waitForURL(`${baseUrl}/login`);
  await visible(page, 'heading', 'Đăng nhập');
  await screenshot(page, 'login-desktop');
  // History was replaced: about:blank plus one entry, not two.
  expect(await page.evaluate(() => window.history.length)).toBe(2);
  await signIn(page, DEMO_ACCOUNTS.admin);
  await page.waitForURL(`${baseUrl}/data-lookup?station=7`);
  await visible(page, 'heading', 'Tra cứu dữ liệu');
});

it('keeps the visitor on /login with the error when the password is wrong', async () => {
  const page = await mobilePage(browser);
  await page.goto(`${baseUrl}/login`);
  await signIn(page, DEMO_ACCOUNTS.user, 'wrong-password');
  await expect.poll(() => page.getByRole('alert').first().isVisible()).toBe(true);
  expect(new URL(page.url()).pathname).toBe('/login');
  await settle(page);
  await screenshot(page, 'login-error-mobile');
});

it('validates the sign-in form before calling the auth service', async () => {
  const page = await desktopPage(browser);
  await page.goto(`${baseUrl}/login`);
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
  await expect.poll(() => page.getByText('Email không được để trống').isVisible()).toBe(true);
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
  await expect.poll(() => page.getByText('Email không hợp lệ').isVisible()).toBe(true);
  await expect.poll(() => page.getByText('Vui lòng nhập mật khẩu').isVisible()).toBe(true);
});

describe('signed in', () => {
  it('shows the home page, account summary and sidebar on desktop', async () => {
    const page = await signedIn(desktopPage, DEMO_ACCOUNTS.admin);
    await visible(page, 'complementary', 'Menu chính');
    await expect.poll(() => page.title()).toBe('Trang chủ | GreenWatch online monitoring');
    await expect.poll(() => page.locator('.gw-account__name').textContent()).not.toBe('');
    await settle(page);
    await screenshot(page, 'home-desktop');
    // The bottom navigation is for screens under 1024 px.
    expect(await page.locator('.gw-bottom-nav').isVisible()).toBe(false);
  });

  it('opens one sidebar group at a time', async () => {
    const page = await signedIn(desktopPage, DEMO_ACCOUNTS.admin);
    const data = page.getByRole('button', { name: 'Khai thác dữ liệu' });
    const reports = page.getByRole('button', { name: 'Báo cáo', exact: true });
    await data.click();
    await expect.poll(() => data.getAttribute('aria-expanded')).toBe('true');
    const sidebar = page.getByRole('complementary', { name: 'Menu chính' });
    await reports.click();
    // A link scrolled to (or focused) while its group opens keeps its place: the list clips its
    // links rather than scrolling them inside its growing box, away from where a tap lands.
    const scrolledBy = await sidebar.getByRole('link', { name: 'Sự cố' }).evaluate((link) => {
      link.scrollIntoView({ block: 'nearest' });
      return link.closest('ul')!.scrollTop;
    });
    expect(scrolledBy).toBe(0);
    await expect.poll(() => reports.getAttribute('aria-expanded')).toBe('true');
    expect(await data.getAttribute('aria-expanded')).toBe('false');
    for (const item of [
      'Báo cáo vượt ngưỡng',
      'Trạm mất tín hiệu',
      'Báo cáo phí nước thải',
      'Báo cáo phí khí thải',
    ]) {
      await expect.poll(() => sidebar.getByRole('link', { name: item }).isVisible()).toBe(true);
    }
    await expect.poll(() => sidebar.getByRole('link', { name: 'Bản đồ' }).isVisible()).toBe(false);
    await settle(page);
    await screenshot(page, 'sidebar-group-open-desktop');
    await sidebar.getByRole('link', { name: 'Trạm mất tín hiệu' }).click();
    await page.waitForURL(`${baseUrl}/station-signal-lost`);
    await visible(page, 'navigation', 'Đường dẫn');
  });

  it('shows the bottom navigation on mobile and navigates with it', async () => {
    const page = await signedIn(mobilePage, DEMO_ACCOUNTS.admin);
    const bottom = page.locator('.gw-bottom-nav .zaui-bottom-navigation');
    await expect.poll(() => bottom.isVisible()).toBe(true);
    expect(await bottom.innerText()).toMatch(
      /Trang chủ\s+Theo dõi\s+Bản đồ\s+Thông báo\s+Tài khoản/,
    );
    // The closed drawer is out of view and hidden.
    expect(await page.locator('.gw-sidebar').boundingBox()).toMatchObject({ x: -260 });
    expect(await page.getByRole('complementary', { name: 'Menu chính' }).isVisible()).toBe(false);
    await settle(page);
    await screenshot(page, 'home-mobile');
    await bottom.getByText('Bản đồ').click();
    await page.waitForURL(`${baseUrl}/maps`);
    await bottom.getByText('Tài khoản').click();
    await page.waitForURL(`${baseUrl}/profile`);
    await visible(page, 'heading', 'Thông tin tài khoản');
    await settle(page);
    await screenshot(page, 'bottom-nav-profile-mobile');
  });

  it('opens the sidebar drawer on mobile and closes it on navigation', async () => {
    const logoReads: string[] = [];
    const page = await signedIn(async (browser) => {
      const page = await mobilePage(browser);
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.endsWith('/customers/logo'))
          logoReads.push(request.url());
      });
      return page;
    }, DEMO_ACCOUNTS.admin);
    await page.getByRole('heading', { name: /Xin chào/ }).waitFor();
    // Until it first opens, the drawer holds nothing: no links, no logos, no read of them.
    expect(await page.locator('.gw-sidebar a, .gw-sidebar img').count()).toBe(0);
    expect(logoReads).toEqual([]);
    await page.getByRole('button', { name: 'Mở menu' }).click();
    await expect.poll(async () => (await page.locator('.gw-sidebar').boundingBox())?.x).toBe(0);
    await expect.poll(() => page.locator('.gw-sidebar .gw-logo').isVisible()).toBe(true);
    expect(logoReads).toHaveLength(1);
    await page.getByRole('button', { name: 'Báo cáo', exact: true }).click();
    await settle(page);
    await screenshot(page, 'sidebar-drawer-mobile');
    await page
      .getByRole('complementary', { name: 'Menu chính' })
      .getByRole('link', { name: 'Báo cáo phí khí thải' })
      .click();
    await page.waitForURL(`${baseUrl}/air-fee-report`);
    await expect.poll(async () => (await page.locator('.gw-sidebar').boundingBox())?.x).toBe(-260);
    // Closed again, it keeps its contents but is hidden: its links, those of the open group
    // too, take no focus off screen.
    const sidebar = page.getByRole('complementary', { name: 'Menu chính', includeHidden: true });
    await expect.poll(() => sidebar.isVisible()).toBe(false);
    const focusable = await page.locator('.gw-sidebar a').evaluateAll((links: HTMLElement[]) =>
      links
        .filter((link) => {
          link.focus();
          return document.activeElement === link;
        })
        .map((link) => link.getAttribute('href')),
    );
    expect(focusable).toEqual([]);
  });

  for (const [label, make] of [
    ['desktop', desktopPage],
    ['mobile', mobilePage],
  ] as const) {
    it(`shows the access-denied page to a user without the key (${label})`, async () => {
      const page = await signedIn(make, DEMO_ACCOUNTS.user, '/water-fee-report');
      await visible(page, 'heading', 'Không có quyền truy cập');
      await visible(page, 'link', 'Về trang chủ');
      await visible(page, 'button', 'Quay lại');
      await settle(page);
      await screenshot(page, `access-denied-${label}`);
      await page.getByRole('button', { name: 'Quay lại' }).click();
      await page.waitForURL(`${baseUrl}/`);
      await page.goto(`${baseUrl}/online-monitoring`);
      await visible(page, 'heading', 'Quan trắc trực tuyến');
      await settle(page);
      await screenshot(page, `under-development-${label}`);
    });
  }

  it('resets scroll on every path change and offers scroll-to-top beyond 50 px', async () => {
    const page = await signedIn(desktopPage, DEMO_ACCOUNTS.admin);
    // A tall block outside the React tree keeps every page long enough to scroll.
    await page.evaluate(() => {
      const spacer = document.createElement('div');
      spacer.style.height = '4000px';
      document.body.appendChild(spacer);
    });
    expect(await page.getByRole('button', { name: 'Lên đầu trang' }).count()).toBe(0);
    await settle(page);
    await page.mouse.move(700, 400);
    await page.mouse.wheel(0, 900);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(50);
    await visible(page, 'button', 'Lên đầu trang');
    await page.getByRole('button', { name: 'Lên đầu trang' }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.mouse.wheel(0, 1200);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.getByRole('button', { name: 'Khai thác dữ liệu' }).click();
    await page
      .getByRole('complementary', { name: 'Menu chính' })
      .getByRole('link', { name: 'Camera giám sát' })
      .click();
    await page.waitForURL(`${baseUrl}/camera-monitoring`);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  it('applies the dark theme chosen in the account menu and keeps it after a reload', async () => {
    const page = await signedIn(desktopPage, DEMO_ACCOUNTS.admin);
    await page.getByRole('button', { name: 'Tài khoản của tôi' }).click();
    await page.getByLabel('Giao diện').selectOption('dark');
    await page.keyboard.press('Escape');
    await page.reload();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.dataset.theme))
      .toBe('dark');
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgb(13, 23, 18)');
    await settle(page);
    await screenshot(page, 'home-dark-desktop');
  });

  it('shows the first page at once and fades in the pages navigated to', async () => {
    const page = await signedIn(desktopPage, DEMO_ACCOUNTS.user, '/notifications');
    const fadingPages = () =>
      page.evaluate(
        () =>
          document
            .querySelector('.gw-main > .gw-page')
            ?.getAnimations()
            .filter((animation) => (animation as CSSAnimation).animationName === 'gw-fade-in')
            .length ?? -1,
      );
    await page.locator('.gw-main > .gw-page').waitFor();
    expect(await fadingPages()).toBe(0);
    await page.getByRole('navigation').first().getByRole('link', { name: 'Trang chủ' }).click();
    await page.locator('.gw-hero__title').waitFor();
    expect(await page.locator('.gw-shell').getAttribute('data-page-animation')).toBe('fade');
  });

  it('switches the shell to English, opens in it after a reload, and back to Vietnamese', async () => {
    const page = await signedIn(desktopPage, DEMO_ACCOUNTS.user);
    const nav = page.getByRole('navigation').first();
    await nav.getByRole('link', { name: 'Trang chủ' }).waitFor();
    await page.getByRole('button', { name: 'Tài khoản của tôi' }).click();
    await page.getByLabel('Ngôn ngữ').selectOption('en');
    await nav.getByRole('link', { name: 'Home', exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    // The English strings are downloaded before the first render: no Vietnamese flash.
    await page.reload();
    await nav.getByRole('link', { name: 'Home', exact: true }).waitFor();
    expect(await nav.getByRole('link', { name: 'Trang chủ' }).count()).toBe(0);
    await page.getByRole('button', { name: 'My account' }).click();
    await page.getByLabel('Language').selectOption('vi');
    await nav.getByRole('link', { name: 'Trang chủ' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('vi');
  });

  it('says so when English cannot be downloaded, and stays in Vietnamese (mobile)', async () => {
    const page = await signedIn(mobilePage, DEMO_ACCOUNTS.user);
    await page.route(/\/assets\/en\.[^/]*\.js$/, (route) => route.abort());
    await page.getByRole('button', { name: /Tài khoản của tôi/ }).click();
    await page.getByLabel('Ngôn ngữ').selectOption('en');
    await page.getByText('Không tải được ngôn ngữ đã chọn', { exact: false }).waitFor();
    expect(await page.getByLabel('Ngôn ngữ').inputValue()).toBe('vi');
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).not.toBe('en');
  });

  it('shows the account menu and signs out after confirmation', async () => {
    const page = await signedIn(desktopPage, DEMO_ACCOUNTS.user);
    await page.getByRole('button', { name: 'Tài khoản của tôi' }).click();
    const panel = page.locator('#gw-account-panel');
    await expect.poll(() => panel.locator('.gw-badge--role').isVisible()).toBe(true);
    for (const action of ['Thông tin tài khoản', 'Đổi mật khẩu', 'Đăng xuất']) {
      await visible(page, 'button', action);
    }
    await settle(page);
    await screenshot(page, 'account-menu-desktop');
    await panel.getByRole('button', { name: 'Đăng xuất' }).click();
    const dialog = page.getByRole('dialog', { name: 'Xác nhận đăng xuất' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.innerText()).toContain('Bạn có chắc chắn muốn đăng xuất khỏi hệ thống?');
    await settle(page);
    await screenshot(page, 'logout-confirm-desktop');
    await dialog.getByRole('button', { name: 'Đăng xuất' }).click();
    await page.waitForURL(`${baseUrl}/login`);
    await page.goto(`${baseUrl}/`);
    await page.waitForURL(`${baseUrl}/login`);
  });
});
