import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { DEMO_PASSWORD } from '../server/seed/demo-catalog';
import { report, startBenchServer, timeEach } from './bench-server';
import { insertLoadStations } from './load-stations';

// Prints p50/p95 for GET /api/customers/ at 1,000 stations × 10 parameters, for the
// notifications select of spec §7, and for realtime insert-to-client delivery, each beside a
// floor measured in the same run: a bare `select 1` round trip through the same server
// (GET /api/health). Run: npx tsx bench/run.ts  (DATABASE_URL=… for PostgreSQL).

const STATIONS = 1000;
const PARAMETERS = 10;

const server = await startBenchServer();
try {
  console.log(`GreenWatch benchmarks on ${server.db.kind} (${server.url})\n`);
  await insertLoadStations(server.db, STATIONS, PARAMETERS);
  const client = (): SupabaseClient =>
    createClient(server.url, server.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as never },
    });
  const admin = client();
  await admin.auth.signInWithPassword({ email: 'admin@greenwatch.demo', password: DEMO_PASSWORD });
  const adminToken = (await admin.auth.getSession()).data.session!.access_token;
  const user = client();
  await user.auth.signInWithPassword({ email: 'user@greenwatch.demo', password: DEMO_PASSWORD });
  const customerId = (await user.auth.getUser()).data.user!.user_metadata.customer_id as number;
  await server.db.query(
    `insert into public.notification (customer_id, title, content, type, created_at)
     select $1, 'Thông báo ' || n, 'Nội dung', 'info', now() - make_interval(mins => n)
     from generate_series(1, 2000) n`,
    [customerId],
  );

  const floor = await timeEach(200, async () => (await fetch(`${server.url}/api/health`)).text());

  const customers = await timeEach(30, async () => {
    const response = await fetch(`${server.url}/api/customers/`, {
      headers: { Authorization: `Bearer ${adminToken}` },
    });
    const body = (await response.json()) as { station: unknown[] }[];
    if (body.reduce((n, c) => n + c.station.length, 0) < STATIONS)
      throw new Error('missing stations');
  });
  report(`/api/customers/ (${STATIONS} stations × ${PARAMETERS} parameters)`, customers, floor);

  const notifications = await timeEach(200, async () => {
    const { data, error } = await user
      .from('notification')
      .select('*')
      .eq('customer_id', customerId)
      .order('created_at', { ascending: false })
      .limit(100);
    if (error || data.length !== 100) throw new Error(error?.message ?? 'short page');
  });
  report('notifications select (newest 100 of 2,000+)', notifications, floor);

  let resolveDelivery: (() => void) | undefined;
  await new Promise<void>((resolve, reject) => {
    user
      .channel('bench')
      .on(
        'postgres_changes',
        {
          event: 'INSERT',
          schema: 'public',
          table: 'notification',
          filter: `customer_id=eq.${customerId}`,
        },
        () => resolveDelivery?.(),
      )
      .subscribe((status) => {
        if (status === 'SUBSCRIBED') resolve();
        else if (status !== 'CLOSED') reject(new Error(status));
      });
  });
  const realtime = await timeEach(50, async () => {
    const delivered = new Promise<void>((resolve) => (resolveDelivery = resolve));
    await server.db.query(
      `insert into public.notification (customer_id, title, content, type) values ($1, 'Đo độ trễ', '', 'info')`,
      [customerId],
    );
    await delivered;
  });
  report('realtime insert → client callback', realtime, floor);
  await user.removeAllChannels();
} finally {
  await server.dispose();
}
