import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import WebSocket from 'ws';
import type { AuthRateLimitSettings } from '../../../server/compat/auth/rate-limits';
import { DEMO_PASSWORD } from '../../../server/seed/demo-catalog';
import { startServer, type RunningServer, type StartServerOptions } from '../../../server/server';

// Starts the real server for a test file: on embedded PGlite in a fresh temporary DATA_DIR, or,
// when DATABASE_URL is set, on a fresh PostgreSQL database created for this run and dropped after.

export interface TestServer extends RunningServer {
  /** A supabase-js client for this server (no persisted session, no auto refresh). */
  client(key?: string): SupabaseClient;
  /** A client already signed in as one of the demo accounts. */
  signedIn(email: string, password?: string): Promise<SupabaseClient>;
  stop(): Promise<void>;
}

export async function freshPostgresDatabase(
  baseUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `gw_it_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: baseUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/**
 * Auth limits no test reaches by signing in often (all tests come from 127.0.0.1); the
 * rate-limit tests pass `authRateLimits: {}` to run on GoTrue's defaults.
 */
export const RELAXED_AUTH_RATE_LIMITS: Partial<AuthRateLimitSettings> = {
  tokenRefresh: 1_000_000,
  signInSignUps: 1_000_000,
  tokenVerifications: 1_000_000,
  emailSent: 1_000_000,
  smtpMaxFrequencySeconds: 0,
  burst: 1_000_000,
};

/** A server on a fresh database, or on `options.databaseUrl` when given (e.g. to restart). */
export async function startTestServer(options: StartServerOptions = {}): Promise<TestServer> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'greenwatch-it-'));
  const postgres =
    process.env.DATABASE_URL && !options.databaseUrl
      ? await freshPostgresDatabase(process.env.DATABASE_URL)
      : undefined;
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    seed: 'minimal',
    simulatorIntervalMs: false,
    quiet: true,
    authRateLimits: RELAXED_AUTH_RATE_LIMITS,
    ...options,
    dataDir,
    databaseUrl: postgres?.url ?? options.databaseUrl,
  });
  const client = (key = server.anonKey) =>
    createClient(server.url, key, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      realtime: { transport: WebSocket as never },
    });
  return {
    ...server,
    client,
    async signedIn(email, password = DEMO_PASSWORD) {
      const supabase = client();
      const { error } = await supabase.auth.signInWithPassword({ email, password });
      if (error) throw error;
      return supabase;
    },
    async stop() {
      await server.close();
      await postgres?.drop();
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Waits until `check` returns a value (not undefined), polling every 25 ms. */
export async function eventually<T>(check: () => T | undefined, timeoutMs = 5000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = check();
    if (value !== undefined) return value;
    if (Date.now() - started > timeoutMs)
      throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 25));
  }
}
