// Navigation of spec §2: the sidebar's home link and two groups with exactly these items, and
// the five bottom-navigation entries. Which entries a user sees follows canAccessKey. A third
// group, 'Quản trị' (issue 16), is the platform admin's; a customer admin sees in it only the
// items marked for any admin (its users).
import {
  Activity,
  Bell,
  BellRing,
  Building,
  Cctv,
  ChartColumn,
  CreditCard,
  Database,
  Droplets,
  FileSearch,
  FileSpreadsheet,
  FileText,
  House,
  KeyRound,
  Landmark,
  ListChecks,
  MapPinned,
  RadioTower,
  Siren,
  Scale,
  ScrollText,
  Settings,
  SlidersHorizontal,
  ToggleRight,
  TriangleAlert,
  UserRound,
  UsersRound,
  WifiOff,
  Wind,
  type LucideIcon,
} from 'lucide-react';
import { canAccessKey, hasConsoleRole, type SessionUser } from './access';
import type { AdminPageKey, AppRoute, RouteKey } from './route-table';

export interface NavItem {
  key: RouteKey | AdminPageKey;
  path: string;
  icon: LucideIcon;
  /** In a group for one role, an item also open to others (the users screen: any admin). */
  role?: AppRoute['role'];
}

export interface NavGroup {
  id: 'data' | 'reports' | 'admin';
  labelKey: 'groupData' | 'groupReports' | 'groupAdmin';
  icon: LucideIcon;
  /** A group for one role: shown whole to it, never to anyone else. */
  role?: AppRoute['role'];
  items: readonly NavItem[];
}

const item = (key: RouteKey, icon: LucideIcon): NavItem & { key: RouteKey } => ({
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
      item('incidents', Siren),
    ],
  },
  {
    id: 'admin',
    labelKey: 'groupAdmin',
    icon: Settings,
    role: 'admin',
    items: [
      { key: 'station-limits', path: '/station-limits', icon: SlidersHorizontal },
      { key: 'audit-log', path: '/audit-log', icon: ScrollText },
      { key: 'remote-config', path: '/remote-config', icon: ToggleRight },
      { key: 'customers-admin', path: '/customers-admin', icon: Building },
      { key: 'stations-admin', path: '/stations-admin', icon: RadioTower },
      { key: 'plans-admin', path: '/plans-admin', icon: CreditCard },
      { key: 'fee-rules', path: '/fee-rules', icon: Scale },
      { key: 'duty-profiles', path: '/duty-profiles', icon: Landmark },
      { key: 'declaration-forms', path: '/declaration-forms', icon: FileSpreadsheet },
      { key: 'users', path: '/users', icon: UsersRound, role: 'any_admin' },
      { key: 'ingest-credentials', path: '/ingest-credentials', icon: KeyRound },
      { key: 'escalation', path: '/escalation', icon: BellRing, role: 'any_admin' },
    ],
  },
];

function mayOpen(user: SessionUser, group: NavGroup, entry: NavItem): boolean {
  if (group.role) return hasConsoleRole(user, entry.role ?? group.role);
  // Groups without a role hold can_access route keys only.
  return canAccessKey(user, entry.key as RouteKey);
}

/** Groups with only the items the user may open; a group with none is left out. */
export function visibleNavGroups(user: SessionUser): NavGroup[] {
  return NAV_GROUPS.map((group) => ({
    ...group,
    items: group.items.filter((entry) => mayOpen(user, group, entry)),
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
