import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startTestServer, type TestServer } from '../support/test-server';
import { accessToken, callApi, customerIdOf, mailsTo, makeAccount, PASSWORD } from './console-api';

// /api/admin/users through the real server: the platform admin and a customer admin manage
// accounts through GoTrue's admin API; a 'user' and a customer admin outside its customer are
// refused, by the API and by RLS; every change is audited with the admin as actor.

let server: TestServer;
let service: SupabaseClient;
let adminToken: string;
let adminId: string;
let userToken: string;
let customerAdmin: SupabaseClient;
let customerAdminToken: string;
let customerAdminId: string;
let phuocLong: number;
let dongBac: number;

beforeAll(async () => {
  server = await startTestServer({ ftpPort: false, ingestDir: false, statusIntervalMs: false });
  service = createClient(server.url, server.serviceRoleKey, {
    auth: { autoRefreshToken: false, persistSession: false },
    realtime: { transport: WebSocket as never },
  });
  phuocLong = await customerIdOf(server, 'phuoclong-textile');
  dongBac = await customerIdOf(server, 'dongbac-power');
  const admin = await server.signedIn('admin@greenwatch.demo');
  adminToken = await accessToken(admin);
  adminId = (await admin.auth.getUser()).data.user!.id;
  userToken = await accessToken(await server.signedIn('user@greenwatch.demo'));
  customerAdminId = await makeAccount(
    service,
    server,
    'ca@phuoclong.test',
    'customer_admin',
    phuocLong,
  );
  customerAdmin = await server.signedIn('ca@phuoclong.test', PASSWORD);
  customerAdminToken = await accessToken(customerAdmin);
});
afterAll(async () => {
  await server?.stop();
});

const idOf = async (email: string) => {
  const [row] = await server.db.query<{ id: string }>(
    'select id from auth.users where email = $1',
    [email],
  );
  return row!.id;
};

describe('who may call the console', () => {
  it('answers 401 without a token and 403 with a Vietnamese message to a user', async () => {
    expect((await callApi(server, undefined, 'GET', '/users')).status).toBe(401);
    const refused = await callApi(server, userToken, 'GET', '/users');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/không có quyền quản trị/);
    const invite = await callApi(server, userToken, 'POST', '/users', {
      email: 'nope@greenwatch.test',
      full_name: 'Không được',
      role: 'user',
      customer_id: phuocLong,
    });
    expect(invite.status).toBe(403);
  });

  it('reads the role from app_user, never from user_metadata', async () => {
    const user = await server.signedIn('user@greenwatch.demo');
    await user.auth.updateUser({ data: { role: 'admin' } });
    await user.auth.refreshSession();
    const refused = await callApi(server, await accessToken(user), 'GET', '/users');
    expect(refused.status).toBe(403);
  });
});

