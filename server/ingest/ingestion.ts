import { join, resolve } from 'node:path';
import type { Hono } from 'hono';
import { StatusEvents } from '../alerts/status-events.js';
import { startStatusTimer, type StatusTimer } from '../alerts/status-timer.js';
import type { Database } from '../db/database.js';
import {
  ensureDemoCredentials,
  writeDemoCredentialsFile,
  type DemoCredential,
} from './demo-credentials.js';
import { startFolderReceiver, type FolderReceiver } from './folder-receiver.js';
import { startFtpReceiver, type FtpReceiver } from './ftp-receiver.js';
import { createIngestRoutes, DEFAULT_MAX_FILE_BYTES } from './http-receiver.js';
import {
  createIngestService,
  DEFAULT_INGEST_LIMITS,
  type IngestLimits,
  type IngestService,
} from './ingest-service.js';

// Everything the server needs for station data: the ingest service, the HTTP routes (mounted by
// server.ts under /api/ingest), the FTP and folder receivers, the status timer, and the demo
// credentials. Options left undefined fall back to the environment (documented in README):
//   FTP_PORT (FTP off when unset), FTP_HOST (0.0.0.0), FTP_PASV_URL (address announced for
//   passive mode, 127.0.0.1), FTP_PASV_MIN / FTP_PASV_MAX (30000-30100),
//   INGEST_DIR (<dataDir>/ingest; "off" disables the folder), INGEST_POLL_MS (2000),
//   INGEST_MAX_BYTES (2 MiB), INGEST_BATCH_ROWS (500 measurements per statement),
//   INGEST_MAX_ERROR_LINES (100 rejected lines listed per file), INGEST_MAX_ERROR_TEXT (200
//   characters of each listed line), STATUS_INTERVAL_MS (60000; 0 disables the timer).

export interface IngestionOptions {
  readonly db: Database;
  readonly dataDir: string;
  /** Give the demo stations their demo credentials (only when demo data is seeded). */
  readonly demoCredentials: boolean;
  readonly ftpPort?: number | false;
  readonly ingestDir?: string | false;
  readonly statusIntervalMs?: number | false;
  readonly log: (line: string) => void;
  readonly env?: NodeJS.ProcessEnv;
}

export interface Ingestion {
  readonly events: StatusEvents;
  readonly service: IngestService;
  readonly routes: Hono;
  /** Set once started. */
  ftpPort: number | null;
  ingestDir: string | null;
  statusTimer: StatusTimer | null;
  folder: FolderReceiver | null;
  demoCredentials: DemoCredential[];
  start(): Promise<void>;
  stop(): Promise<void>;
}

function envNumber(env: NodeJS.ProcessEnv, name: string): number | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number`);
  return value;
}

function ingestLimitsFromEnv(env: NodeJS.ProcessEnv): IngestLimits {
  const { batchRows, rejections } = DEFAULT_INGEST_LIMITS;
  const batch = envNumber(env, 'INGEST_BATCH_ROWS');
  if (batch === 0) throw new Error('INGEST_BATCH_ROWS must be at least 1');
  return {
    batchRows: batch ?? batchRows,
    rejections: {
      listedLines: envNumber(env, 'INGEST_MAX_ERROR_LINES') ?? rejections.listedLines,
      textChars: envNumber(env, 'INGEST_MAX_ERROR_TEXT') ?? rejections.textChars,
      listedBytes: envNumber(env, 'INGEST_MAX_ERROR_BYTES') ?? rejections.listedBytes,
    },
  };
}

/** The watched folder: the option, else INGEST_DIR, else <dataDir>/ingest; null when off. */
export function resolveIngestDir(
  option: string | false | undefined,
  env: NodeJS.ProcessEnv,
  dataDir: string,
): string | null {
  const value = option ?? env.INGEST_DIR;
  if (value === false || value === 'off') return null;
  return resolve(value || join(dataDir, 'ingest'));
}

export function createIngestion(options: IngestionOptions): Ingestion {
  const env = options.env ?? process.env;
  const { db, log } = options;
  const maxFileBytes = envNumber(env, 'INGEST_MAX_BYTES') ?? DEFAULT_MAX_FILE_BYTES;
  const events = new StatusEvents();
  const service = createIngestService({ db, events, log, limits: ingestLimitsFromEnv(env) });
  let ftp: FtpReceiver | null = null;

  const ingestion: Ingestion = {
    events,
    service,
    routes: createIngestRoutes({ db, service, maxFileBytes }) as unknown as Hono,
    ftpPort: null,
    ingestDir: null,
    statusTimer: null,
    folder: null,
    demoCredentials: [],

    async start() {
      const dir = resolveIngestDir(options.ingestDir, env, options.dataDir);
      if (options.demoCredentials) {
        ingestion.demoCredentials = await ensureDemoCredentials(db, dir);
        writeDemoCredentialsFile(options.dataDir, ingestion.demoCredentials);
      }
      const ftpPort = options.ftpPort ?? envNumber(env, 'FTP_PORT');
      if (ftpPort !== undefined && ftpPort !== false) {
        ftp = await startFtpReceiver({
          db,
          service,
          port: ftpPort,
          host: env.FTP_HOST || undefined,
          passiveHost: env.FTP_PASV_URL || undefined,
          passivePortMin: envNumber(env, 'FTP_PASV_MIN'),
          passivePortMax: envNumber(env, 'FTP_PASV_MAX'),
          maxFileBytes,
          log,
        });
        ingestion.ftpPort = ftp.port;
        log(`FTP receiver listening on port ${ftp.port}`);
      }
      if (dir) {
        ingestion.folder = await startFolderReceiver({
          db,
          service,
          dir,
          pollMs: envNumber(env, 'INGEST_POLL_MS'),
          maxFileBytes,
          log,
        });
        ingestion.ingestDir = dir;
        log(`watching ${dir}/<station code>/ for data files`);
      }
      const intervalMs = options.statusIntervalMs ?? envNumber(env, 'STATUS_INTERVAL_MS') ?? 60_000;
      if (intervalMs) ingestion.statusTimer = startStatusTimer({ db, events, intervalMs, log });
    },

    async stop() {
      await ingestion.statusTimer?.stop();
      await ingestion.folder?.close();
      await ftp?.close();
      ingestion.statusTimer = null;
      ingestion.folder = null;
      ftp = null;
    },
  };
  return ingestion;
}
