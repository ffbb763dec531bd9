import type { Queryable } from './database.js';

// Every request that reads or writes product data runs inside one transaction as the JWT's
// role with `request.jwt.claims` set, so Postgres RLS decides (supabase-wire.md §2.8).

export const DATABASE_ROLES = ['anon', 'authenticated', 'service_role'] as const;
export type DatabaseRole = (typeof DATABASE_ROLES)[number];

export function isDatabaseRole(value: unknown): value is DatabaseRole {
  return typeof value === 'string' && (DATABASE_ROLES as readonly string[]).includes(value);
}

/** Further settings of the transaction (names fixed in code), made in the same statement. */
export type TransactionSettings = Readonly<Record<string, string>>;

/** `set transaction read only`, made with the role's settings: a round trip fewer per read. */
export const READ_ONLY: TransactionSettings = { transaction_read_only: 'on' };

export async function actAs(
  tx: Queryable,
  role: DatabaseRole,
  claims: Record<string, unknown>,
  request: { method: string; path: string } = { method: 'GET', path: '/' },
  settings: TransactionSettings = {},
): Promise<void> {
  // Each setting before the role's, as $5 and $6, $7 and $8, …: one round trip for all of them.
  const extra = Object.entries(settings);
  const setExtra = extra.map((_, at) => `set_config($${5 + 2 * at}, $${6 + 2 * at}, true), `);
  await tx.query(
    `select ${setExtra.join('')}set_config('role', $1, true),
            set_config('request.jwt.claims', $2, true),
            set_config('request.method', $3, true),
            set_config('request.path', $4, true),
            set_config('search_path', 'public, extensions', true),
            set_config('timezone', 'UTC', true)`,
    [role, JSON.stringify({ ...claims, role }), request.method, request.path, ...extra.flat()],
  );
}
