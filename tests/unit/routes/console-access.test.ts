import { describe, expect, it } from 'vitest';
import { decideAccess, hasConsoleRole, type GuardContext } from '../../../src/routes/access';
import { visibleNavGroups } from '../../../src/routes/navigation';
import { findRoute } from '../../../src/routes/route-table';

// The console pages of the users helper (issue 16): /users for both admins, the platform
// console (here /ingest-credentials) for the platform admin only.

const signedIn = (role: string): GuardContext => ({
  loading: false,
  user: { role, canAccess: [] },
  insideMiniApp: false,
  welcomePageEnabled: false,
  remoteConfigSettled: true,
});

describe('console pages by role', () => {
  it('opens /users to both admins and /ingest-credentials to the platform admin only', () => {
    const users = findRoute('/users')!;
    const credentials = findRoute('/ingest-credentials')!;
    expect(decideAccess(users, signedIn('admin'))).toEqual({ kind: 'render' });
    expect(decideAccess(users, signedIn('customer_admin'))).toEqual({ kind: 'render' });
    expect(decideAccess(users, signedIn('user'))).toEqual({ kind: 'access-denied' });
    expect(decideAccess(users, signedIn('manager'))).toEqual({ kind: 'access-denied' });
    expect(decideAccess(credentials, signedIn('admin'))).toEqual({ kind: 'render' });
    expect(decideAccess(credentials, signedIn('customer_admin'))).toEqual({
      kind: 'access-denied',
    });
    expect(decideAccess(findRoute('/audit-log')!, signedIn('customer_admin'))).toEqual({
      kind: 'access-denied',
    });
  });

  it('lets a customer admin open every client route, as any role but user (spec §6)', () => {
    expect(decideAccess(findRoute('/water-fee-report')!, signedIn('customer_admin'))).toEqual({
      kind: 'render',
    });
  });

  it('names who has which console role', () => {
    expect(hasConsoleRole({ role: 'admin' }, 'admin')).toBe(true);
    expect(hasConsoleRole({ role: 'customer_admin' }, 'admin')).toBe(false);
    expect(hasConsoleRole({ role: 'customer_admin' }, 'any_admin')).toBe(true);
    expect(hasConsoleRole({ role: 'user' }, 'any_admin')).toBe(false);
  });
});

describe("the 'Quản trị' group", () => {
  const adminItems = (role: string) =>
    visibleNavGroups({ role })
      .find((group) => group.id === 'admin')
      ?.items.map((item) => item.key);

  it('holds only the users and escalation screens for a customer admin', () => {
    expect(adminItems('customer_admin')).toEqual(['users', 'escalation']);
    expect(adminItems('user')).toBeUndefined();
  });

  it('holds the users and credentials screens for the platform admin', () => {
    expect(adminItems('admin')).toEqual(expect.arrayContaining(['users', 'ingest-credentials']));
  });
});
