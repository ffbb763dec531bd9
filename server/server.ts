import type { AddressInfo } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getRequestListener } from '@hono/node-server';
import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { startAlertNotifier, type AlertNotifier } from './alerts/alert-notifier.js';
import { apiRoutes } from './api/api-routes.js';
import { embeddedSessions, hostedSessions } from './api/zalo/session-issuer.js';
import { zaloSignInRoutes } from './api/zalo-sign-in.js';
import { requireApiKey } from './compat/api-key.js';
import { authRoutes } from './compat/auth/auth-routes.js';
import { passwordsAt } from './compat/auth/passwords.js';
import { AuthRateLimits, type AuthRateLimitSettings } from './compat/auth/rate-limits.js';
import type { CompatContext } from './compat/context.js';
import type { RealtimeLimits } from './compat/realtime/realtime-limits.js';
import { RealtimeServer } from './compat/realtime/realtime-server.js';
import { restRoutes } from './compat/rest/rest-routes.js';
import { SchemaCache } from './compat/rest/schema-cache.js';
import {
  databaseUnavailableResponse,
  retryAfterOnUnavailable,
} from './database-unavailable-response.js';
import type { DatabaseLimits } from './db/database-limits.js';
import { DatabaseUnavailableError } from './db/database-unavailable.js';
import { openDatabase, type Database } from './db/database.js';
import { migrate } from './db/migrate.js';
import {
  startPartitionMaintenance,
  type PartitionMaintenance,
  type PartitionSettings,
} from './db/partition-maintenance.js';
import { startSnapshotKeeper, type SnapshotKeeper } from './evidence/snapshot-keeper.js';
import {
  reminderDaysFrom,
  startDeclarationReminder,
  type DeclarationReminder,
} from './fee-declarations/declaration-reminder.js';
import {
  DEMO_AUTHORITY,
  demoAuthorityPortFrom,
  forwardSettingsFromEnv,
  startDemoAuthority,
  startForwardWorker,
} from './forwarding/index.js';
import { hostedProject, keySetUnavailableResponse } from './hosted-project.js';
import {
  bellChannel,
  mailChannel,
  startIncidentEscalation,
  zaloIncidentChannels,
  type IncidentEscalation,
} from './incidents/index.js';
import { createIngestion, type Ingestion } from './ingest/ingestion.js';
import { checkedSecret, JwtKeys, KeySetUnavailableError, loadJwtSecret } from './jwt-keys.js';
import { loadSigningKeys } from './jwt-signing-keys.js';
import { devMailRoutes } from './mail/dev-mail-routes.js';
import { databaseOutbox, memoryOutbox, smtpMailer, type Mailer } from './mail/mailer.js';
import { outboxKeyFor } from './mail/outbox-key.js';
import { startZaloDeliveryWorker, zaloSender } from './notify/zalo/index.js';
import { seed, type SeedLevel } from './seed/seed.js';
import { startSimulator, type Simulator } from './seed/simulator.js';
import { DEMO_CAMERA_PATH, demoCameraRoutes } from './web/demo-camera.js';
import { listen, type TlsCredentials } from './web/listen.js';
import type { PublicConfig } from './web/public-config.js';
import { serveWebApp } from './web/serve-web-app.js';

// One Node process: the Supabase-compatible subset (auth, rest, realtime; embedded mode), the
// product API, the dev outbox and the built web app, on one port (DESIGN.md §1).

