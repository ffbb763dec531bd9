import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server';

// /rest/v1 driven by supabase-js: every data call of spec §7, plus the PostgREST subset.

let server: TestServer;
let user: SupabaseClient;
let customerId: number;
let service: SupabaseClient;

beforeAll(async () => {
  server = await startTestServer();
  user = await server.signedIn('user@greenwatch.demo');
  customerId = (await user.auth.getUser()).data.user!.user_metadata.customer_id as number;
  service = server.client(server.serviceRoleKey);
});
afterAll(async () => {
  await server?.stop();
});

describe('the calls of spec §7', () => {
  it('selects all enums, user_role labelled', async () => {
    const { data, error } = await user.from('enums').select('*');
    expect(error).toBeNull();
    expect(data!.find((e) => e.type === 'user_role' && e.value === 'user')?.label).toBe(
      'Người dùng',
    );
    expect(data!.find((e) => e.type === 'user_role' && e.value === 'admin')?.label).toBe(
      'Quản trị viên',
    );
  });

  it('selects notifications of the customer, newest first, limit 100', async () => {
    const { data, error } = await user
      .from('notification')
      .select('*')
      .eq('customer_id', customerId)
      .order('created_at', { ascending: false })
      .limit(100);
    expect(error).toBeNull();
    expect(data!.length).toBeGreaterThan(0);
    const times = data!.map((n) => Date.parse(n.created_at as string));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(Object.keys(data![0]!)).toEqual(
      expect.arrayContaining([
        'id',
        'customer_id',
        'title',
        'content',
        'type',
        'is_read',
        'created_at',
      ]),
    );
    expect(data!.every((n) => n.customer_id === customerId)).toBe(true);
  });

  it('selects the active subscription with its plan, latest end_date first, at most one', async () => {
    const { data, error } = await user
      .from('subscription')
      .select('*, plan:plan_id(id, name, price, duration, is_first_year)')
      .eq('customer_id', customerId)
      .eq('status', 'active')
      .order('end_date', { ascending: false })
      .limit(1)
      .maybeSingle();
    expect(error).toBeNull();
    expect(data!.status).toBe('active');
    expect(data!.plan).toMatchObject({
      name: 'Gói Nâng cao',
      price: 24000000,
      duration: 12,
      is_first_year: false,
    });
    const daysLeft = (Date.parse(data!.end_date as string) - Date.now()) / 86_400_000;
    expect(daysLeft).toBeGreaterThan(0);
    expect(daysLeft).toBeLessThan(30);
  });

  it('selects remote_config with the spec §9 defaults', async () => {
    const { data, error } = await server.client().from('remote_config').select('*');
    expect(error).toBeNull();
    const byKey = Object.fromEntries(data!.map((r) => [r.key, r]));
    for (const key of [
      'enable_zalo_login',
      'enable_google_login',
      'enable_facebook_login',
      'enable_welcome_page',
      'enable_forgot_password',
    ]) {
      expect(byKey[key]).toMatchObject({ value: 'true', type: 'boolean' });
    }
    expect(byKey.maps_api_key?.type).toBe('string');
  });

  it('marks one notification read, then all of the customer', async () => {
    const { data: unread } = await user
      .from('notification')
      .select('id')
      .eq('customer_id', customerId)
      .eq('is_read', false);
    expect(unread!.length).toBeGreaterThan(1);
    const one = await user
      .from('notification')
      .update({ is_read: true })
      .eq('id', unread![0]!.id)
      .select();
    expect(one.error).toBeNull();
    expect(one.data).toEqual([expect.objectContaining({ id: unread![0]!.id, is_read: true })]);
    const all = await user
      .from('notification')
      .update({ is_read: true })
      .eq('customer_id', customerId)
      .eq('is_read', false);
    expect(all.error).toBeNull();
    expect(all.status).toBe(204);
    const { count } = await user
      .from('notification')
      .select('*', { count: 'exact', head: true })
      .eq('customer_id', customerId)
      .eq('is_read', false);
    expect(count).toBe(0);
  });
});

