import { Hono } from 'hono';
import type { Database } from '../../db/database.js';
import { adminErrorResponse } from './admin-error.js';
import type { Authenticate } from './console-caller.js';
import { credentialsRoutes } from './credentials-routes.js';
import type { GoTrueSource } from './gotrue-admin.js';
import { usersRoutes } from './users-routes.js';

// /api/admin: the console's operations that a table write under RLS cannot do (accounts through
// GoTrue, ingest secrets). Each route checks its caller itself (console-caller.ts).

export interface AdminRoutesOptions {
  readonly db: Database;
  readonly authenticate: Authenticate;
  /** Where account changes go: our own auth service, or the hosted project's. */
  readonly goTrue: GoTrueSource;
  /** The watched folder's root as the ingestion resolved it (null: the folder receiver is off). */
  readonly ingestDir: () => string | null;
}

export function adminRoutes(options: AdminRoutesOptions): Hono {
  const app = new Hono();
  app.onError((error, c) => adminErrorResponse(c, error));
  app.route('/users', usersRoutes(options));
  app.route('/stations', credentialsRoutes(options));
  return app;
}
