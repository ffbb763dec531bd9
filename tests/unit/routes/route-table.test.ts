import { describe, expect, it } from 'vitest';
import {
  APP_ROUTES,
  findRoute,
  routeOfPath,
  publicPagePath,
} from '../../../src/routes/route-table';

const layoutOf = (path: string) => findRoute(path)?.layout;

describe('route table (spec §2)', () => {
  it('puts the main-layout routes in the main layout, authenticated', () => {
    for (const path of [
      '/',
      '/online-monitoring',
      '/station-status',
      '/camera-monitoring',
      '/average-data',
      '/exceed-data',
      '/station-signal-lost',
      '/data-lookup',
      '/water-fee-report',
      '/air-fee-report',
      '/profile',
      '/under-development',
    ]) {
      expect(layoutOf(path), path).toBe('main');
      expect(findRoute(path)?.audience, path).toBe('authenticated');
    }
  });

  it('puts /maps and /notifications in the zero-padding layout', () => {
    expect(layoutOf('/maps')).toBe('zero-padding');
    expect(layoutOf('/notifications')).toBe('zero-padding');
  });

  it('has the public page with user and customer ids, and its one-station variant', () => {
    expect(findRoute('/public/:userId/:customerId')).toMatchObject({
      layout: 'public',
      audience: 'public',
    });
    expect(findRoute('/public/:userId/:customerId/:stationId')).toMatchObject({
      layout: 'public',
      audience: 'public',
      title: 'public',
    });
    expect(publicPagePath('u 1', 'c/2')).toBe('/public/u%201/c%2F2');
    expect(publicPagePath('u', 'c', 's')).toBe('/public/u/c/s');
  });

  it('puts the sign-in family in the blank layout, for visitors only but the OAuth return', () => {
    const blank = APP_ROUTES.filter((route) => route.layout === 'blank').map((route) => route.path);
    expect(blank).toEqual([
      '/zalo-welcome',
      '/login',
      '/forgot-password',
      '/reset-password',
      '/reset-password-sent',
      '/auth/v1/verify',
      '/oauth/callback',
      '/oauth/error',
      '/debug/forgot-password',
    ]);
    expect(
      APP_ROUTES.filter(
        (route) => route.layout === 'blank' && route.path !== '/oauth/callback',
      ).every((route) => route.audience === 'anonymous'),
    ).toBe(true);
  });

  it('guards exactly the data routes, each with its own key', () => {
    const guarded = Object.fromEntries(
      APP_ROUTES.filter((route) => route.guardKey).map((route) => [route.path, route.guardKey]),
    );
    expect(guarded).toEqual({
      '/online-monitoring': 'online-monitoring',
      '/station-status': 'station-status',
      '/station-log': 'station-status',
      '/authority-forwarding': 'station-status',
      '/camera-monitoring': 'camera-monitoring',
      '/average-data': 'average-data',
      '/exceed-data': 'exceed-data',
      '/station-signal-lost': 'station-signal-lost',
      '/data-lookup': 'data-lookup',
      '/water-fee-report': 'water-fee-report',
      '/air-fee-report': 'air-fee-report',
      '/water-fee-declaration': 'water-fee-report',
      '/air-fee-declaration': 'air-fee-report',
      '/incidents': 'incidents',
      '/incidents/:id': 'incidents',
      '/interruptions': 'station-signal-lost',
      '/exceed-data/evidence': 'exceed-data',
      '/incidents/:id/evidence': 'incidents',
      '/maps': 'maps',
    });
  });

  it("puts a station's data-transfer log in the main layout, under the station list's key", () => {
    expect(findRoute('/station-log')).toMatchObject({
      layout: 'main',
      audience: 'authenticated',
      guardKey: 'station-status',
      title: 'station-log',
    });
  });

  it('has no duplicate paths', () => {
    const paths = APP_ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe('routeOfPath', () => {
  it('opens an address in the layout of the route it matches, parameters included', () => {
    expect(routeOfPath('/')?.layout).toBe('main');
    expect(routeOfPath('/station-log')?.layout).toBe('main');
    expect(routeOfPath('/maps')?.layout).toBe('zero-padding');
    expect(routeOfPath('/notifications/')?.layout).toBe('zero-padding');
    expect(routeOfPath('/login')?.layout).toBe('blank');
    expect(routeOfPath('/auth/v1/verify')?.layout).toBe('blank');
    // Zalo comes back to /oauth/callback for a visitor's sign-in and a signed-in user's link.
    expect(routeOfPath('/oauth/callback')).toMatchObject({ layout: 'blank', audience: 'public' });
    expect(routeOfPath('/login')?.audience).toBe('anonymous');
    expect(routeOfPath('/public/u1/c1')?.layout).toBe('public');
    expect(routeOfPath('/public/u1/c1/s1')?.layout).toBe('public');
  });

  it('finds no route for an address none matches (the not-found page, in the public layout)', () => {
    expect(routeOfPath('/reports/deep/link')).toBeUndefined();
    expect(routeOfPath('/public/u1')).toBeUndefined();
    expect(routeOfPath('/login/extra')).toBeUndefined();
  });
});
