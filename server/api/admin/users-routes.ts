import { Hono, type Context } from 'hono';
import type { Database } from '../../db/database.js';
import { AdminError, forbidden, notFound } from './admin-error.js';
import {
  actOnBehalfOf,
  consoleCaller,
  isPlatformAdmin,
  OTHER_CUSTOMER,
  requireCustomerScope,
  type Authenticate,
  type ConsoleCaller,
} from './console-caller.js';
import {
  goTrueAdminClient,
  goTrueFailure,
  goTrueTarget,
  type GoTrueSource,
} from './gotrue-admin.js';
import { inviteInput, jsonObject, userChange } from './user-input.js';
import {
  customerExists,
  deleteAccess,
  emailTaken,
  findUser,
  insertAccess,
  listUsers,
  recordAlertMail,
  recordVerifiedPhone,
  stampAccess,
  updateAccess,
  type ConsoleUser,
} from './users-store.js';

// /api/admin/users: the console's accounts. The platform admin manages every account, a customer
// admin those of its customer (never a platform admin, and it never makes one). Accounts change
// through GoTrue's admin API (gotrue-admin.ts); role, customer and routes are written to
// public.app_user by the service, with the admin as the audit log's actor (console-caller.ts).
// GoTrue is never called inside a transaction: embedded, it answers on this same database.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** GoTrue bans for a duration: a disabled account stays disabled until enabled again. */
const DISABLED_FOR = '876000h';
const NO_PLATFORM_ADMIN = 'Quản trị khách hàng không được tạo hoặc cấp quyền quản trị nền tảng.';
const NOT_YOURSELF = 'Bạn không thể thực hiện thao tác này trên chính tài khoản của mình.';

export interface UsersRoutesOptions {
  readonly db: Database;
  readonly authenticate: Authenticate;
  readonly goTrue: GoTrueSource;
}

