// Navigation of spec §2: the sidebar's home link and two groups with exactly these items, and
// the five bottom-navigation entries. Which entries a user sees follows canAccessKey.
import {
  Activity,
  Bell,
  Cctv,
  ChartColumn,
  Database,
  Droplets,
  FileSearch,
  FileText,
  House,
  ListChecks,
  MapPinned,
  TriangleAlert,
  UserRound,
  WifiOff,
  Wind,
  type LucideIcon,
} from 'lucide-react';
import { canAccessKey, type SessionUser } from './access';
import type { RouteKey } from './route-table';

export interface NavItem {
  key: RouteKey;
  path: string;
  icon: LucideIcon;
}

export interface NavGroup {
  id: 'data' | 'reports';
  labelKey: 'groupData' | 'groupReports';
  icon: LucideIcon;
  items: readonly NavItem[];
}

const item = (key: RouteKey, icon: LucideIcon): NavItem => ({
  key,
  path: key === 'home' ? '/' : `/${key}`,
  icon,
});

export const HOME_NAV_ITEM = item('home', House);

export const NAV_GROUPS: readonly NavGroup[] = [
  {
    id: 'data',
    labelKey: 'groupData',
    icon: Database,
    items: [
      item('online-monitoring', Activity),
      item('station-status', ListChecks),
      item('maps', MapPinned),
      item('camera-monitoring', Cctv),
      item('data-lookup', FileSearch),
      item('average-data', ChartColumn),
    ],
  },
  {
    id: 'reports',
    labelKey: 'groupReports',
    icon: FileText,
    items: [
      item('exceed-data', TriangleAlert),
      item('station-signal-lost', WifiOff),
      item('water-fee-report', Droplets),
      item('air-fee-report', Wind),
    ],
  },
];

/** Groups with only the items the user may open; a group with none is left out. */
export function visibleNavGroups(user: SessionUser): NavGroup[] {
  return NAV_GROUPS.map((group) => ({
    ...group,
    items: group.items.filter((entry) => canAccessKey(user, entry.key)),
  })).filter((group) => group.items.length > 0);
}

/** The group holding a path, so the sidebar opens it on arrival. */
export function groupOfPath(pathname: string): NavGroup['id'] | undefined {
  return NAV_GROUPS.find((group) =>
    group.items.some((entry) => pathname === entry.path || pathname.startsWith(`${entry.path}/`)),
  )?.id;
}

export interface BottomNavEntry {
  key: RouteKey;
  path: string;
  labelKey: 'home' | 'bottomMonitoring' | 'maps' | 'notifications' | 'profile';
  icon: LucideIcon;
}

export const BOTTOM_NAV: readonly BottomNavEntry[] = [
  { key: 'home', path: '/', labelKey: 'home', icon: House },
  {
    key: 'online-monitoring',
    path: '/online-monitoring',
    labelKey: 'bottomMonitoring',
    icon: Activity,
  },
  { key: 'maps', path: '/maps', labelKey: 'maps', icon: MapPinned },
  { key: 'notifications', path: '/notifications', labelKey: 'notifications', icon: Bell },
  { key: 'profile', path: '/profile', labelKey: 'profile', icon: UserRound },
];

/** The bottom-navigation entry to highlight for a path. */
export function activeBottomEntry(pathname: string): string | undefined {
  if (pathname === '/') return '/';
  return BOTTOM_NAV.find(
    (entry) =>
      entry.path !== '/' && (pathname === entry.path || pathname.startsWith(`${entry.path}/`)),
  )?.path;
}
