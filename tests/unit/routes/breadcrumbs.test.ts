import { describe, expect, it } from 'vitest';
import { buildBreadcrumbs, isBreadcrumbVisible } from '../../../src/routes/breadcrumbs';
import { APP_ROUTES } from '../../../src/routes/route-table';

describe('breadcrumbs', () => {
  it('is only the home entry on the home page, and hidden', () => {
    const entries = buildBreadcrumbs('/');
    expect(entries).toEqual([{ labelKey: 'home' }]);
    expect(isBreadcrumbVisible(entries)).toBe(false);
  });

  it('puts home first as a link and the last segment without a link', () => {
    const entries = buildBreadcrumbs('/water-fee-report');
    expect(entries).toEqual([{ labelKey: 'home', to: '/' }, { labelKey: 'water-fee-report' }]);
    expect(isBreadcrumbVisible(entries)).toBe(true);
  });

  it('gives every earlier segment a link to its own path', () => {
    expect(buildBreadcrumbs('/maps/settings/')).toEqual([
      { labelKey: 'home', to: '/' },
      { labelKey: 'maps', to: '/maps' },
      { labelKey: 'settings' },
    ]);
  });

  it('shows unknown segments as their raw (decoded) text', () => {
    expect(buildBreadcrumbs('/station-status/Tr%E1%BA%A1m%201')).toEqual([
      { labelKey: 'home', to: '/' },
      { labelKey: 'station-status', to: '/station-status' },
      { raw: 'Trạm 1' },
    ]);
    expect(buildBreadcrumbs('/%E0%A4%A')[1]).toEqual({ raw: '%E0%A4%A' });
  });

  it('knows every segment of the spec table', () => {
    for (const segment of [
      'online-monitoring',
      'camera-monitoring',
      'station-status',
      'station-log',
      'data-lookup',
      'average-data',
      'exceed-data',
      'station-signal-lost',
      'water-fee-report',
      'air-fee-report',
      'maps',
      'settings',
    ]) {
      expect(buildBreadcrumbs(`/${segment}`)[1]).toEqual({ labelKey: segment });
    }
  });

  it('labels every segment of every page in the signed-in shell (issue 14: raw profile, notifications)', () => {
    const shellRoutes = APP_ROUTES.filter(
      (route) => route.layout === 'main' || route.layout === 'zero-padding',
    );
    expect(shellRoutes.map((route) => route.path)).toEqual(
      expect.arrayContaining(['/profile', '/notifications', '/under-development']),
    );
    for (const route of shellRoutes) {
      // A path parameter (/incidents/:id) shows its value, raw.
      expect(
        buildBreadcrumbs(route.path).filter(
          (entry) => entry.raw !== undefined && !entry.raw.startsWith(':'),
        ),
        route.path,
      ).toEqual([]);
    }
  });
});
