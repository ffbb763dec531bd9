import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { authRateLimitsFromEnv } from './compat/auth/rate-limits.js';
import { realtimeLimitsFromEnv } from './compat/realtime/realtime-limits.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/demo-catalog.js';
import { startServer } from './server.js';
import { tlsFromEnv } from './web/listen.js';
import { ensureWebAppBuilt } from './web-build.js';

// `npm start`: everything on one port. Environment:
//   PORT (3000), HOST (0.0.0.0), TLS_CERT_FILE + TLS_KEY_FILE (HTTPS with HTTP/2: web/listen.ts),
//   DATA_DIR (.data), DATABASE_URL (PostgreSQL instead of PGlite),
//   JWT_SECRET (generated into DATA_DIR when absent), SMTP_URL (otherwise the /dev/mail outbox),
//   JWT_SIGNING_KEYS (ES256 JWKs signing access tokens; generated into DATA_DIR when absent),
//   SEED (demo | minimal | none; default demo), SIMULATOR_INTERVAL_MS (5000; 0 = off),
//   SKIP_WEB_BUILD=1 (do not rebuild www/ when it is older than src/),
//   GREENWATCH_COMPAT=off with SUPABASE_URL + SUPABASE_ANON_KEY: production next to real Supabase
//     (tokens checked with its JWKS, and HS256 with JWT_SECRET when set); SUPABASE_SERVICE_ROLE_KEY
//     lets Zalo sign-in have the project issue sessions and the console change accounts
//     (without it those answer 503).
//   TRUSTED_PROXIES (0: the socket's address is the client; N: believe N X-Forwarded-For hops),
//   OUTBOX_KEY (secret of the printed outbox link; derived from the JWT secret when absent),
//   AUTH_RATE_LIMIT_* / AUTH_SMTP_MAX_FREQUENCY / AUTH_OTP_MAX_ATTEMPTS (server/compat/auth).
//   AUTH_GOOGLE_* / AUTH_FACEBOOK_* / AUTH_EXTERNAL_* / AUTH_REDIRECT_ALLOW_LIST (Google and
//     Facebook sign-in: server/compat/auth/external-providers.ts).
//   REALTIME_MAX_* (channels, joins/events per second, connections, frames: compat/realtime).
//   Read where they are used: DATABASE_* waits and timeouts (server/db/database-limits.ts),
//   MEASUREMENT_* partitions and raw retention (server/db/partition-maintenance.ts),
//   FTP_* and INGEST_* (server/ingest), STATUS_INTERVAL_MS,
//   NOTIFY_COOLDOWN_MINUTES and APP_URL (server/alerts), ZALO_* (server/api/zalo). README lists all.

function intervalFromEnv(value: string | undefined): number | false | undefined {
  if (value === undefined || value === '') return undefined;
  const ms = Number(value);
  if (!Number.isFinite(ms) || ms < 0)
    throw new Error(`SIMULATOR_INTERVAL_MS must be a number, got "${value}"`);
  return ms === 0 ? false : Math.max(250, ms);
}

function proxiesFromEnv(value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  if (!/^\d+$/.test(value))
    throw new Error(`TRUSTED_PROXIES must be a whole number, got "${value}"`);
  return Number(value);
}

function seedFromEnv(value: string | undefined): 'demo' | 'minimal' | 'none' | undefined {
  if (value === undefined || value === '') return undefined;
  if (value === 'demo' || value === 'minimal' || value === 'none') return value;
  throw new Error(`SEED must be demo, minimal or none, got "${value}"`);
}

async function main(): Promise<void> {
  const env = process.env;
  const compat = env.GREENWATCH_COMPAT !== 'off';
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  if (env.SKIP_WEB_BUILD !== '1') {
    ensureWebAppBuilt(root, resolve(root, 'www'), (line) => console.info(line));
  }
  const server = await startServer({
    port: env.PORT ? Number(env.PORT) : 3000,
    host: env.HOST,
    tls: tlsFromEnv(env),
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    jwtSecret: env.JWT_SECRET,
    jwtSigningKeys: env.JWT_SIGNING_KEYS,
    smtpUrl: env.SMTP_URL,
    wwwDir: resolve(root, 'www'),
    seed: seedFromEnv(env.SEED),
    simulatorIntervalMs: intervalFromEnv(env.SIMULATOR_INTERVAL_MS),
    compat,
    supabaseUrl: env.SUPABASE_URL,
    supabaseAnonKey: env.SUPABASE_ANON_KEY,
    supabaseServiceRoleKey: env.SUPABASE_SERVICE_ROLE_KEY,
    authRateLimits: authRateLimitsFromEnv(env),
    realtime: realtimeLimitsFromEnv(env),
    trustedProxies: proxiesFromEnv(env.TRUSTED_PROXIES),
    outboxKey: env.OUTBOX_KEY,
  });
  console.info(`\nGreenWatch is running at ${server.url}`);
  if (!compat && !env.SUPABASE_SERVICE_ROLE_KEY) {
    console.warn('SUPABASE_SERVICE_ROLE_KEY is not set: Zalo sign-in answers 503 until it is.');
  }
  if (compat) {
    if (!env.SMTP_URL)
      console.info(`Outbox (operators only, keep it private): ${server.outboxUrl}`);
    console.info(`Demo accounts (password ${DEMO_PASSWORD}):`);
    for (const account of DEMO_ACCOUNTS)
      console.info(`  ${account.email.padEnd(24)} ${account.role}`);
  }
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.info(`\n${signal} received, shutting down…`);
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('shutdown failed:', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error('GreenWatch failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