describe('PostgREST subset', () => {
  it('counts exactly and pages with range', async () => {
    const { data, count, status } = await user
      .from('station')
      .select('id, name', { count: 'exact' })
      .order('id')
      .range(1, 2);
    expect(count).toBe(4);
    expect(data!.length).toBe(2);
    expect(status).toBe(206);
  });

  it('filters with gt/gte/lt/lte/neq/like/ilike/in/is and or', async () => {
    const all = (await user.from('station').select('id, code, name, latest_status').order('id'))
      .data!;
    const ids = all.map((s) => s.id as number);
    expect(
      (await user.from('station').select('id').gt('id', ids[0]!).lte('id', ids[2]!)).data!.length,
    ).toBe(2);
    expect(
      (await user.from('station').select('id').gte('id', ids[1]!).lt('id', ids[3]!)).data!.length,
    ).toBe(2);
    expect((await user.from('station').select('id').neq('id', ids[0]!)).data!.length).toBe(3);
    expect((await user.from('station').select('id').like('code', 'PL-NT%')).data!.length).toBe(3);
    expect((await user.from('station').select('id').ilike('name', '%ỐNG KHÓI%')).data!.length).toBe(
      1,
    );
    expect(
      (await user.from('station').select('id').in('id', [ids[0]!, ids[3]!])).data!.length,
    ).toBe(2);
    expect((await user.from('station').select('id').is('latest_status', null)).data!.length).toBe(
      4,
    );
    expect(
      (await user.from('station').select('id').or(`id.eq.${ids[0]},code.eq.${all[1]!.code}`)).data!
        .length,
    ).toBe(2);
    expect(
      (await user.from('station').select('id').not('code', 'like', 'PL-NT%')).data!.length,
    ).toBe(1);
  });

  it('embeds one level both ways', async () => {
    const { data, error } = await user
      .from('customer')
      .select('id, name, customergroup(id, name), station(id, code)')
      .single();
    expect(error).toBeNull();
    expect(data!.customergroup).toMatchObject({ name: 'Khu vực phía Nam' });
    expect((data!.station as unknown[]).length).toBe(4);
  });

  it('single() with other than one row is a 406 PGRST116', async () => {
    const { error, status } = await user.from('station').select('*').single();
    expect(status).toBe(406);
    expect(error?.code).toBe('PGRST116');
    expect(error?.details).toContain('4 rows');
  });

  it('maybeSingle() with no row gives null data and no error', async () => {
    const { data, error } = await user
      .from('station')
      .select('*')
      .eq('code', 'NO-SUCH')
      .maybeSingle();
    expect(error).toBeNull();
    expect(data).toBeNull();
  });

  it('returns PostgREST errors for bad queries', async () => {
    const unknownColumn = await user.from('station').select('nope');
    expect(unknownColumn.error?.code).toBe('42703');
    expect(unknownColumn.status).toBe(400);
    const badOperator = await user.from('station').select('id').filter('id', 'between', '1');
    expect(badOperator.error?.code).toBe('PGRST100');
    const unknownTable = await user.from('no_such_table').select('*');
    expect(unknownTable.status).toBe(404);
    const noRelation = await user.from('station').select('id, plan(id)');
    expect(noRelation.error?.code).toBe('PGRST200');
    const badValue = await user.from('station').select('id').eq('id', 'abc');
    expect(badValue.error?.code).toBe('22P02');
  });

  it('lets the service role insert, update with representation, upsert and delete', async () => {
    const inserted = await service
      .from('notification')
      .insert([
        {
          customer_id: customerId,
          title: 'Kiểm tra',
          content: 'a',
          type: 'info',
          station_id: null,
        },
        { customer_id: customerId, title: 'Kiểm tra 2', content: 'b', type: 'info' },
      ])
      .select('id, title, station_id');
    expect(inserted.error).toBeNull();
    expect(inserted.status).toBe(201);
    expect(inserted.data![1]!.station_id).toBeNull();
    const ids = inserted.data!.map((r) => r.id as number);
    const updated = await service
      .from('notification')
      .update({ title: 'Đã sửa' })
      .in('id', ids)
      .select('title');
    expect(updated.data).toEqual([{ title: 'Đã sửa' }, { title: 'Đã sửa' }]);
    const upsert = await service
      .from('remote_config')
      .upsert({ key: 'test_flag', value: 'false', type: 'boolean' })
      .select()
      .single();
    expect(upsert.data).toMatchObject({ key: 'test_flag', value: 'false' });
    const upsert2 = await service
      .from('remote_config')
      .upsert({ key: 'test_flag', value: 'true', type: 'boolean' })
      .select()
      .single();
    expect(upsert2.data).toMatchObject({ value: 'true' });
    const removed = await service.from('notification').delete().in('id', ids).select('id');
    expect(removed.data!.length).toBe(2);
    await service.from('remote_config').delete().eq('key', 'test_flag');
  });

  it('rolls a write back when single() sees other than one row', async () => {
    const { error } = await service
      .from('notification')
      .update({ title: 'x' })
      .eq('customer_id', customerId)
      .select()
      .single();
    expect(error?.code).toBe('PGRST116');
    const { data } = await service.from('notification').select('id').eq('title', 'x');
    expect(data).toEqual([]);
  });

  it('refuses update and delete without filters (safeupdate)', async () => {
    const { error } = await service.from('notification').update({ is_read: false });
    expect(error?.code).toBe('21000');
    const deleted = await service.from('notification').delete();
    expect(deleted.error?.code).toBe('21000');
  });

  it('requires an API key', async () => {
    const response = await fetch(`${server.url}/rest/v1/enums?select=*`);
    expect(response.status).toBe(401);
    const anonOnly = server.client('not-a-key');
    expect((await anonOnly.from('enums').select('*')).status).toBe(401);
  });
});
