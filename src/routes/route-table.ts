// Every route of spec §2 with its layout and access rule. Keys are the navigation route keys
// of spec §3 (those a 'user' role needs in can_access); pages are attached in page-routes.tsx.
import { matchRoutes } from 'react-router-dom';

export type RouteKey =
  | 'home'
  | 'online-monitoring'
  | 'station-status'
  | 'maps'
  | 'camera-monitoring'
  | 'data-lookup'
  | 'average-data'
  | 'exceed-data'
  | 'station-signal-lost'
  | 'water-fee-report'
  | 'air-fee-report'
  | 'incidents'
  | 'notifications'
  | 'profile';

/** The platform admin's pages (issue 16): guarded by role, not by a can_access key. */
export type AdminPageKey =
  | 'station-limits'
  | 'audit-log'
  | 'remote-config'
  | 'customers-admin'
  | 'stations-admin'
  | 'plans-admin'
  | 'fee-rules'
  | 'duty-profiles'
  | 'declaration-forms'
  | 'users'
  | 'ingest-credentials'
  | 'escalation';

/** Who opens a console page: the platform admin only, or any admin (platform or customer). */
export type ConsoleAudience = 'admin' | 'any_admin';

export type LayoutName = 'main' | 'zero-padding' | 'public' | 'blank';

/** authenticated: needs a session; anonymous: only for visitors; public: anyone. */
export type Audience = 'authenticated' | 'anonymous' | 'public';

export type PageTitleKey =
  | RouteKey
  | 'under-development'
  | 'station-log'
  | 'authority-forwarding'
  | 'water-fee-declaration'
  | 'air-fee-declaration'
  | 'incident'
  | 'interruptions'
  | 'evidence'
  | AdminPageKey
  | 'login'
  | 'forgot-password'
  | 'reset-password'
  | 'reset-password-sent'
  | 'auth-verify'
  | 'oauth-callback'
  | 'oauth-error'
  | 'debug-forgot-password'
  | 'zalo-welcome'
  | 'public';

export interface AppRoute {
  path: string;
  layout: LayoutName;
  audience: Audience;
  /** Present on guarded routes: the can_access key checked for role 'user'. */
  guardKey?: RouteKey;
  /** Present on routes for one role only (app_user.role, mirrored in user_metadata). */
  role?: ConsoleAudience;
  title: PageTitleKey;
}

const main = (path: string, title: PageTitleKey, guardKey?: RouteKey): AppRoute => ({
  path,
  layout: 'main',
  audience: 'authenticated',
  guardKey,
  title,
});
const blank = (path: string, title: PageTitleKey): AppRoute => ({
  path,
  layout: 'blank',
  audience: 'anonymous',
  title,
});

