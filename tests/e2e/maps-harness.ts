// Shared by the map and camera e2e files: a signed-in page whose every request that leaves the
// server under test is answered here (served from a local fixture) or refused and recorded, so
// the screens are checked with no internet at all.
import type { Browser, Page, Route } from 'playwright-core';
import { signIn } from './harness';

export interface IsolatedPage {
  page: Page;
  /** URLs outside the server under test that the page tried to fetch (all refused). */
  refused: string[];
}

type ExternalHandler = (route: Route, url: URL) => Promise<boolean>;

export async function isolatedSignedInPage(
  browser: Browser,
  make: (browser: Browser) => Promise<Page>,
  baseUrl: string,
  email: string,
  path: string,
  serveExternal: ExternalHandler = async () => false,
): Promise<IsolatedPage> {
  const page = await make(browser);
  const refused: string[] = [];
  const origin = new URL(baseUrl).origin;
  await page.route('**/*', async (route) => {
    const url = new URL(route.request().url());
    if (url.origin === origin || url.protocol === 'data:' || url.protocol === 'blob:') {
      return route.continue();
    }
    if (await serveExternal(route, url)) return undefined;
    refused.push(url.href);
    return route.abort('internetdisconnected');
  });
  await page.goto(`${baseUrl}/login`);
  await signIn(page, email);
  await page.waitForURL(`${baseUrl}/`);
  await page.goto(`${baseUrl}${path}`);
  return { page, refused };
}
