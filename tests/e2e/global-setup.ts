// One server for the whole e2e run (starting PGlite, migrations and seed takes seconds); test
// files reach it through inject('serverUrl').
import type { TestProject } from 'vitest/node';
import { startTestServer } from './harness';

declare module 'vitest' {
  export interface ProvidedContext {
    serverUrl: string;
    anonKey: string;
    serviceRoleKey: string;
  }
}

export default async function setup(project: TestProject) {
  const server = await startTestServer();
  project.provide('serverUrl', server.url);
  project.provide('anonKey', server.anonKey);
  project.provide('serviceRoleKey', server.serviceRoleKey);
  return async () => {
    await server.close();
  };
}
