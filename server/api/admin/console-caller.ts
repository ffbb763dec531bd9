import type { Context } from 'hono';
import type { Queryable } from '../../db/database.js';
import type { JwtClaims } from '../../jwt-keys.js';
import { AdminError, forbidden } from './admin-error.js';

// Who is calling the console API: the subject of a valid bearer access token, with the role and
// customer of its public.app_user row (never the user-editable user_metadata). Only the platform
// admin ('admin') and a customer admin ('customer_admin', within its customer) get through.

export interface ConsoleCaller {
  readonly userId: string;
  readonly email: string | null;
  readonly role: 'admin' | 'customer_admin';
  /** The customer a customer admin manages; null for a platform admin without one. */
  readonly customerId: number | null;
}

export const isPlatformAdmin = (caller: ConsoleCaller) => caller.role === 'admin';

export const NOT_AN_ADMIN =
  'Bạn không có quyền quản trị: chỉ quản trị viên mới thực hiện được thao tác này.';
export const OTHER_CUSTOMER =
  'Bạn chỉ được quản lý tài khoản và trạm của khách hàng mình phụ trách.';

export type Authenticate = (c: Context) => Promise<JwtClaims | undefined>;

export async function consoleCaller(
  c: Context,
  authenticate: Authenticate,
  db: Queryable,
): Promise<ConsoleCaller> {
  const claims = await authenticate(c);
  if (!claims) {
    throw new AdminError(401, 'unauthorized', 'Phiên đăng nhập không hợp lệ hoặc đã hết hạn.');
  }
  const [row] = await db.query<{ role: string; customer_id: number | null; email: string | null }>(
    `select a.role, a.customer_id, u.email from public.app_user a
     left join auth.users u on u.id = a.user_id
     where a.user_id = $1::uuid`,
    [claims.sub],
  );
  if (!row || (row.role !== 'admin' && row.role !== 'customer_admin')) {
    throw forbidden(NOT_AN_ADMIN);
  }
  return {
    userId: String(claims.sub),
    email: row.email ?? emailOf(claims),
    role: row.role,
    customerId: row.customer_id === null ? null : Number(row.customer_id),
  };
}

const emailOf = (claims: JwtClaims) => (typeof claims.email === 'string' ? claims.email : null);

/** A customer admin may act only within its customer; the platform admin anywhere. */
export function requireCustomerScope(caller: ConsoleCaller, customerId: number | null): void {
  if (isPlatformAdmin(caller)) return;
  if (customerId === null || customerId !== caller.customerId) throw forbidden(OTHER_CUSTOMER);
}

/**
 * Makes the admin the actor of the audit entries of the service's own writes in this transaction:
 * the audit trigger (20261125003000_audit_log.sql) reads the request's JWT claims.
 */
export async function actOnBehalfOf(tx: Queryable, caller: ConsoleCaller): Promise<void> {
  await tx.query(`select set_config('request.jwt.claims', $1, true)`, [
    JSON.stringify({ sub: caller.userId, email: caller.email, role: 'authenticated' }),
  ]);
}
