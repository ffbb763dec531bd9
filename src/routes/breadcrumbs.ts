// Breadcrumbs of spec §2: home first, one entry per path segment, earlier entries are links,
// the last is not; hidden with one entry or fewer; unknown segments shown raw.

export const BREADCRUMB_SEGMENTS = [
  'online-monitoring',
  'camera-monitoring',
  'station-status',
  'station-log',
  'authority-forwarding',
  'data-lookup',
  'average-data',
  'exceed-data',
  'station-signal-lost',
  'water-fee-report',
  'air-fee-report',
  'water-fee-declaration',
  'air-fee-declaration',
  'incidents',
  'maps',
  'settings',
  'profile',
  'notifications',
  'under-development',
  'station-limits',
  'audit-log',
  'remote-config',
  'customers-admin',
  'stations-admin',
  'plans-admin',
  'fee-rules',
  'duty-profiles',
  'declaration-forms',
  'users',
  'ingest-credentials',
  'escalation',
  'interruptions',
  'evidence',
] as const;

export type BreadcrumbSegment = (typeof BREADCRUMB_SEGMENTS)[number];

export interface BreadcrumbEntry {
  /** Catalogue key under nav.*, or undefined when the raw text is shown. */
  labelKey?: 'home' | BreadcrumbSegment;
  raw?: string;
  /** Link target for earlier entries; undefined for the last one. */
  to?: string;
}

const known = new Set<string>(BREADCRUMB_SEGMENTS);

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Entries for a router pathname (already without the basename). */
export function buildBreadcrumbs(pathname: string): BreadcrumbEntry[] {
  const segments = pathname.split('/').filter((segment) => segment !== '');
  const entries: BreadcrumbEntry[] = [{ labelKey: 'home', to: '/' }];
  segments.forEach((segment, index) => {
    const to = `/${segments.slice(0, index + 1).join('/')}`;
    entries.push(
      known.has(segment)
        ? { labelKey: segment as BreadcrumbSegment, to }
        : { raw: decode(segment), to },
    );
  });
  const last = entries[entries.length - 1]!;
  delete last.to;
  return entries;
}

export function isBreadcrumbVisible(entries: readonly BreadcrumbEntry[]): boolean {
  return entries.length > 1;
}
