import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { demoSecrets } from '../server/ingest/demo-credentials';
import { DEMO_PASSWORD } from '../server/seed/demo-catalog';
import { startFakeZaloOa } from '../tests/integration/support/fake-zalo-oa';
import { percentile, startBenchServer } from './bench-server';

// Alert latency (issue 17), p50/p95 over 50 files: from posting a data file to /api/ingest to
//  - the file accepted (the ingest answer: the floor, measured in the same run),
//  - the bell: the notification reaching a signed-in user's supabase-js realtime subscription,
//  - the Zalo OA message arriving at a local fake of Zalo's OA API (the delivery worker, woken
//    by the notification's NOTIFY, sending to the follower).
// Files alternate above and within the COD limit with the cool-down at 0, so each raises one
// alert. Run: npm run bench:alerts  (DATABASE_URL=… for PostgreSQL).

const FILES = 50;
const WARM_UP = 5;
const STATION = 'PL-NT01';
const OA_USER = '7700000000000000001';
const OA = { appId: '4242', appSecret: 'bench-secret', accessToken: 'oa-a', refreshToken: 'oa-r' };

/** YYYYMMDDhhmmss in Vietnam time. */
const loggerStamp = (date: Date) =>
  new Date(date.getTime() + 7 * 3_600_000).toISOString().replace(/\D/g, '').slice(0, 14);

let onOa: (() => void) | undefined;
const ARRIVAL_TIMEOUT_MS = 30_000;

/** When the next `what` arrives; an error rather than a hang when it never does. */
function arrival(what: string, listen: (resolve: () => void) => void): Promise<number> {
  return new Promise<number>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no ${what} within ${ARRIVAL_TIMEOUT_MS} ms`)),
      ARRIVAL_TIMEOUT_MS,
    );
    listen(() => {
      clearTimeout(timer);
      resolve(performance.now());
    });
  });
}
const fake = await startFakeZaloOa({
  ...OA,
  followers: [OA_USER],
  onOaMessage: () => onOa?.(),
});
Object.assign(process.env, {
  ZALO_OA_API_URL: fake.url,
  ZALO_ZNS_API_URL: fake.url,
  ZALO_APP_ID: OA.appId,
  ZALO_APP_SECRET: OA.appSecret,
});
const server = await startBenchServer({ notifyCooldownMinutes: 0, escalationIntervalMs: false });
try {
  console.log(`GreenWatch alert latency on ${server.db.kind} (${server.url})\n`);
  await server.db.query(
    `update public.app_user set zalo_user_id = $2, zalo_oa_user_id = $2
     where user_id = (select id from auth.users where email = $1)`,
    ['user@greenwatch.demo', OA_USER],
  );
  await server.db.query(
    `insert into public.alert_channel_preference (user_id, zalo_oa)
     select id, true from auth.users where email = $1`,
    ['user@greenwatch.demo'],
  );
  await server.db.query(
    `insert into public.customer_zalo_setting (customer_id, oa_id, access_token, refresh_token)
     select customer_id, '1029384756', $2, $3 from public.station where code = $1`,
    [STATION, OA.accessToken, OA.refreshToken],
  );
  const user = createClient(server.url, server.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });
  await user.auth.signInWithPassword({ email: 'user@greenwatch.demo', password: DEMO_PASSWORD });
  let onBell: (() => void) | undefined;
  await new Promise<void>((resolve, reject) => {
    user
      .channel('bench-alert-latency')
      .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'notification' }, () =>
        onBell?.(),
      )
      .subscribe((status) => {
        if (status === 'SUBSCRIBED') resolve();
        else if (status !== 'CLOSED') reject(new Error(status));
      });
  });

  const [{ before }] = await server.db.query<{ before: number }>(
    'select coalesce(max(id), 0)::int as before from public.notification',
  );
  const token = demoSecrets(STATION).httpToken;
  const firstTime = Date.now() - 15 * 60_000;
  const samples = { ingest: [] as number[], bell: [] as number[], oa: [] as number[] };
  for (let file = 0; file < WARM_UP + FILES; file++) {
    const stamp = loggerStamp(new Date(firstTime + file * 5_000));
    const cod = file % 2 === 0 ? '180' : '60';
    // Each file raises exactly one alert (escalation is off), so the first arrival is its own.
    const bell = arrival('bell', (resolve) => (onBell = resolve));
    const oa = arrival('Zalo OA message', (resolve) => (onOa = resolve));
    const started = performance.now();
    const response = await fetch(`${server.url}/api/ingest?file=${STATION}_${stamp}.txt`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', authorization: `Bearer ${token}` },
      body: `COD\t${cod}\tmg/L\t${stamp}\t00`,
    });
    if (!response.ok) throw new Error(`ingest answered ${response.status}`);
    await response.text();
    const accepted = performance.now();
    const [bellAt, oaAt] = await Promise.all([bell, oa]);
    if (file < WARM_UP) continue;
    samples.ingest.push(accepted - started);
    samples.bell.push(bellAt - started);
    samples.oa.push(oaAt - started);
  }
  // One alert per file and nothing else: otherwise an arrival could be another file's.
  const [{ count }] = await server.db.query<{ count: number }>(
    'select count(*)::int as count from public.notification where id > $1',
    [before],
  );
  if (count !== WARM_UP + FILES || fake.oaMessages.length !== WARM_UP + FILES)
    throw new Error(
      `${count} alerts and ${fake.oaMessages.length} OA messages for ${WARM_UP + FILES} files`,
    );
  const line = (name: string, values: number[]) => {
    const p50 = percentile(values, 50);
    const p95 = percentile(values, 95);
    const floor50 = percentile(samples.ingest, 50);
    console.log(
      `${name.padEnd(36)} p50 ${p50.toFixed(1).padStart(7)} ms  p95 ${p95.toFixed(1).padStart(7)} ms` +
        `  (${(p50 / floor50).toFixed(1)}× the ingest p50, n=${values.length})`,
    );
  };
  line('file posted → accepted (ingest only)', samples.ingest);
  line('file posted → bell over realtime', samples.bell);
  line('file posted → fake Zalo OA received', samples.oa);
  await user.removeAllChannels();
} finally {
  await server.dispose();
  await fake.close();
}
