import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { DEMO_PASSWORD } from '../server/seed/demo-catalog';
import { report, startBenchServer } from './bench-server';
import { openFloodSocket, startChangeWriter } from './realtime-flood-load';

// What one anonymous socket at its channel limit does to everyone else (issue: 100 busy channels
// pushed other requests' p95 over 1.3 s; the target is under 300 ms). Prints p50/p95 of
// GET /api/health and of a signed-in REST select while changes flow, with the flood socket and
// without it, beside the floor of the same run (GET /api/health with nothing going on). PGlite,
// then PostgreSQL when DATABASE_URL is set; loopback only, under a minute per database.
// Run: npm run bench:realtime  (DATABASE_URL=… adds the PostgreSQL run).

const CHANNELS = 100;
const CHANGES_PER_SECOND = 20;
const PHASE_MS = 6000;
const PAUSE_MS = 10;

/** Runs `request` one after another, with a short pause, for `ms`; returns each duration. */
async function timeFor(ms: number, request: () => Promise<unknown>): Promise<number[]> {
  const samples: number[] = [];
  const end = performance.now() + ms;
  while (performance.now() < end) {
    const started = performance.now();
    await request();
    samples.push(performance.now() - started);
    await new Promise((r) => setTimeout(r, PAUSE_MS));
  }
  return samples;
}

async function measure(label: string): Promise<void> {
  const server = await startBenchServer();
  try {
    console.log(
      `\n${label}: ${CHANNELS} channels on one anonymous socket, ${CHANGES_PER_SECOND} changes/s, ${PHASE_MS / 1000} s per line`,
    );
    const user = createClient(server.url, server.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as never },
    });
    await user.auth.signInWithPassword({ email: 'user@greenwatch.demo', password: DEMO_PASSWORD });
    const customerId = (await user.auth.getUser()).data.user!.user_metadata.customer_id as number;
    const health = () =>
      timeFor(PHASE_MS, async () => (await fetch(`${server.url}/api/health`)).text());
    const select = () =>
      timeFor(PHASE_MS, async () => {
        const { error } = await user.from('notification').select('*').limit(20);
        if (error) throw new Error(error.message);
      });

    const floor = await health();
    report('GET /api/health, idle', floor, floor);

    const writer = startChangeWriter(server.db, customerId, CHANGES_PER_SECOND);
    report('GET /api/health, changes, no flood', await health(), floor);
    report('REST select, changes, no flood', await select(), floor);

    const flood = await openFloodSocket(server.url, server.anonKey, CHANNELS);
    report('GET /api/health, changes + flood', await health(), floor);
    report('REST select, changes + flood', await select(), floor);
    const changes = await writer.stop();
    await new Promise((r) => setTimeout(r, 500));
    console.log(`  ${changes} changes written; the flood socket received ${flood.pushes()} pushes`);
    flood.close();
  } finally {
    await server.dispose();
  }
}

const postgresUrl = process.env.DATABASE_URL;
delete process.env.DATABASE_URL;
await measure('PGlite');
if (postgresUrl) {
  process.env.DATABASE_URL = postgresUrl;
  await measure('PostgreSQL');
}
