import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server';

// Issue 16, the console's plan screen (/plans-admin) through supabase-js as the platform admin
// (supabase/migrations/20261126000200_console_writes.sql): a plan customers subscribed to is
// kept with a Vietnamese reason (409, 23503), the subscription history with it; a renewal the
// console writes is what the customer's plan card then reads.

const PLAN_REFUSED =
  'Gói dịch vụ đã có khách hàng đăng ký: không thể xóa, để lịch sử đăng ký được giữ nguyên.';
/** The plan card's read (src/features/account/subscription-state.ts, spec §7). */
const PLAN_CARD_COLUMNS =
  'customer_id, status, end_date, is_first_year, plan(id, name, price, duration, is_first_year)';

let server: TestServer;
let admin: SupabaseClient;
let user: SupabaseClient;
let customerId: number;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signedIn('admin@greenwatch.demo');
  user = await server.signedIn('user@greenwatch.demo');
  const [row] = await server.db.query<{ id: number }>(
    `select customer_id as id from public.app_user
     where user_id = (select id from auth.users where email = 'user@greenwatch.demo')`,
  );
  customerId = row!.id;
});
afterAll(async () => {
  await server?.stop();
});

async function planCard(client: SupabaseClient) {
  const { data, error } = await client
    .from('subscription')
    .select(PLAN_CARD_COLUMNS)
    .eq('customer_id', customerId)
    .eq('status', 'active')
    .order('end_date', { ascending: false })
    .limit(1);
  expect(error).toBeNull();
  return (data as unknown as { end_date: string; plan: { name: string } }[])[0];
}

describe('the platform admin on the plan screen', () => {
  it('renews a subscription, and the customer’s plan card reads the renewal', async () => {
    const plan = await admin
      .from('plan')
      .insert({ name: 'Gói Gia hạn thử', price: 9_000_000, duration: 12, is_first_year: false })
      .select('id')
      .single();
    expect(plan.error).toBeNull();
    const before = await planCard(user);
    const renewal = await admin
      .from('subscription')
      .insert({
        customer_id: customerId,
        plan_id: plan.data!.id,
        status: 'active',
        start_date: '2099-01-01',
        end_date: '2099-12-31',
        is_first_year: false,
      })
      .select('id');
    expect(renewal.status).toBe(201);
    const after = await planCard(user);
    expect(before!.end_date).not.toBe('2099-12-31');
    expect(after).toMatchObject({ end_date: '2099-12-31', plan: { name: 'Gói Gia hạn thử' } });

    // Ending it early: the card falls back to the subscription before it.
    const ended = await admin
      .from('subscription')
      .update({ status: 'expired', end_date: '2099-01-01' })
      .eq('id', renewal.data![0]!.id)
      .select('id');
    expect(ended.data).toHaveLength(1);
    expect((await planCard(user))!.end_date).toBe(before!.end_date);
  });

  it('is refused a plan customers subscribed to, with the reason, and keeps the history', async () => {
    const [used] = await server.db.query<{ id: number; n: number }>(
      `select p.id, count(s.id)::int as n from public.plan p
       join public.subscription s on s.plan_id = p.id group by p.id order by p.id limit 1`,
    );
    const refused = await admin.from('plan').delete().eq('id', used!.id).select('id');
    expect(refused.status).toBe(409);
    expect(refused.error).toMatchObject({ code: '23503', message: PLAN_REFUSED });
    const [kept] = await server.db.query<{ n: number }>(
      'select count(*)::int as n from public.subscription where plan_id = $1',
      [used!.id],
    );
    expect(kept!.n).toBe(used!.n);
  });

  it('deletes a plan nobody subscribed to', async () => {
    const plan = await admin
      .from('plan')
      .insert({ name: 'Gói chưa dùng', price: 0, duration: 1 })
      .select('id')
      .single();
    const removal = await admin.from('plan').delete().eq('id', plan.data!.id).select('id');
    expect(removal.error).toBeNull();
    expect(removal.data).toHaveLength(1);
  });

  it('leaves a user unable to delete any plan', async () => {
    const [used] = await server.db.query<{ id: number }>('select id from public.plan limit 1');
    const removal = await user.from('plan').delete().eq('id', used!.id).select('id');
    expect(removal.data ?? []).toHaveLength(0);
    expect(
      (await server.db.query('select 1 from public.plan where id = $1', [used!.id])).length,
    ).toBe(1);
  });
});
