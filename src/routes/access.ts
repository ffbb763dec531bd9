// Guard decisions of spec §2/§6 as a pure function, so every role/key combination is tested
// without rendering. The guards in guards.tsx only translate a decision into React.
import type { AppRoute, ConsoleAudience, RouteKey } from './route-table';

export interface SessionUser {
  role?: string;
  canAccess?: readonly string[];
}

export interface GuardContext {
  loading: boolean;
  user: SessionUser | null;
  insideMiniApp: boolean;
  welcomePageEnabled: boolean;
  /** Whether remote config has loaded (or been waited for long enough): see signInPath. */
  remoteConfigSettled: boolean;
}

export type GuardDecision =
  | { kind: 'wait' }
  | { kind: 'render' }
  | { kind: 'redirect'; to: string; replace: true; rememberOrigin: boolean }
  | { kind: 'access-denied' };

const ALWAYS_VISIBLE: ReadonlySet<RouteKey> = new Set(['home', 'notifications', 'profile']);

/** Role 'user' sees only keys in can_access; every other role sees everything. */
export function canAccessKey(user: SessionUser, key: RouteKey): boolean {
  if (ALWAYS_VISIBLE.has(key)) return true;
  if (user.role !== 'user') return true;
  return (user.canAccess ?? []).includes(key);
}

/** Console pages: 'admin' is the platform admin's, 'any_admin' also a customer admin's. */
export function hasConsoleRole(user: SessionUser, role: ConsoleAudience): boolean {
  if (role === 'admin') return user.role === 'admin';
  return user.role === 'admin' || user.role === 'customer_admin';
}

/** Where an anonymous visitor is sent: the Zalo welcome page in the mini app when enabled. */
export function signInPath(insideMiniApp: boolean, welcomePageEnabled: boolean): string {
  return insideMiniApp && welcomePageEnabled ? '/zalo-welcome' : '/login';
}

export function decideAccess(
  route: Pick<AppRoute, 'audience' | 'guardKey' | 'role'>,
  ctx: GuardContext,
): GuardDecision {
  if (route.audience === 'public') return { kind: 'render' };
  if (ctx.loading) return { kind: 'wait' };
  if (route.audience === 'anonymous') {
    return ctx.user
      ? { kind: 'redirect', to: '/', replace: true, rememberOrigin: false }
      : { kind: 'render' };
  }
  if (!ctx.user) {
    // In the mini app the page depends on a remote flag: wait for it rather than show the
    // welcome page on the defaults and move to /login a moment later.
    if (ctx.insideMiniApp && !ctx.remoteConfigSettled) return { kind: 'wait' };
    return {
      kind: 'redirect',
      to: signInPath(ctx.insideMiniApp, ctx.welcomePageEnabled),
      replace: true,
      rememberOrigin: true,
    };
  }
  if (route.guardKey && !canAccessKey(ctx.user, route.guardKey)) return { kind: 'access-denied' };
  if (route.role && !hasConsoleRole(ctx.user, route.role)) return { kind: 'access-denied' };
  return { kind: 'render' };
}