describe('the platform admin', () => {
  it('lists every account, or those of one customer', async () => {
    const all = await callApi(server, adminToken, 'GET', '/users');
    expect(all.status).toBe(200);
    const emails = (all.body as unknown as { email: string }[]).map((u) => u.email);
    expect(emails).toEqual(
      expect.arrayContaining([
        'admin@greenwatch.demo',
        'user@greenwatch.demo',
        'user2@greenwatch.demo',
      ]),
    );
    const one = await callApi(server, adminToken, 'GET', `/users?customer_id=${dongBac}`);
    expect((one.body as unknown as { email: string }[]).map((u) => u.email)).toEqual([
      'user2@greenwatch.demo',
    ]);
  });

  it('invites by e-mail: an invited account, its role row, the mail and the audit entry', async () => {
    const invited = await callApi(server, adminToken, 'POST', '/users', {
      email: 'New.Operator@DongBac.test',
      full_name: 'Lê Văn Mới',
      role: 'user',
      customer_id: dongBac,
      can_access: ['online-monitoring', 'maps', 'maps'],
      redirect_to: `${server.url}/reset-password`,
    });
    expect(invited.status).toBe(201);
    expect(invited.body).toMatchObject({
      email: 'new.operator@dongbac.test',
      full_name: 'Lê Văn Mới',
      role: 'user',
      customer_id: dongBac,
      can_access: ['online-monitoring', 'maps'],
      status: 'invited',
    });
    const id = String(invited.body.id);
    const { data } = await service.auth.admin.getUserById(id);
    expect(data.user?.app_metadata).toMatchObject({ role: 'user', customer_id: dongBac });
    const [mail] = await mailsTo(server, 'new.operator@dongbac.test');
    expect(mail?.text).toMatch(/type=invite/);
    const [entry] = await server.db.query<{
      actor_user_id: string;
      action: string;
      customer_id: number;
    }>(
      `select actor_user_id, action, customer_id from public.audit_log
       where table_name = 'app_user' and row_key = $1 order by id`,
      [id],
    );
    expect(entry).toMatchObject({ actor_user_id: adminId, action: 'insert' });
    expect(Number(entry!.customer_id)).toBe(dongBac);
  });

  it('refuses invalid input with the spec messages', async () => {
    const refused = await callApi(server, adminToken, 'POST', '/users', {
      email: 'không-phải-email',
      full_name: 'A',
      role: 'owner',
      can_access: ['station-status', 'settings'],
    });
    expect(refused.status).toBe(422);
    expect(refused.body.fields).toEqual({
      email: 'Email không hợp lệ',
      full_name: 'Họ và tên phải có ít nhất 2 ký tự',
      role: 'Vai trò không hợp lệ',
      can_access: 'Vui lòng kiểm tra lại các lựa chọn',
    });
    const noCustomer = await callApi(server, adminToken, 'POST', '/users', {
      email: 'x@y.test',
      full_name: '',
      role: 'customer_admin',
    });
    expect(noCustomer.body.fields).toEqual({
      full_name: 'Họ và tên không được để trống',
      customer_id: 'Vui lòng chọn khách hàng',
    });
    const taken = await callApi(server, adminToken, 'POST', '/users', {
      email: 'user@greenwatch.demo',
      full_name: 'Trùng email',
      role: 'user',
      customer_id: phuocLong,
    });
    expect(taken.status).toBe(422);
    expect(taken.body.message).toBe('Email này đã được dùng cho một tài khoản khác.');
    const notJson = await callApi(server, adminToken, 'POST', '/users', '{oops');
    expect(notJson.status).toBe(400);
  });

  it('changes role and routes, which the account carries in its metadata', async () => {
    const id = await makeAccount(service, server, 'routes@phuoclong.test', 'user', phuocLong);
    const changed = await callApi(server, adminToken, 'PATCH', `/users/${id}`, {
      role: 'customer_admin',
      can_access: ['maps'],
      notification_email_enable: true,
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      role: 'customer_admin',
      can_access: ['maps'],
      notification_email_enable: true,
    });
    const { data } = await service.auth.admin.getUserById(id);
    expect(data.user?.user_metadata).toMatchObject({
      role: 'customer_admin',
      can_access: ['maps'],
      notification_email_enable: true,
    });
    const entries = await server.db.query<{ actor_user_id: string; changed_columns: string[] }>(
      `select actor_user_id, changed_columns from public.audit_log
       where table_name = 'app_user' and row_key = $1 and action = 'update' order by id`,
      [id],
    );
    // The access change, then the alert-mail switch (kept in user_metadata, mirrored here).
    expect(entries).toEqual([
      { actor_user_id: adminId, changed_columns: ['can_access', 'role'] },
      { actor_user_id: adminId, changed_columns: ['alert_mail'] },
    ]);
    const [record] = await server.db.query<{ alert_mail: boolean }>(
      'select alert_mail from public.app_user where user_id = $1',
      [id],
    );
    expect(record.alert_mail).toBe(true);
  });

  it('vouches for a phone (what Zalo phone sign-in matches), audited, and withdraws it', async () => {
    const id = await makeAccount(service, server, 'phone@phuoclong.test', 'user', phuocLong);
    const vouched = await callApi(server, adminToken, 'PATCH', `/users/${id}`, {
      verified_phone: '0912 345 678',
    });
    expect(vouched.status).toBe(200);
    expect(vouched.body).toMatchObject({ verified_phone: '84912345678' });
    const [auth] = await server.db.query<{ phone: string; confirmed: boolean; vouched: string }>(
      `select phone, phone_confirmed_at is not null as confirmed,
              raw_app_meta_data ->> 'verified_phone' as vouched
       from auth.users where id = $1`,
      [id],
    );
    expect(auth).toEqual({ phone: '84912345678', confirmed: true, vouched: '84912345678' });
    const [entry] = await server.db.query<{ actor_user_id: string; changed_columns: string[] }>(
      `select actor_user_id, changed_columns from public.audit_log
       where table_name = 'app_user' and row_key = $1 and action = 'update' order by id desc`,
      [id],
    );
    expect(entry).toMatchObject({ actor_user_id: adminId, changed_columns: ['verified_phone'] });

    // Another account's number, or no number at all, is refused with the field named.
    const other = await makeAccount(service, server, 'phone2@phuoclong.test', 'user', phuocLong);
    const taken = await callApi(server, adminToken, 'PATCH', `/users/${other}`, {
      verified_phone: '+84912345678',
    });
    expect(taken.status).toBe(422);
    expect(taken.body).toMatchObject({
      fields: { verified_phone: 'Số điện thoại này đã thuộc một tài khoản khác.' },
    });
    const invalid = await callApi(server, adminToken, 'PATCH', `/users/${other}`, {
      verified_phone: 'gọi tôi',
    });
    expect(invalid.status).toBe(422);
    expect(invalid.body).toMatchObject({
      fields: { verified_phone: 'Số điện thoại không hợp lệ (ví dụ 0901234567)' },
    });

    const withdrawn = await callApi(server, adminToken, 'PATCH', `/users/${id}`, {
      verified_phone: null,
    });
    expect(withdrawn.body).toMatchObject({ verified_phone: null });
    const [after] = await server.db.query<{ vouched: string | null }>(
      `select raw_app_meta_data ->> 'verified_phone' as vouched from auth.users where id = $1`,
      [id],
    );
    expect(after!.vouched).toBeNull();
  });

  it('disables and enables an account, sends a reset mail and deletes it', async () => {
    const id = await makeAccount(service, server, 'cycle@dongbac.test', 'user', dongBac);
    const disabled = await callApi(server, adminToken, 'POST', `/users/${id}/disable`);
    expect(disabled.body.status).toBe('disabled');
    const signIn = await server.client().auth.signInWithPassword({
      email: 'cycle@dongbac.test',
      password: PASSWORD,
    });
    expect(signIn.error).not.toBeNull();
    const enabled = await callApi(server, adminToken, 'POST', `/users/${id}/enable`);
    expect(enabled.body.status).toBe('active');
    await server.signedIn('cycle@dongbac.test', PASSWORD);

    const reset = await callApi(server, adminToken, 'POST', `/users/${id}/reset-password`, {
      redirect_to: `${server.url}/reset-password`,
    });
    expect(reset.status).toBe(200);
    expect((await mailsTo(server, 'cycle@dongbac.test')).at(-1)?.text).toMatch(/type=recovery/);
    const resend = await callApi(server, adminToken, 'POST', `/users/${id}/resend-invite`);
    expect(resend.status).toBe(409);

    const removed = await callApi(server, adminToken, 'DELETE', `/users/${id}`);
    expect(removed).toEqual({ status: 200, body: { id, deleted: true } });
    const { error } = await service.auth.admin.getUserById(id);
    expect(error).not.toBeNull();
    const actions = await server.db.query<{ action: string; actor_user_id: string }>(
      `select action, actor_user_id from public.audit_log
       where table_name = 'app_user' and row_key = $1 order by id`,
      [id],
    );
    expect(actions.map((a) => a.action)).toEqual([
      'insert',
      'update',
      'update',
      'update',
      'delete',
    ]);
    expect(actions.slice(1).every((a) => a.actor_user_id === adminId)).toBe(true);
  });

  it('resends an invitation that has not been accepted', async () => {
    const invited = await callApi(server, adminToken, 'POST', '/users', {
      email: 'again@phuoclong.test',
      full_name: 'Mời Lại',
      role: 'user',
      customer_id: phuocLong,
    });
    const again = await callApi(
      server,
      adminToken,
      'POST',
      `/users/${invited.body.id}/resend-invite`,
    );
    expect(again.status).toBe(200);
    expect(await mailsTo(server, 'again@phuoclong.test')).toHaveLength(2);
  });

  it('may not disable or delete its own account', async () => {
    const own = await callApi(server, adminToken, 'DELETE', `/users/${adminId}`);
    expect(own.status).toBe(422);
    expect(own.body.message).toMatch(/chính tài khoản của mình/);
  });
});

