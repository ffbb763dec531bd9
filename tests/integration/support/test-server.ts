import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { inject } from 'vitest';
import WebSocket from 'ws';
import { DEMO_PASSWORD } from '../../../server/seed/demo-catalog';
import { startServer, type RunningServer, type StartServerOptions } from '../../../server/server';
import { freshPostgresDatabase } from './postgres';
import { RELAXED_AUTH_RATE_LIMITS } from './relaxed-auth-limits';
import { TEST_PASSWORD_HASH_ROUNDS } from './test-password-hashing';

// Starts the real server for a test file: on embedded PGlite in a fresh temporary DATA_DIR, or,
// when DATABASE_URL is set, on a fresh PostgreSQL database created for this run and dropped after.

/** The run's migrated and seeded database (global-setup.ts): PGlite's data directory, or a
 * PostgreSQL database to clone. */
export interface DatabaseTemplate {
  dataDir?: string;
  database?: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: DatabaseTemplate;
  }
}

export interface TestServer extends RunningServer {
  /** A supabase-js client for this server (no persisted session, no auto refresh). */
  client(key?: string): SupabaseClient;
  /** A client already signed in as one of the demo accounts. */
  signedIn(email: string, password?: string): Promise<SupabaseClient>;
  stop(): Promise<void>;
}

/** A server on a fresh database, or on `options.databaseUrl` when given (e.g. to restart). */
export async function startTestServer(options: StartServerOptions = {}): Promise<TestServer> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'greenwatch-it-'));
  // The run's migrated and seeded template (global-setup.ts), for a file that wants the usual
  // minimal seed in a database of its own.
  const template =
    (options.seed ?? 'minimal') === 'minimal' && !options.dataDir && !options.databaseUrl
      ? inject('databaseTemplate')
      : undefined;
  if (template?.dataDir && !process.env.DATABASE_URL) {
    cpSync(template.dataDir, dataDir, { recursive: true });
  }
  const postgres =
    process.env.DATABASE_URL && !options.databaseUrl
      ? await freshPostgresDatabase(process.env.DATABASE_URL, template?.database)
      : undefined;
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    seed: 'minimal',
    simulatorIntervalMs: false,
    quiet: true,
    authRateLimits: RELAXED_AUTH_RATE_LIMITS,
    passwordHashRounds: TEST_PASSWORD_HASH_ROUNDS,
    // The deadline reminder follows the real calendar: tests run it with their own clock.
    declarationReminder: { intervalMs: false },
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
