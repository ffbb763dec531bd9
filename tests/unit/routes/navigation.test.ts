import { describe, expect, it } from 'vitest';
import {
  activeBottomEntry,
  BOTTOM_NAV,
  groupOfPath,
  NAV_GROUPS,
  visibleNavGroups,
} from '../../../src/routes/navigation';

describe('sidebar navigation', () => {
  it('has exactly the spec items in each group', () => {
    expect(NAV_GROUPS.map((group) => [group.id, group.items.map((item) => item.key)])).toEqual([
      [
        'data',
        [
          'online-monitoring',
          'station-status',
          'maps',
          'camera-monitoring',
          'data-lookup',
          'average-data',
        ],
      ],
      [
        'reports',
        ['exceed-data', 'station-signal-lost', 'water-fee-report', 'air-fee-report', 'incidents'],
      ],
      [
        'admin',
        [
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
        ],
      ],
    ]);
  });

  it("shows the 'Quản trị' group to the platform admin only", () => {
    const ids = (user: { role?: string; canAccess?: string[] }) =>
      visibleNavGroups(user).map((group) => group.id);
    expect(ids({ role: 'admin' })).toEqual(['data', 'reports', 'admin']);
    expect(ids({ role: 'user', canAccess: ['maps', 'station-limits', 'audit-log'] })).toEqual([
      'data',
    ]);
    // A customer admin sees only its users screen there (console-navigation.test.ts).
    expect(ids({ role: 'customer_admin' })).toEqual(['data', 'reports', 'admin']);
    expect(ids({})).toEqual(['data', 'reports']);
    expect(groupOfPath('/audit-log')).toBe('admin');
  });

  it('hides a group the user can open nothing in, and the items they cannot open', () => {
    const groups = visibleNavGroups({ role: 'user', canAccess: ['maps', 'data-lookup'] });
    expect(groups.map((group) => group.id)).toEqual(['data']);
    expect(groups[0]!.items.map((item) => item.key)).toEqual(['maps', 'data-lookup']);
    expect(visibleNavGroups({ role: 'user' })).toEqual([]);
    // Ten spec items, the incidents (issue 17) and the twelve of the admin console (issues 16-18).
    expect(visibleNavGroups({ role: 'admin' }).flatMap((group) => group.items)).toHaveLength(23);
  });

  it('finds the group of a path', () => {
    expect(groupOfPath('/air-fee-report')).toBe('reports');
    expect(groupOfPath('/maps')).toBe('data');
    expect(groupOfPath('/')).toBeUndefined();
  });
});

describe('bottom navigation', () => {
  it('has the five entries of spec §2 in order', () => {
    expect(BOTTOM_NAV.map((entry) => [entry.path, entry.labelKey])).toEqual([
      ['/', 'home'],
      ['/online-monitoring', 'bottomMonitoring'],
      ['/maps', 'maps'],
      ['/notifications', 'notifications'],
      ['/profile', 'profile'],
    ]);
  });

  it('highlights the entry of the current path', () => {
    expect(activeBottomEntry('/')).toBe('/');
    expect(activeBottomEntry('/maps')).toBe('/maps');
    expect(activeBottomEntry('/profile')).toBe('/profile');
    expect(activeBottomEntry('/water-fee-report')).toBeUndefined();
  });
});
