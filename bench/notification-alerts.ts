import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { demoSecrets } from '../server/ingest/demo-credentials';
import { DEMO_PASSWORD } from '../server/seed/demo-catalog';
import { report, startBenchServer, timeEach } from './bench-server';

// Prints p50/p95 of the alert path end to end: a data file posted to /api/ingest → status
// event → notification row → realtime → the supabase-js callback of a signed-in user of the
// station's customer (what the bell listens to). Files alternate above and within the COD limit
// with the cool-down at 0, so every file raises one alert (exceed, then recovery). Beside it, the
// same run's floor: a bare `select 1` round trip (GET /api/health).
// Run: npx tsx bench/notification-alerts.ts  (DATABASE_URL=… for PostgreSQL).

const ALERTS = 60;
const STATION = 'PL-NT01';

/** YYYYMMDDhhmmss in Vietnam time. */
const loggerStamp = (date: Date) =>
  new Date(date.getTime() + 7 * 3_600_000).toISOString().replace(/\D/g, '').slice(0, 14);

const server = await startBenchServer({ notifyCooldownMinutes: 0 });
try {
  console.log(`GreenWatch alert latency on ${server.db.kind} (${server.url})\n`);
  const user = createClient(server.url, server.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });
  await user.auth.signInWithPassword({ email: 'user@greenwatch.demo', password: DEMO_PASSWORD });
  const customerId = (await user.auth.getUser()).data.user!.user_metadata.customer_id as number;

  let resolveDelivery: ((title: string) => void) | undefined;
  await new Promise<void>((resolve, reject) => {
    user
      .channel('bench-alerts')
      .on(
        'postgres_changes',
        {
          event: 'INSERT',
          schema: 'public',
          table: 'notification',
          filter: `customer_id=eq.${customerId}`,
        },
        (payload) => resolveDelivery?.(String(payload.new.title)),
      )
      .subscribe((status) => {
        if (status === 'SUBSCRIBED') resolve();
        else if (status !== 'CLOSED') reject(new Error(status));
      });
  });

  const token = demoSecrets(STATION).httpToken;
  // One file every 5 s of data time, ending shortly before now (all inside the signal window).
  const firstTime = Date.now() - 15 * 60_000;
  let file = 0;
  const floor = await timeEach(200, async () => (await fetch(`${server.url}/api/health`)).text());
  const alerts = await timeEach(ALERTS, async () => {
    const stamp = loggerStamp(new Date(firstTime + file * 5_000));
    const cod = file % 2 === 0 ? '180' : '60';
    file += 1;
    const delivered = new Promise<string>((resolve) => (resolveDelivery = resolve));
    const response = await fetch(`${server.url}/api/ingest?file=${STATION}_${stamp}.txt`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', authorization: `Bearer ${token}` },
      body: `COD\t${cod}\tmg/L\t${stamp}\t00`,
    });
    if (!response.ok) throw new Error(`ingest answered ${response.status}`);
    const title = await delivered;
    if (!title.includes('COD')) throw new Error(`unexpected alert "${title}"`);
  });
  report(`ingest → alert at the client (${ALERTS} alerts)`, alerts, floor);
  await user.removeAllChannels();
} finally {
  await server.dispose();
}
