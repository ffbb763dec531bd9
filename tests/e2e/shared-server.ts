// The shared server of the worker running this test file (global-setup.ts starts one per
// worker): files that run at the same time then never share a database.
import { inject } from 'vitest';

export interface SharedServer {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
}

export function sharedServer(): SharedServer {
  const servers = inject('sharedServers');
  // Vitest numbers the workers it runs at once from 1; no two running workers share a number.
  const worker = Number(process.env.VITEST_POOL_ID ?? 1);
  const server = servers[worker - 1];
  if (!server) {
    throw new Error(
      `e2e worker ${worker} has no shared server: the global setup started ${servers.length}`,
    );
  }
  return server;
}
