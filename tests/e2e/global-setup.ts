// One server for the whole e2e run; test files reach it through inject('serverUrl'). Starting
// PGlite, migrations and the seed takes seconds, so it is done once into a template data
// directory: the shared server and every file that starts a server of its own with the minimal
// seed (inject('dataTemplate')) start on a copy of it. One Chromium serves the run too: test files
// connect to it (inject('browserEndpoint'), setup-file.ts) instead of starting their own.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServer } from '../../server/server';
import { launchSharedBrowser, startTestServer, WWW_DIR } from './harness';

declare module 'vitest' {
  export interface ProvidedContext {
    serverUrl: string;
    anonKey: string;
    serviceRoleKey: string;
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
  });
  await server.close();
  return dataDir;
}

export default async function setup(project: TestProject) {
  const template = await seededTemplate();
  const server = await startTestServer({}, template);
  const browser = await launchSharedBrowser();
  project.provide('browserEndpoint', browser.wsEndpoint());
  project.provide('serverUrl', server.url);
  project.provide('anonKey', server.anonKey);
  project.provide('serviceRoleKey', server.serviceRoleKey);
  project.provide('dataTemplate', template);
  return async () => {
    await browser.close();
    await server.close();
    await rm(template, { recursive: true, force: true });
  };
}
