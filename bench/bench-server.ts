import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startServer, type RunningServer, type StartServerOptions } from '../server/server';

// A throw-away server for a benchmark run: PGlite in a temp dir, or a fresh PostgreSQL database
// when DATABASE_URL is set.

export async function startBenchServer(
  options: StartServerOptions = {},
): Promise<RunningServer & { dispose(): Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'greenwatch-bench-'));
  let databaseUrl: string | undefined;
  let dropDatabase = async () => undefined as void;
  if (process.env.DATABASE_URL) {
    const name = `gw_bench_${process.pid}`;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const cleanup = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    };
  }
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl,
    seed: 'minimal',
    simulatorIntervalMs: false,
    quiet: true,
    ...options,
  });
  return {
    ...server,
    async dispose() {
      await server.close();
      await dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}

export async function timeEach(count: number, run: () => Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < Math.min(5, count); i++) await run(); // warm-up
  const samples: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  return samples;
}

export function report(name: string, samples: number[], floor: number[]): void {
  const f = (n: number) => n.toFixed(1).padStart(8);
  console.log(
    `${name.padEnd(44)} p50 ${f(percentile(samples, 50))} ms  p95 ${f(percentile(samples, 95))} ms` +
      `   | floor (select 1) p50 ${f(percentile(floor, 50))} ms  p95 ${f(percentile(floor, 95))} ms  (n=${samples.length})`,
  );
}