describe('a customer admin', () => {
  it('lists only the accounts of its customer', async () => {
    const mine = await callApi(server, customerAdminToken, 'GET', '/users');
    expect(mine.status).toBe(200);
    const rows = mine.body as unknown as { email: string; customer_id: number }[];
    expect(rows.map((u) => u.email)).toContain('user@greenwatch.demo');
    expect(rows.every((u) => u.customer_id === phuocLong)).toBe(true);
    const other = await callApi(server, customerAdminToken, 'GET', `/users?customer_id=${dongBac}`);
    expect(other.status).toBe(403);
    expect(other.body.message).toBe(
      'Bạn chỉ được quản lý tài khoản và trạm của khách hàng mình phụ trách.',
    );
  });

  it('invites into its own customer only, and never a platform admin', async () => {
    const elsewhere = await callApi(server, customerAdminToken, 'POST', '/users', {
      email: 'x@dongbac.test',
      full_name: 'Khách khác',
      role: 'user',
      customer_id: dongBac,
    });
    expect(elsewhere.status).toBe(403);
    const platform = await callApi(server, customerAdminToken, 'POST', '/users', {
      email: 'boss@phuoclong.test',
      full_name: 'Quản trị mới',
      role: 'admin',
      customer_id: phuocLong,
    });
    expect(platform.status).toBe(403);
    expect(platform.body.message).toMatch(/không được tạo hoặc cấp quyền quản trị nền tảng/);
    const mine = await callApi(server, customerAdminToken, 'POST', '/users', {
      email: 'staff@phuoclong.test',
      full_name: 'Nhân viên',
      role: 'user',
      customer_id: phuocLong,
      can_access: ['online-monitoring'],
    });
    expect(mine.status).toBe(201);
    const [entry] = await server.db.query<{ actor_user_id: string }>(
      `select actor_user_id from public.audit_log where table_name = 'app_user' and row_key = $1`,
      [mine.body.id],
    );
    expect(entry?.actor_user_id).toBe(customerAdminId);
  });

  it('is refused on accounts outside its customer and on platform admins', async () => {
    const other = await idOf('user2@greenwatch.demo');
    for (const [method, path] of [
      ['PATCH', `/users/${other}`],
      ['POST', `/users/${other}/disable`],
      ['POST', `/users/${other}/reset-password`],
      ['DELETE', `/users/${other}`],
      ['POST', `/users/${adminId}/disable`],
    ] as const) {
      const refused = await callApi(
        server,
        customerAdminToken,
        method,
        path,
        method === 'PATCH' ? { can_access: [] } : undefined,
      );
      expect(refused.status, `${method} ${path}`).toBe(403);
    }
    const own = await idOf('user@greenwatch.demo');
    const promote = await callApi(server, customerAdminToken, 'PATCH', `/users/${own}`, {
      role: 'admin',
    });
    expect(promote.status).toBe(403);
    const move = await callApi(server, customerAdminToken, 'PATCH', `/users/${own}`, {
      customer_id: dongBac,
    });
    expect(move.status).toBe(403);
    const [row] = await server.db.query<{ role: string; customer_id: number }>(
      'select role, customer_id from public.app_user where user_id = $1',
      [own],
    );
    expect(row).toMatchObject({ role: 'user' });
    expect(Number(row!.customer_id)).toBe(phuocLong);
  });

  it('sees only its customer through RLS and writes nothing directly', async () => {
    const stations = await customerAdmin.from('station').select('customer_id');
    expect(stations.error).toBeNull();
    expect(stations.data!.length).toBeGreaterThan(0);
    expect(stations.data!.every((s) => s.customer_id === phuocLong)).toBe(true);
    const customers = await customerAdmin.from('customer').select('id');
    expect(customers.data).toEqual([{ id: phuocLong }]);
    const accounts = await customerAdmin.from('app_user').select('user_id, customer_id');
    expect(accounts.data!.length).toBeGreaterThan(1);
    expect(accounts.data!.every((a) => a.customer_id === phuocLong)).toBe(true);
    const log = await customerAdmin.from('audit_log').select('customer_id');
    expect(log.data!.every((a) => a.customer_id === phuocLong)).toBe(true);
    const write = await customerAdmin
      .from('app_user')
      .update({ role: 'admin' })
      .eq('user_id', customerAdminId)
      .select();
    expect(write.error).not.toBeNull();
    const user = await server.signedIn('user@greenwatch.demo');
    const userAccounts = await user.from('app_user').select('user_id');
    expect(userAccounts.data).toHaveLength(1);
  });

  it('sees only its customer in the product API: reports and the public page', async () => {
    const stationOf = async (customer: number) => {
      const [row] = await server.db.query<{ id: number }>(
        'select id from public.station where customer_id = $1 order by id limit 1',
        [customer],
      );
      return Number(row!.id);
    };
    const report = (station: number) =>
      fetch(
        `${server.url}/api/reports/signal-loss?stationIds=${station}&from=2025-06-10&to=2025-06-10`,
        { headers: { authorization: `Bearer ${customerAdminToken}` } },
      );
    // Every route is open to it (its can_access is empty), its customer's stations only.
    expect((await report(await stationOf(phuocLong))).status).toBe(200);
    expect((await report(await stationOf(dongBac))).status).toBe(404);
    const page = (customer: number) =>
      fetch(`${server.url}/api/public/${customerAdminId}/${customer}`);
    expect((await page(dongBac)).status).toBe(404);
  });
});