/** Requests whose body no handler reads. */
const BODYLESS_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface StartServerOptions {
  /** 0 picks a free port. Default 3000. */
  port?: number;
  host?: string;
  /** A certificate: HTTPS with HTTP/2 (and HTTP/1.1 for older clients) instead of plain HTTP. */
  tls?: TlsCredentials;
  /** Where PGlite and the generated JWT secret live. Default `.data`. */
  dataDir?: string;
  /** PostgreSQL instead of PGlite. */
  databaseUrl?: string;
  /**
   * An already open database to run on instead of opening one (close() leaves it open): two
   * servers of one process on one PGlite, as the compat-off tests run our own auth beside.
   */
  sharedDatabase?: Database;
  /** Database waits and timeouts; undefined ones: env DATABASE_* (server/db/database-limits.ts). */
  database?: Partial<DatabaseLimits>;
  /**
   * HS256 secret of the legacy API keys (embedded: else generated into dataDir). With compat
   * off, optional: a hosted project's legacy JWT secret, to accept its HS256 tokens too.
   */
  jwtSecret?: string;
  /** Embedded: ES256 signing keys as a JSON array of JWKs; else generated into dataDir. */
  jwtSigningKeys?: string;
  smtpUrl?: string;
  wwwDir?: string;
  seed?: SeedLevel;
  /**
   * With seed 'demo': the simulated provincial department (DEMO_AUTHORITY_PORT) and the demo
   * station files sent to it; false: neither.
   */
  demoAuthority?: false;
  /** Live demo data every N ms; false turns the simulator off. Default 5000 with seed 'demo'. */
  simulatorIntervalMs?: number | false;
  /** FTP receiver port (0 = any free port); undefined: env FTP_PORT, else FTP off. */
  ftpPort?: number | false;
  /** Watched folder; undefined: env INGEST_DIR, else `<dataDir>/ingest`; false: off. */
  ingestDir?: string | false;
  /** Station status re-evaluation period; undefined: env STATUS_INTERVAL_MS or 60000. */
  statusIntervalMs?: number | false;
  /** Alert de-duplication cool-down; undefined: env NOTIFY_COOLDOWN_MINUTES or 30. */
  notifyCooldownMinutes?: number;
  /** Incident escalation sweep period (server/incidents); false: off (tests sweep). Default 30000. */
  escalationIntervalMs?: number | false;
  /**
   * The reminder before each quarterly fee-declaration deadline (server/fee-declarations):
   * days ahead (undefined: env FEE_DECLARATION_REMINDER_DAYS or 10) and check period (default
   * hourly; false: off, tests call runOnce).
   */
  declarationReminder?: { daysBefore?: number; intervalMs?: number | false };
  /** The escalation sweep's clock (e2e tests move it past a level's delay); default the real one. */
  escalationClock?: () => Date;
  /** Camera snapshot sweep period (server/evidence); false: off (tests sweep). Default 15000. */
  snapshotIntervalMs?: number | false;
  /** The Zalo OA / ZNS alert delivery worker (server/notify/zalo); false: off (tests run their own). */
  zaloDeliveries?: false;
  /**
   * The worker forwarding station files to the authority (server/forwarding); false: off (tests
   * run their own). Undefined: on unless env AUTHORITY_FORWARDING=off.
   */
  authorityForwarding?: false;
  quiet?: boolean;
  /**
   * true (default): serve /auth/v1, /rest/v1, /realtime/v1 ourselves and apply the embedded SQL.
   * false: production next to a real Supabase project (only the product API and the web app),
   * which needs supabaseUrl and supabaseAnonKey; tokens are checked with the project's JWKS.
   */
  compat?: boolean;
  /** With compat off: the hosted project's URL and anon key (handed to the client too). */
  supabaseUrl?: string;
  supabaseAnonKey?: string;
  /**
   * With compat off: the hosted project's service-role key, with which Zalo sign-in has the
   * project issue sessions; without it those routes answer 503 (api/zalo/session-issuer.ts).
   */
  supabaseServiceRoleKey?: string;
  accessTokenSeconds?: number;
  /** GoTrue's auth rate limits; unset ones take GoTrue's defaults (compat/auth/rate-limits.ts). */
  authRateLimits?: Partial<AuthRateLimitSettings>;
  /**
   * bcrypt's cost for account passwords (4–31; default PASSWORD_HASH_ROUNDS, 10). Deliberately not
   * read from the environment: only the test servers lower it.
   */
  passwordHashRounds?: number;
  /** Reverse proxies in front whose X-Forwarded-For names the client; default 0 (the socket). */
  trustedProxies?: number;
  /** Secret of the operator link to the outbox; default derived from the JWT secret. */
  outboxKey?: string;
  /** Realtime limits; unset ones take Supabase Realtime's defaults (compat/realtime/realtime-limits.ts). */
  realtime?: Partial<RealtimeLimits>;
  /** Monthly partitions and raw retention; unset ones: env MEASUREMENT_* (db/partition-maintenance.ts). */
  measurementPartitions?: Partial<PartitionSettings>;
}

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  db: Database;
  keys: JwtKeys;
  mailer: Mailer;
  anonKey: string;
  serviceRoleKey: string;
  /** The operator link to the outbox (/dev/mail?key=…), in embedded mode. */
  outboxUrl?: string;
  simulator?: Simulator;
  /** Station data receivers, status timer and status events (server/ingest, server/alerts). */
  ingestion: Ingestion;
  /** Notifications and e-mails from status events (server/alerts). */
  alerts: AlertNotifier;
  /** Escalation of unacknowledged incidents (server/incidents). */
  incidents: IncidentEscalation;
  /** Fee-declaration deadline reminders (server/fee-declarations). */
  declarationReminder: DeclarationReminder;
  snapshots: SnapshotKeeper;
  /** Monthly partitions of the measurements (server/db/partition-maintenance.ts). */
  partitions: PartitionMaintenance;
  close(): Promise<void>;
}

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const log = options.quiet ? () => undefined : (line: string) => console.info(line);
  const compat = options.compat ?? true;
  const dataDir = resolve(options.dataDir ?? '.data');
  const hosted = compat ? undefined : hostedProject(options);
  const db =
    options.sharedDatabase ??
    (await openDatabase({ dataDir, databaseUrl: options.databaseUrl, limits: options.database }));
  const closeDatabase = () => (options.sharedDatabase ? Promise.resolve() : db.close());
  let realtime: RealtimeServer | undefined;
  try {
    await migrate(db, { supabaseDir: join(repoRoot, 'supabase'), embedded: compat, log });
    const jwtSecret = compat ? loadJwtSecret(dataDir, options.jwtSecret) : options.jwtSecret;
    const keys = hosted
      ? await JwtKeys.create(jwtSecret && checkedSecret(jwtSecret), { jwksUrl: hosted.jwksUrl })
      : await JwtKeys.create(jwtSecret, {
          signingKeys: await loadSigningKeys(dataDir, options.jwtSigningKeys),
        });
    const outboxKey = compat ? outboxKeyFor(jwtSecret!, options.outboxKey) : '';
    const trustedProxies = options.trustedProxies ?? 0;
    const authLimits = new AuthRateLimits(options.authRateLimits, trustedProxies);
    const passwords = passwordsAt(options.passwordHashRounds);
    const mailer = options.smtpUrl
      ? smtpMailer(options.smtpUrl)
      : compat
        ? databaseOutbox(db)
        : memoryOutbox();
    const seedLevel = options.seed ?? (compat ? 'demo' : 'none');
    const demoAuthorityPort =
      seedLevel === 'demo' && options.demoAuthority !== false
        ? demoAuthorityPortFrom(process.env)
        : false;
    await seed(db, seedLevel, log, { demoAuthorityPort, passwords });
    const partitions = await startPartitionMaintenance(db, options.measurementPartitions, log);
    const schema = await SchemaCache.load(db);
    const ingestion = createIngestion({
      db,
      dataDir,
      demoCredentials: seedLevel !== 'none',
      ftpPort: options.ftpPort,
      ingestDir: options.ingestDir,
      statusIntervalMs: options.statusIntervalMs,
      log,
    });

    const app = new Hono({ strict: false });
    const serviceCors = cors({
      origin: (origin) => origin,
      allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      exposeHeaders: [
        'Content-Range',
        'X-Supabase-Api-Version',
        'Content-Location',
        'Preference-Applied',
        'Retry-After',
      ],
      maxAge: 3600,
    });
    const bodySizeLimit = bodyLimit({
      maxSize: 2 * 1024 * 1024,
      onError: (c) => c.json({ code: 'PGRST413', message: 'Request body too large' }, 413),
    });
    // Only where a handler reads a body: bodyLimit looks at the request's body stream, which makes
    // @hono/node-server build a whole Fetch Request (headers copied, an AbortSignal) for every
    // GET of the app's data too, a tenth of what such a GET costs the server.
    const requestSizeLimit: MiddlewareHandler = (c, next) =>
      BODYLESS_METHODS.has(c.req.method) ? next() : bodySizeLimit(c, next);
    app.use('*', retryAfterOnUnavailable(db.limits.retryAfterSeconds));
    app.use('/api/*', serviceCors);
    app.route('/api/ingest', ingestion.routes);
    const sessions = hosted
      ? hostedSessions({ db, supabaseUrl: hosted.url, serviceRoleKey: hosted.serviceRoleKey })
      : embeddedSessions(db, keys, options.accessTokenSeconds ?? 3600);
    app.route('/api/zalo', zaloSignInRoutes({ db, keys, sessions, limits: authLimits }));
    app.route(
      '/api',
      apiRoutes(db, keys, {
        goTrue: hosted
          ? { kind: 'hosted', url: hosted.url, serviceRoleKey: hosted.serviceRoleKey }
          : { kind: 'embedded', serviceRoleKey: keys.serviceRoleKey },
        ingestDir: () => ingestion.ingestDir,
      }),
    );
    if (compat) {
      const ctx: CompatContext = {
        db,
        keys,
        mailer,
        accessTokenSeconds: options.accessTokenSeconds ?? 3600,
        passwords,
      };
      for (const prefix of ['/auth/v1/*', '/rest/v1/*']) {
        app.use(prefix, serviceCors);
        app.use(prefix, requireApiKey(keys));
        app.use(prefix, requestSizeLimit);
      }
      app.route('/auth/v1', authRoutes(ctx, authLimits));
      app.route(
        '/rest/v1',
        restRoutes(db, keys, () => schema),
      );
      app.route('/', devMailRoutes({ mailer, keys, outboxKey, trustedProxies }));
    }
    const publicConfig = (): PublicConfig =>
      hosted
        ? { supabaseUrl: hosted.url, supabaseAnonKey: hosted.anonKey }
        : { supabaseAnonKey: keys.anonKey };
    app.get('/config.json', (c) => c.json(publicConfig()));
    app.route(DEMO_CAMERA_PATH, await demoCameraRoutes());
    app.onError((error, c) => {
      if (error instanceof DatabaseUnavailableError) return databaseUnavailableResponse(c, error);
      if (error instanceof KeySetUnavailableError) return keySetUnavailableResponse(c, error);
      console.error('unhandled error:', error);
      return c.json({ message: 'Internal server error' }, 500);
    });
    app.route('/', serveWebApp({ wwwDir: resolve(options.wwwDir ?? 'www'), publicConfig }));

    realtime = compat
      ? await RealtimeServer.start(db, keys, () => schema, options.realtime, trustedProxies)
      : undefined;
    const hostname = options.host ?? '0.0.0.0';
    const server = await listen(getRequestListener(app.fetch, { hostname }), {
      port: options.port ?? 3000,
      hostname,
      tls: options.tls,
    });
    // In the same turn as the listening: no websocket upgrade can come in before it.
    realtime?.serve(server);
    const port = (server.address() as AddressInfo).port;
    const displayHost = !options.host || options.host === '0.0.0.0' ? '127.0.0.1' : options.host;
    const url = `${options.tls ? 'https' : 'http'}://${displayHost}:${port}`;

    const alerts = startAlertNotifier({
      db,
      events: ingestion.events,
      mailer,
      serverUrl: url,
      cooldownMinutes: options.notifyCooldownMinutes,
    });
    const appUrl = process.env.APP_URL || url;
    const incidents = startIncidentEscalation({
      db,
      channels: [
        bellChannel(db),
        mailChannel(mailer),
        ...zaloIncidentChannels({
          db,
          deliver: zaloSender({ db }),
          appUrl,
          miniAppId: process.env.ZALO_MINIAPP_ID?.trim() || undefined,
        }),
      ],
      appUrl,
      intervalMs: options.escalationIntervalMs,
      now: options.escalationClock,
    });
    const declarationReminder = startDeclarationReminder({
      db,
      daysBefore: reminderDaysFrom(options.declarationReminder?.daysBefore, process.env),
      intervalMs: options.declarationReminder?.intervalMs,
    });
    const snapshots = startSnapshotKeeper({
      db,
      // Our own routes (the demo camera) answer in-process: no request leaves the process.
      local: (path) => Promise.resolve(app.request(path)),
      intervalMs: options.snapshotIntervalMs,
    });
    const zaloDeliveries =
      options.zaloDeliveries === false
        ? undefined
        : await startZaloDeliveryWorker({ db, mailer, serverUrl: url });
    const forwarding =
      options.authorityForwarding === false || !forwardSettingsFromEnv(process.env).enabled
        ? undefined
        : await startForwardWorker({ db, log });
    await ingestion.start();
    const demoAuthority = demoAuthorityPort
      ? await startDemoAuthority(dataDir, demoAuthorityPort, log)
      : undefined;
    const intervalMs = options.simulatorIntervalMs ?? (seedLevel === 'demo' ? 5000 : false);
    const simulator = intervalMs
      ? startSimulator(
          db,
          intervalMs,
          log,
          async () => ingestion.statusTimer?.evaluateAll(),
          Math.random,
          demoAuthorityPort
            ? {
                stationCodes: [DEMO_AUTHORITY.stationCode],
                send: (file) => ingestion.service.ingest({ ...file, source: 'http' }),
              }
            : undefined,
        )
      : undefined;

    let closing: Promise<void> | undefined;
    return {
      url,
      port,
      dataDir,
      db,
      keys,
      mailer,
      anonKey: hosted?.anonKey ?? keys.anonKey,
      serviceRoleKey: hosted ? (hosted.serviceRoleKey ?? '') : keys.serviceRoleKey,
      outboxUrl: compat ? `${url}/dev/mail?key=${encodeURIComponent(outboxKey)}` : undefined,
      simulator,
      ingestion,
      alerts,
      incidents,
      declarationReminder,
      snapshots,
      partitions,
      close() {
        closing ??= (async () => {
          await simulator?.stop();
          await demoAuthority?.close();
          await ingestion.stop();
          await partitions.stop();
          await alerts.stop();
          await incidents.stop();
          await declarationReminder.stop();
          await snapshots.stop();
          await zaloDeliveries?.stop();
          await forwarding?.stop();
          await realtime?.close();
          await new Promise<void>((done) => {
            server.close(() => done());
            (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
          });
          await closeDatabase();
        })();
        return closing;
      },
    };
  } catch (error) {
    await realtime?.close().catch(() => undefined);
    await closeDatabase().catch(() => undefined);
    throw error;
  }
}