export function usersRoutes({ db, authenticate, goTrue: source }: UsersRoutesOptions): Hono {
  const app = new Hono();
  const goTrue = (c: Context) => goTrueAdminClient(goTrueTarget(c, source));

  /** The account `:id`, if this caller may manage it. */
  async function target(c: Context, caller: ConsoleCaller): Promise<ConsoleUser> {
    const id = c.req.param('id') ?? '';
    const user = UUID.test(id) ? await findUser(db, id) : undefined;
    if (!user) throw notFound('Không tìm thấy tài khoản.');
    if (!isPlatformAdmin(caller)) {
      requireCustomerScope(caller, user.customer_id);
      if (user.role !== 'user' && user.role !== 'customer_admin') throw forbidden(OTHER_CUSTOMER);
    }
    return user;
  }

  const notSelf = (caller: ConsoleCaller, user: ConsoleUser) => {
    if (caller.userId === user.id) throw new AdminError(422, 'own_account', NOT_YOURSELF);
  };

  /** Runs `write` in one transaction with the admin as the audit log's actor. */
  const audited = (caller: ConsoleCaller, write: (tx: Database) => Promise<void>) =>
    db.transaction(async (tx) => {
      await actOnBehalfOf(tx, caller);
      await write(tx as Database);
    });

  const answer = async (c: Context, id: string) => c.json((await findUser(db, id))!);

  app.get('/', async (c) => {
    const caller = await consoleCaller(c, authenticate, db);
    const asked = c.req.query('customer_id');
    if (asked !== undefined && !/^[1-9][0-9]{0,17}$/.test(asked)) {
      throw new AdminError(400, 'invalid_customer', 'Mã khách hàng không hợp lệ.');
    }
    const customerId = isPlatformAdmin(caller) ? (asked ? Number(asked) : null) : caller.customerId;
    if (asked && !isPlatformAdmin(caller)) requireCustomerScope(caller, Number(asked));
    return c.json(await listUsers(db, customerId));
  });

  app.post('/', async (c) => {
    const caller = await consoleCaller(c, authenticate, db);
    const input = inviteInput(await jsonObject(c.req.raw));
    if (!isPlatformAdmin(caller)) {
      if (input.role === 'admin') throw forbidden(NO_PLATFORM_ADMIN);
      requireCustomerScope(caller, input.customerId);
    }
    if (input.customerId !== null && !(await customerExists(db, input.customerId))) {
      throw new AdminError(422, 'validation_failed', 'Khách hàng không tồn tại.', {
        customer_id: 'Khách hàng không tồn tại.',
      });
    }
    if (await emailTaken(db, input.email)) {
      throw new AdminError(422, 'email_exists', 'Email này đã được dùng cho một tài khoản khác.', {
        email: 'Email này đã được dùng cho một tài khoản khác.',
      });
    }
    const auth = goTrue(c);
    const { data, error } = await auth.auth.admin.inviteUserByEmail(input.email, {
      data: { full_name: input.fullName, name: input.fullName },
      redirectTo: input.redirectTo,
    });
    if (error) goTrueFailure(error);
    const userId = data.user.id;
    try {
      await audited(caller, (tx) => insertAccess(tx, userId, input));
    } catch (failure) {
      // No account without its role and customer: the invitation is taken back.
      await auth.auth.admin.deleteUser(userId);
      throw failure;
    }
    return c.json((await findUser(db, userId))!, 201);
  });

  app.patch('/:id', async (c) => {
    const caller = await consoleCaller(c, authenticate, db);
    const user = await target(c, caller);
    const change = userChange(await jsonObject(c.req.raw));
    if (!isPlatformAdmin(caller)) {
      if (change.role === 'admin') throw forbidden(NO_PLATFORM_ADMIN);
      if (change.customerId !== undefined) requireCustomerScope(caller, change.customerId);
    }
    if (change.role !== undefined && change.role !== user.role) notSelf(caller, user);
    const role = change.role ?? user.role;
    const customerId = change.customerId !== undefined ? change.customerId : user.customer_id;
    if (role !== 'admin' && customerId === null) {
      throw new AdminError(422, 'validation_failed', 'Vui lòng chọn khách hàng', {
        customer_id: 'Vui lòng chọn khách hàng',
      });
    }
    if (customerId !== null && change.customerId && !(await customerExists(db, customerId))) {
      throw new AdminError(422, 'validation_failed', 'Khách hàng không tồn tại.', {
        customer_id: 'Khách hàng không tồn tại.',
      });
    }
    if (
      change.role !== undefined ||
      change.canAccess !== undefined ||
      change.customerId !== undefined
    ) {
      await audited(caller, (tx) => updateAccess(tx, user.id, change));
    }
    if (change.verifiedPhone !== undefined) {
      const phone = change.verifiedPhone;
      // GoTrue keeps the number as the account's confirmed phone; the vouching is the service's
      // app_metadata, which sign-in checks against it (server/api/zalo/zalo-phone.ts).
      const { error } = await goTrue(c).auth.admin.updateUserById(
        user.id,
        phone === null
          ? { app_metadata: { verified_phone: null } }
          : { phone, phone_confirm: true, app_metadata: { verified_phone: phone } },
      );
      if (error) goTrueFailure(error);
      await audited(caller, (tx) => recordVerifiedPhone(tx, user.id, phone));
    }
    if (change.notificationEmail !== undefined) {
      const { error } = await goTrue(c).auth.admin.updateUserById(user.id, {
        user_metadata: { notification_email_enable: change.notificationEmail },
      });
      if (error) goTrueFailure(error);
      const on = change.notificationEmail;
      await audited(caller, (tx) => recordAlertMail(tx, user.id, on));
    }
    return answer(c, user.id);
  });

  app.post('/:id/disable', async (c) => {
    const caller = await consoleCaller(c, authenticate, db);
    const user = await target(c, caller);
    notSelf(caller, user);
    const { error } = await goTrue(c).auth.admin.updateUserById(user.id, {
      ban_duration: DISABLED_FOR,
    });
    if (error) goTrueFailure(error);
    await audited(caller, (tx) => stampAccess(tx, user.id, 'disabled_at', 'now'));
    return answer(c, user.id);
  });

  app.post('/:id/enable', async (c) => {
    const caller = await consoleCaller(c, authenticate, db);
    const user = await target(c, caller);
    const { error } = await goTrue(c).auth.admin.updateUserById(user.id, { ban_duration: 'none' });
    if (error) goTrueFailure(error);
    await audited(caller, (tx) => stampAccess(tx, user.id, 'disabled_at', null));
    return answer(c, user.id);
  });

  app.post('/:id/resend-invite', async (c) => {
    const caller = await consoleCaller(c, authenticate, db);
    const user = await target(c, caller);
    if (user.status !== 'invited' || !user.email) {
      throw new AdminError(
        409,
        'not_invited',
        'Tài khoản đã nhận lời mời: hãy gửi email đặt lại mật khẩu nếu người dùng quên mật khẩu.',
      );
    }
    const redirectTo = await optionalRedirect(c);
    const { error } = await goTrue(c).auth.admin.inviteUserByEmail(user.email, { redirectTo });
    if (error) goTrueFailure(error);
    await audited(caller, (tx) => stampAccess(tx, user.id, 'invite_sent_at', 'now'));
    return answer(c, user.id);
  });

  app.post('/:id/reset-password', async (c) => {
    const caller = await consoleCaller(c, authenticate, db);
    const user = await target(c, caller);
    if (!user.email) {
      throw new AdminError(409, 'no_email', 'Tài khoản không có email để gửi liên kết.');
    }
    const redirectTo = await optionalRedirect(c);
    const { error } = await goTrue(c).auth.resetPasswordForEmail(user.email, { redirectTo });
    if (error) goTrueFailure(error);
    await audited(caller, (tx) => stampAccess(tx, user.id, 'password_reset_sent_at', 'now'));
    return answer(c, user.id);
  });

  app.delete('/:id', async (c) => {
    const caller = await consoleCaller(c, authenticate, db);
    const user = await target(c, caller);
    notSelf(caller, user);
    // The role row goes first, in an audited statement; the account's own data (sessions,
    // identities) goes with the account. Measurements belong to stations and stay.
    await audited(caller, (tx) => deleteAccess(tx, user.id));
    const { error } = await goTrue(c).auth.admin.deleteUser(user.id);
    if (error) goTrueFailure(error);
    return c.json({ id: user.id, deleted: true });
  });

  return app;
}

async function optionalRedirect(c: Context): Promise<string | undefined> {
  const text = await c.req.text();
  if (text.trim() === '') return undefined;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new AdminError(400, 'invalid_json', 'Dữ liệu gửi lên không phải JSON hợp lệ.');
  }
  const value = (body as { redirect_to?: unknown } | null)?.redirect_to;
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string' && value.length <= 2048 && /^https?:\/\//.test(value)) return value;
  throw new AdminError(422, 'validation_failed', 'Địa chỉ chuyển tiếp không hợp lệ', {
    redirect_to: 'Địa chỉ chuyển tiếp không hợp lệ',
  });
}