export const APP_ROUTES: readonly AppRoute[] = [
  main('/', 'home'),
  main('/online-monitoring', 'online-monitoring', 'online-monitoring'),
  main('/station-status', 'station-status', 'station-status'),
  // A station's data-transfer log: part of the station list, under its key (no new can_access key).
  main('/station-log', 'station-log', 'station-status'),
  // What each station sent, what we accepted and what the authority received (issue 18): the
  // stations' data flow, under the station list's key too.
  main('/authority-forwarding', 'authority-forwarding', 'station-status'),
  main('/camera-monitoring', 'camera-monitoring', 'camera-monitoring'),
  main('/average-data', 'average-data', 'average-data'),
  main('/exceed-data', 'exceed-data', 'exceed-data'),
  main('/station-signal-lost', 'station-signal-lost', 'station-signal-lost'),
  main('/data-lookup', 'data-lookup', 'data-lookup'),
  main('/water-fee-report', 'water-fee-report', 'water-fee-report'),
  main('/air-fee-report', 'air-fee-report', 'air-fee-report'),
  // The quarterly fee returns (issue 18), under the fee reports' own keys.
  main('/water-fee-declaration', 'water-fee-declaration', 'water-fee-report'),
  main('/air-fee-declaration', 'air-fee-declaration', 'air-fee-report'),
  // Incidents (issue 17): the list and one incident with its timeline, under one key.
  main('/incidents', 'incidents', 'incidents'),
  main('/incidents/:id', 'incident', 'incidents'),
  // Issue 18: a station's interruptions and the notice to the authority, with the signal-loss
  // report's key; an exceedance's evidence pack, from the exceedance report or an incident.
  main('/interruptions', 'interruptions', 'station-signal-lost'),
  main('/exceed-data/evidence', 'evidence', 'exceed-data'),
  main('/incidents/:id/evidence', 'evidence', 'incidents'),
  main('/profile', 'profile'),
  main('/under-development', 'under-development'),
  // The platform admin's console: RLS refuses everyone else's writes and audit reads anyway;
  // the role check spares them a page of errors.
  { ...main('/station-limits', 'station-limits'), role: 'admin' },
  { ...main('/audit-log', 'audit-log'), role: 'admin' },
  { ...main('/remote-config', 'remote-config'), role: 'admin' },
  { ...main('/customers-admin', 'customers-admin'), role: 'admin' },
  { ...main('/stations-admin', 'stations-admin'), role: 'admin' },
  { ...main('/plans-admin', 'plans-admin'), role: 'admin' },
  { ...main('/fee-rules', 'fee-rules'), role: 'admin' },
  // Issue 18: the authority's duties per province and the declaration forms, kept as data.
  { ...main('/duty-profiles', 'duty-profiles'), role: 'admin' },
  { ...main('/declaration-forms', 'declaration-forms'), role: 'admin' },
  // A customer admin manages its customer's accounts too (server/api/admin checks the scope).
  { ...main('/users', 'users'), role: 'any_admin' },
  { ...main('/ingest-credentials', 'ingest-credentials'), role: 'admin' },
  // A customer's escalation chain (issue 17): its admin edits it too (RLS checks the scope).
  { ...main('/escalation', 'escalation'), role: 'any_admin' },
  {
    path: '/maps',
    layout: 'zero-padding',
    audience: 'authenticated',
    guardKey: 'maps',
    title: 'maps',
  },
  {
    path: '/notifications',
    layout: 'zero-padding',
    audience: 'authenticated',
    title: 'notifications',
  },
  { path: '/public/:userId/:customerId', layout: 'public', audience: 'public', title: 'public' },
  {
    path: '/public/:userId/:customerId/:stationId',
    layout: 'public',
    audience: 'public',
    title: 'public',
  },
  blank('/zalo-welcome', 'zalo-welcome'),
  blank('/login', 'login'),
  blank('/forgot-password', 'forgot-password'),
  blank('/reset-password', 'reset-password'),
  blank('/reset-password-sent', 'reset-password-sent'),
  blank('/auth/v1/verify', 'auth-verify'),
  // Anyone: a visitor comes back here to sign in, a signed-in user to link their Zalo account.
  { path: '/oauth/callback', layout: 'blank', audience: 'public', title: 'oauth-callback' },
  blank('/oauth/error', 'oauth-error'),
  blank('/debug/forgot-password', 'debug-forgot-password'),
];

/** Builds the public page link: a customer's shared stations, or one of them with `stationId`. */
export function publicPagePath(userId: string, customerId: string, stationId?: string): string {
  const base = `/public/${encodeURIComponent(userId)}/${encodeURIComponent(customerId)}`;
  return stationId === undefined ? base : `${base}/${encodeURIComponent(stationId)}`;
}

export function findRoute(path: string): AppRoute | undefined {
  return APP_ROUTES.find((route) => route.path === path);
}

/** The layout `pathname` opens in; an address no route matches opens the public not-found page. */
/** The route an address opens; none for an address no route matches (the not-found page). */
export function routeOfPath(pathname: string): AppRoute | undefined {
  return matchRoutes([...APP_ROUTES], pathname)?.[0]?.route;
}
