// One server for each e2e worker (as many as vitest runs files at once), shared by the files
// that worker runs; a file reaches its worker's through sharedServer() (shared-server.ts).
// Starting PGlite, migrations and the seed takes seconds, so it is done once into a template data
// directory: the shared servers and every file that starts a server of its own with the minimal
// seed (inject('dataTemplate')) start on a copy of it. One Chromium serves the run too: test files
// connect to it (inject('browserEndpoint'), setup-file.ts) instead of starting their own.
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServer } from '../../server/server';
import { TEST_PASSWORD_HASH_ROUNDS } from '../integration/support/test-password-hashing';
import { launchSharedBrowser, startTestServer, WWW_DIR } from './harness';
import type { SharedServer } from './shared-server';

declare module 'vitest' {
  export interface ProvidedContext {
    sharedServers: SharedServer[];
    dataTemplate: string;
    browserEndpoint: string;
  }
}

async function seededTemplate(): Promise<string> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'greenwatch-e2e-template-'));
  const server = await startServer({
    port: 0,
    dataDir,
    wwwDir: WWW_DIR,
    seed: 'minimal',
    simulatorIntervalMs: false,
    statusIntervalMs: false,
    ingestDir: false,
    quiet: true,
    passwordHashRounds: TEST_PASSWORD_HASH_ROUNDS,
  });
  await server.close();
  return dataDir;
}

/** How many files vitest runs at once: --maxWorkers, or by default one less than the cores. */
function workerCount(project: TestProject): number {
  return project.globalConfig.maxWorkers ?? Math.max(availableParallelism() - 1, 1);
}

export default async function setup(project: TestProject) {
  const template = await seededTemplate();
  const [browser, servers] = await Promise.all([
    launchSharedBrowser(),
    Promise.all(Array.from({ length: workerCount(project) }, () => startTestServer({}, template))),
  ]);
  project.provide('browserEndpoint', browser.wsEndpoint());
  project.provide(
    'sharedServers',
    servers.map(({ url, anonKey, serviceRoleKey }) => ({ url, anonKey, serviceRoleKey })),
  );
  project.provide('dataTemplate', template);
  return async () => {
    await browser.close();
    await Promise.all(servers.map((server) => server.close()));
    await rm(template, { recursive: true, force: true });
  };
}
