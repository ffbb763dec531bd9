// The navigation route keys of spec §3: what a 'user' may be given in can_access. The client's
// route table uses them as guard keys; the console's user API accepts only these.

export const ROUTE_KEYS = [
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
  'incidents',
  'notifications',
  'profile',
] as const;

export type RouteKey = (typeof ROUTE_KEYS)[number];

export const isRouteKey = (value: unknown): value is RouteKey =>
  typeof value === 'string' && (ROUTE_KEYS as readonly string[]).includes(value);

/** Roles the console assigns: the platform admin, a customer's admin, a customer's user. */
export const CONSOLE_ROLES = ['admin', 'customer_admin', 'user'] as const;
export type ConsoleRole = (typeof CONSOLE_ROLES)[number];
