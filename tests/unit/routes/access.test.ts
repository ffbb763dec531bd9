import { describe, expect, it } from 'vitest';
import {
  canAccessKey,
  decideAccess,
  signInPath,
  type GuardContext,
} from '../../../src/routes/access';
import { APP_ROUTES, type RouteKey } from '../../../src/routes/route-table';

const ALL_KEYS: RouteKey[] = [
  'home',
  'online-monitoring',
  'station-status',
  'maps',
  'camera-monitoring',
  'data-lookup',
  'average-data',
  'exceed-data',
  'station-signal-lost',
  'water-fee-report',
  'air-fee-report',
  'notifications',
  'profile',
];
const ALWAYS = ['home', 'notifications', 'profile'];

const ctx = (overrides: Partial<GuardContext> = {}): GuardContext => ({
  loading: false,
  user: null,
  insideMiniApp: false,
  welcomePageEnabled: true,
  remoteConfigSettled: true,
  ...overrides,
});

describe('canAccessKey', () => {
  it("lets role 'user' open only keys in can_access, plus home, notifications and profile", () => {
    const user = { role: 'user', canAccess: ['online-monitoring', 'maps'] };
    for (const key of ALL_KEYS) {
      const expected = ALWAYS.includes(key) || key === 'online-monitoring' || key === 'maps';
      expect(canAccessKey(user, key), key).toBe(expected);
    }
  });

  it("gives role 'user' without can_access only the always-visible keys", () => {
    for (const key of ALL_KEYS)
      expect(canAccessKey({ role: 'user' }, key), key).toBe(ALWAYS.includes(key));
  });

  it.each(['admin', 'super_admin', 'manager', undefined])(
    'gives role %s every key, whatever can_access says',
    (role) => {
      for (const key of ALL_KEYS)
        expect(canAccessKey({ role, canAccess: [] }, key), key).toBe(true);
    },
  );
});

describe('decideAccess', () => {
  const guarded = APP_ROUTES.find((route) => route.path === '/water-fee-report')!;
  const profile = APP_ROUTES.find((route) => route.path === '/profile')!;
  const login = APP_ROUTES.find((route) => route.path === '/login')!;
  const publicPage = APP_ROUTES.find((route) => route.layout === 'public')!;

  it('waits while the session is loading', () => {
    expect(decideAccess(guarded, ctx({ loading: true }))).toEqual({ kind: 'wait' });
    expect(decideAccess(login, ctx({ loading: true }))).toEqual({ kind: 'wait' });
  });

  it('sends an anonymous visitor to /login, replacing history and remembering the origin', () => {
    expect(decideAccess(guarded, ctx())).toEqual({
      kind: 'redirect',
      to: '/login',
      replace: true,
      rememberOrigin: true,
    });
    expect(decideAccess(profile, ctx())).toMatchObject({ kind: 'redirect', to: '/login' });
  });

  it('sends an anonymous visitor in the mini app to /zalo-welcome when enabled, else /login', () => {
    expect(decideAccess(guarded, ctx({ insideMiniApp: true }))).toMatchObject({
      to: '/zalo-welcome',
    });
    expect(
      decideAccess(guarded, ctx({ insideMiniApp: true, welcomePageEnabled: false })),
    ).toMatchObject({ to: '/login' });
    expect(signInPath(false, true)).toBe('/login');
  });

  it('waits for remote config before sending an anonymous mini-app visitor anywhere', () => {
    const unsettled = { remoteConfigSettled: false };
    expect(decideAccess(guarded, ctx({ insideMiniApp: true, ...unsettled }))).toEqual({
      kind: 'wait',
    });
    // On the web the flag changes nothing: no wait.
    expect(decideAccess(guarded, ctx(unsettled))).toMatchObject({ to: '/login' });
    // A signed-in user and public pages never wait for it.
    const user = { role: 'admin' };
    expect(decideAccess(guarded, ctx({ insideMiniApp: true, user, ...unsettled }))).toEqual({
      kind: 'render',
    });
    expect(decideAccess(login, ctx({ insideMiniApp: true, ...unsettled }))).toEqual({
      kind: 'render',
    });
  });

  it('sends a signed-in user away from blank-layout routes to /', () => {
    expect(decideAccess(login, ctx({ user: { role: 'user' } }))).toEqual({
      kind: 'redirect',
      to: '/',
      replace: true,
      rememberOrigin: false,
    });
    expect(decideAccess(login, ctx())).toEqual({ kind: 'render' });
  });

  it('shows access denied for a guarded route the user may not open', () => {
    const user = { role: 'user', canAccess: ['online-monitoring'] };
    expect(decideAccess(guarded, ctx({ user }))).toEqual({ kind: 'access-denied' });
    expect(decideAccess(profile, ctx({ user }))).toEqual({ kind: 'render' });
    expect(decideAccess(guarded, ctx({ user: { role: 'admin' } }))).toEqual({ kind: 'render' });
    expect(
      decideAccess(guarded, ctx({ user: { role: 'user', canAccess: ['water-fee-report'] } })),
    ).toEqual({ kind: 'render' });
  });

  it("opens the admin console to role 'admin' only, whatever can_access holds", () => {
    const console = APP_ROUTES.filter((route) => route.role === 'admin');
    expect(console.map((route) => [route.path, route.role])).toEqual([
      ['/station-limits', 'admin'],
      ['/audit-log', 'admin'],
      ['/remote-config', 'admin'],
      ['/customers-admin', 'admin'],
      ['/stations-admin', 'admin'],
      ['/plans-admin', 'admin'],
      ['/fee-rules', 'admin'],
      ['/duty-profiles', 'admin'],
      ['/declaration-forms', 'admin'],
      ['/ingest-credentials', 'admin'],
    ]);
    for (const route of console) {
      expect(decideAccess(route, ctx({ user: { role: 'admin' } }))).toEqual({ kind: 'render' });
      for (const user of [{ role: 'user', canAccess: ALL_KEYS }, { role: 'customer_admin' }, {}]) {
        expect(decideAccess(route, ctx({ user })), JSON.stringify(user)).toEqual({
          kind: 'access-denied',
        });
      }
      expect(decideAccess(route, ctx())).toMatchObject({ kind: 'redirect', to: '/login' });
    }
  });

  it('renders public routes for anyone, even while loading', () => {
    expect(decideAccess(publicPage, ctx({ loading: true }))).toEqual({ kind: 'render' });
    expect(decideAccess(publicPage, ctx({ user: { role: 'user' } }))).toEqual({ kind: 'render' });
  });
});
