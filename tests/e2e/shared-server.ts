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
  // Vitest numbers its workers from 1 up to the number it runs at once.
  const worker = Number(process.env.VITEST_POOL_ID ?? 1);
  return servers[(worker - 1) % servers.length];
}
