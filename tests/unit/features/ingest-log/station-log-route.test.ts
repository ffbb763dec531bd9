import { describe, expect, it } from 'vitest';
import { translate } from '../../../../src/i18n';
import { decideAccess } from '../../../../src/routes/access';
import { buildBreadcrumbs } from '../../../../src/routes/breadcrumbs';
import { PAGES } from '../../../../src/routes/pages';
import { findRoute } from '../../../../src/routes/route-table';

const route = findRoute('/station-log')!;
const signedIn = (role: string, canAccess: string[]) => ({
  loading: false,
  user: { role, canAccess },
  insideMiniApp: false,
  welcomePageEnabled: true,
  remoteConfigSettled: true,
});

describe('/station-log', () => {
  it('has a Vietnamese breadcrumb label and page title', () => {
    expect(buildBreadcrumbs('/station-log')).toEqual([
      { labelKey: 'home', to: '/' },
      { labelKey: 'station-log' },
    ]);
    expect(translate('nav.station-log')).toBe('Nhật ký truyền dữ liệu');
  });

  it('is lazily loaded, like every page after sign-in', () => {
    expect(typeof PAGES['station-log'].preload).toBe('function');
  });

  it("opens for a user with the station list's key, and is refused without it", () => {
    expect(decideAccess(route, signedIn('user', ['station-status']))).toEqual({ kind: 'render' });
    expect(decideAccess(route, signedIn('user', ['online-monitoring']))).toEqual({
      kind: 'access-denied',
    });
    expect(decideAccess(route, signedIn('admin', []))).toEqual({ kind: 'render' });
    expect(decideAccess(route, { ...signedIn('user', []), user: null })).toMatchObject({
      kind: 'redirect',
      to: '/login',
    });
  });
});
