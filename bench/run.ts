import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { DEMO_PASSWORD } from '../server/seed/demo-catalog';
import { percentile, report, startBenchServer, timeEach } from './bench-server';
import { insertLoadStations } from './load-stations';
import { getOnWire } from './wire-request';

// Prints p50/p95 and bytes on the wire (uncompressed and gzip) for GET /api/customers/ (the
// app's compact view and the spec's full one) at 1,000 stations × 10 parameters, for the notifications select of spec §7, and for realtime
// insert-to-client delivery, each beside a floor measured in the same run: a bare `select 1`
// round trip through the same server (GET /api/health).
// Run: npx tsx bench/run.ts  (DATABASE_URL=… for PostgreSQL).

const STATIONS = 1000;
const PARAMETERS = 10;
/** Samples of each HTTP figure and of its floor: a p95 is compared with a p95 of as many. */
const HTTP_SAMPLES = 200;

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

  const floor = await timeEach(HTTP_SAMPLES, () =>
    getOnWire(`${server.url}/api/health`, {}, 'gzip'),
  );

  // The app's request (the compact view) and the spec's default view, as a browser asks (br),
  // as a client that takes gzip only and as one that cannot decompress (identity): bytes on the
  // wire and latency, beside the floor.
  const auth = { Authorization: `Bearer ${adminToken}` };
  for (const [view, encoding] of [
    ['compact', 'br'],
    ['compact', 'gzip'],
    ['compact', 'identity'],
    ['full', 'br'],
    ['full', 'identity'],
  ] as const) {
    // The answer is checked whole once; each timed one (received and decoded, as a browser
    // does before it parses) must be the same text. Parsing it is the client's work.
    const get = () => getOnWire(`${server.url}/api/customers/?view=${view}`, auth, encoding);
    const first = await get();
    const stations = (JSON.parse(first.text) as { station: unknown[] }[]).reduce(
      (n, customer) => n + customer.station.length,
      0,
    );
    if (first.status !== 200 || stations < STATIONS)
      throw new Error(`HTTP ${first.status} or missing stations`);
    // Compared with the checked one after the timing: comparing is not the client's work.
    // Each sample also splits at the last byte received: before it, the server's part and the
    // wire; after it, the client's decompressing and decoding (which the floor has none of).
    const answers: { status: number; text: string }[] = [];
    const received: number[] = [];
    const samples = await timeEach(HTTP_SAMPLES, async () => {
      const started = performance.now();
      const answer = await get();
      received.push(answer.receivedAt - started);
      answers.push(answer);
    });
    const unlike = answers.find((answer) => answer.status !== 200 || answer.text !== first.text);
    if (unlike) {
      const same = [...unlike.text].findIndex((char, at) => char !== first.text[at]);
      throw new Error(
        `HTTP ${unlike.status} or an answer unlike the checked one (from character ${same}: ` +
          `${JSON.stringify(first.text.slice(same - 80, same + 40))} became ` +
          `${JSON.stringify(unlike.text.slice(same - 80, same + 40))})`,
      );
    }
    report(`/api/customers/ ${STATIONS}×${PARAMETERS}, ${view}, ${encoding}`, samples, floor);
    const ratio = percentile(samples, 95) / percentile(floor, 95);
    console.log(
      `${''.padEnd(44)} ${(first.wireBytes / 1024).toFixed(0).padStart(6)} KB on the wire` +
        `   p95 = ${ratio.toFixed(1)}× the floor's p95 (goal ≤ 5×, < 300 KB)`,
    );
    const lastReceived = received.slice(-samples.length); // without the warm-up's
    console.log(
      `${''.padEnd(44)} of which until the last byte arrived: p50 ${percentile(lastReceived, 50).toFixed(1)} ms, ` +
        `p95 ${percentile(lastReceived, 95).toFixed(1)} ms (${(percentile(lastReceived, 95) / percentile(floor, 95)).toFixed(1)}× the floor's p95); ` +
        `the rest is decompressing and decoding`,
    );
    if (view === 'compact' && encoding === 'br') {
      // The app's refresh (src/features/monitoring/monitoring-api.ts): it names the answer it
      // holds, and nothing having changed, the server answers 304 with no body.
      const tag = { ...auth, 'If-None-Match': first.etag! };
      const polls = await timeEach(HTTP_SAMPLES, async () => {
        const answer = await getOnWire(`${server.url}/api/customers/?view=${view}`, tag, encoding);
        if (answer.status !== 304) throw new Error(`HTTP ${answer.status}, not 304`);
      });
      report(`  the app's refresh, unchanged (304)`, polls, floor);
      console.log(
        `${''.padEnd(44)} p95 = ${(percentile(polls, 95) / percentile(floor, 95)).toFixed(1)}× the floor's p95`,
      );
    }
  }

  const notifications = await timeEach(HTTP_SAMPLES, async () => {
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
