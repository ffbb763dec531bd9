import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { freshPostgresDatabase } from './support/postgres';

// `npm start`'s entry point as a real process: prints URL and accounts, exits cleanly on
// SIGTERM/SIGINT, and a restart on the same data loses nothing it acknowledged.

const dataDir = mkdtempSync(join(tmpdir(), 'greenwatch-process-'));
let databaseUrl: string | undefined;
let dropDatabase: (() => Promise<void>) | undefined;

beforeAll(async () => {
  if (process.env.DATABASE_URL) {
    const database = await freshPostgresDatabase(process.env.DATABASE_URL);
    databaseUrl = database.url;
    dropDatabase = database.drop;
  }
});
afterAll(async () => {
  await dropDatabase?.();
  rmSync(dataDir, { recursive: true, force: true });
});

interface Started {
  child: ChildProcess;
  url: string;
  output: () => string;
}

function start(): Promise<Started> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED: 'minimal',
    SIMULATOR_INTERVAL_MS: '0',
    // The build is not what this test is about (web-build.test.ts covers when it runs).
    SKIP_WEB_BUILD: '1',
  };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no start within 90 s:\n${output}`)), 90_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /GreenWatch is running at (http:\/\/\S+)/.exec(output);
      if (match && output.includes('user2@greenwatch.demo')) {
        clearTimeout(timer);
        resolve({ child, url: match[1]!, output: () => output });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`exited with ${code}:\n${output}`)));
  });
}

function stop(started: Started, signal: NodeJS.Signals): Promise<number | null> {
  return new Promise((resolve) => {
    started.child.once('exit', (code) => resolve(code));
    started.child.kill(signal);
  });
}

async function signIn(url: string) {
  const config = (await (await fetch(`${url}/config.json`)).json()) as { supabaseAnonKey: string };
  const supabase = createClient(url, config.supabaseAnonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });
  const { error } = await supabase.auth.signInWithPassword({
    email: 'user@greenwatch.demo',
    password: 'GreenWatch@2026',
  });
  if (error) throw error;
  return supabase;
}

describe('the server process', () => {
  it('survives SIGTERM and SIGINT restarts without losing acknowledged writes', async () => {
    const first = await start();
    expect(first.output()).toContain('admin@greenwatch.demo');
    expect(first.output()).toContain('GreenWatch@2026');
    const supabase = await signIn(first.url);
    const { data: target } = await supabase
      .from('notification')
      .select('id')
      .eq('is_read', false)
      .limit(1)
      .single();
    const marked = await supabase
      .from('notification')
      .update({ is_read: true })
      .eq('id', target!.id)
      .select();
    expect(marked.data).toHaveLength(1);
    await supabase.auth.updateUser({ data: { full_name: 'Đã lưu bền vững' } });
    const customers = (await supabase.from('customer').select('id')).data!.length;
    expect(await stop(first, 'SIGTERM')).toBe(0);

    const second = await start();
    const again = await signIn(second.url);
    const { data: after } = await again
      .from('notification')
      .select('is_read')
      .eq('id', target!.id)
      .single();
    expect(after!.is_read).toBe(true);
    expect((await again.auth.getUser()).data.user!.user_metadata.full_name).toBe('Đã lưu bền vững');
    expect((await again.from('customer').select('id')).data!.length).toBe(customers);
    const enumCount = (await again.from('enums').select('id', { count: 'exact', head: true }))
      .count;
    expect(enumCount).toBeGreaterThan(0);
    expect(second.output()).not.toContain('seeded demo customers');
    expect(await stop(second, 'SIGINT')).toBe(0);
  }, 240_000);
});
