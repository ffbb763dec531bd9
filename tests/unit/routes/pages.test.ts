// Every page of the route table is a component loaded on demand: each loader must reach a
// component.
import { describe, expect, it } from 'vitest';
import { AccessDeniedPage, MainLayout, NotFoundPage, PAGES } from '../../../src/routes/pages';
import { APP_ROUTES } from '../../../src/routes/route-table';

describe('pages', () => {
  it('loads a component for every route of the route table, the signed-in shell and the status pages', async () => {
    for (const route of APP_ROUTES) {
      const loaded = (await PAGES[route.title].preload()) as { default: unknown };
      expect(typeof loaded.default, route.path).toBe('function');
    }
    for (const other of [MainLayout, AccessDeniedPage, NotFoundPage]) {
      const loaded = (await other.preload()) as { default: unknown };
      expect(typeof loaded.default, other.displayName).toBe('function');
    }
    // Transforming every page module takes seconds on a busy two-core machine: no timing here.
  }, 60_000);

  it('fetches a page once, however often it is asked for', async () => {
    const home = PAGES.home;
    const [first, second] = await Promise.all([home.preload(), home.preload()]);
    expect(first).toBe(second);
  });
});
