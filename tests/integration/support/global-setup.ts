// One migrated and seeded database for the whole integration run, copied for each test file:
// applying every migration and the minimal seed takes seconds, copying takes a fraction of one.
// On PGlite the template is a data directory; on PostgreSQL (DATABASE_URL) a database that
// `create database … template` clones. A file that asks for another seed, its own data
// directory or its own database starts from nothing as before (support/test-server.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServer } from '../../../server/server';
import { freshPostgresDatabase } from './postgres';
import { TEST_PASSWORD_HASH_ROUNDS } from './test-password-hashing';

export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'greenwatch-it-template-'));
  const postgres = process.env.DATABASE_URL
    ? await freshPostgresDatabase(process.env.DATABASE_URL)
    : undefined;
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    seed: 'minimal',
    simulatorIntervalMs: false,
    statusIntervalMs: false,
    ingestDir: false,
    quiet: true,
    passwordHashRounds: TEST_PASSWORD_HASH_ROUNDS,
    dataDir,
    databaseUrl: postgres?.url,
  });
  await server.close();
  project.provide('databaseTemplate', postgres ? { database: postgres.name } : { dataDir });
  return async () => {
    await postgres?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
