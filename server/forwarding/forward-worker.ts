import { renderFileName } from '../../shared/authority/file-name-template.js';
import type { Database, Queryable } from '../db/database.js';
import { startOutboxRunner } from '../db/outbox-runner.js';
import { dropForwardedContent } from './forward-retention.js';
import { forwardRetryDelayMs, forwardSettingsFromEnv } from './forward-settings.js';
import {
  uploadToAuthority,
  type FtpEndpoint,
  type FtpUpload,
  type TransferOutcome,
} from './ftp-transfer.js';

// The forwarding worker: sends the queued station files of public.authority_forward (queued
// with their ingest_file, forward-queue.ts) to each station's authority endpoint. Like the Zalo
// delivery worker (server/notify/zalo/delivery-worker.ts): woken by the NOTIFY of each queued
// file and of each endpoint save, and by a timer; a file is taken by moving its next_attempt_at
// past a lease, so two workers never send it at once and one that died mid-send leaves it to be
// taken again after the lease (its next attempt then checks the authority's copy first).
// Order per station: only a station's oldest unsent file is ever taken, so a file waits for the
// one before it. At most `concurrency` files (of as many stations) are in flight. A station whose
// endpoint is off, or whose settings the authority refused (settings_error), is held as it is.

/** How long a taken file is left to its worker: longer than a transfer's few timed steps. */
export const FORWARD_LEASE_MS = 10 * 60_000;

export interface ForwardWorkerOptions {
  readonly db: Database;
  /** Undefined: env (forward-settings.ts). */
  readonly concurrency?: number;
  /** Undefined: env. Days the bytes of a file the authority has are kept. */
  readonly keepDays?: number;
  /** false: no timer (tests call runDue). */
  readonly intervalMs?: number | false;
  /** false: not woken by queued files (tests drive runDue). Default true. */
  readonly wakeOnQueue?: boolean;
  readonly now?: () => Date;
  readonly log?: (line: string) => void;
  readonly env?: NodeJS.ProcessEnv;
  /** The transfer; default uploadToAuthority (basic-ftp). */
  readonly upload?: (endpoint: FtpEndpoint, upload: FtpUpload) => Promise<TransferOutcome>;
}

export interface ForwardWorker {
  /**
   * Sends every file due now, in order per station, then drops the bytes past their retention;
   * resolves with how many were attempted.
   */
  runDue(): Promise<number>;
  stop(): Promise<void>;
}

interface TakenRow {
  id: number;
  station_id: number;
  attempts: number;
  file_name: string;
  file_time: Date | string;
  content: Uint8Array;
  remote_name: string | null;
  resend: boolean;
  station_code: string;
  protocol: 'ftp' | 'ftps';
  host: string;
  port: number;
  username: string;
  password: string | null;
  remote_dir: string;
  file_name_template: string;
  province_code: string | null;
  allow_private_address: boolean;
  timeout_seconds: number;
  tls_ca_certificate: string | null;
  tls_fingerprint_sha256: string | null;
  endpoint_updated_at: string;
}

async function takeDue(q: Queryable, now: Date, limit: number): Promise<TakenRow[]> {
  return q.query<TakenRow>(
    `with heads as (
       select distinct on (f.station_id) f.id
       from public.authority_forward f
       where f.status in ('queued', 'retrying')
       order by f.station_id, f.id),
     due as (
       select f.id from public.authority_forward f
       join heads h on h.id = f.id
       join public.station_authority_endpoint e on e.station_id = f.station_id
       -- Due up to the end of $1's millisecond (a JavaScript clock has no microseconds).
       where f.next_attempt_at < $1::timestamptz + interval '1 millisecond'
         and e.enabled and e.settings_error is null
       order by f.next_attempt_at, f.id limit $2
       for update of f skip locked),
     taken as (
       update public.authority_forward f
       set attempts = f.attempts + 1, next_attempt_at = $1::timestamptz + make_interval(secs => $3)
       from due where f.id = due.id
       returning f.id, f.station_id, f.attempts, f.file_name, f.file_time, f.content,
                 f.remote_name, f.resend)
     select t.*, s.code as station_code, e.protocol, e.host, e.port, e.username, p.password,
            e.remote_dir, e.file_name_template, e.province_code, e.allow_private_address,
            e.timeout_seconds, e.tls_ca_certificate, e.tls_fingerprint_sha256,
            -- As text: a Date would drop the microseconds the comparison in record() needs.
            e.updated_at::text as endpoint_updated_at
     from taken t
     join public.station s on s.id = t.station_id
     join public.station_authority_endpoint e on e.station_id = t.station_id
     left join public.station_authority_secret p on p.station_id = t.station_id
     order by t.id`,
    [now.toISOString(), limit, FORWARD_LEASE_MS / 1000],
  );
}

interface Attempt {
  readonly remoteName: string | null;
  readonly outcome: TransferOutcome;
  readonly startedAt: Date;
}

async function record(q: Queryable, row: TakenRow, attempt: Attempt, now: Date) {
  const { outcome, remoteName } = attempt;
  const done = outcome.result === 'sent' || outcome.result === 'already_there';
  // A refused setting holds the station until the admin's next save, then goes at once.
  const next =
    outcome.result === 'settings'
      ? now
      : new Date(now.getTime() + forwardRetryDelayMs(row.attempts));
  await q.query(
    `with attempt as (
       insert into public.authority_transfer_attempt
         (forward_id, station_id, started_at, finished_at, result, reply_code, reply_text,
          remote_name)
       values ($1, $2, $3, $4, $5, $6, $7, $8))
     update public.authority_forward
     set status = case when $9 then 'sent' else 'retrying' end,
         sent_at = case when $9 then $4::timestamptz end,
         next_attempt_at = $10, remote_name = coalesce(remote_name, $8),
         last_reply_code = $6, last_error = case when $9 then null else $7 end
     where id = $1`,
    [
      row.id,
      row.station_id,
      attempt.startedAt.toISOString(),
      now.toISOString(),
      outcome.result,
      outcome.replyCode,
      outcome.replyText,
      remoteName,
      done,
      next.toISOString(),
    ],
  );
  if (outcome.result === 'settings') {
    // Unless the admin saved the settings while this attempt used the old ones.
    await q.query(
      `update public.station_authority_endpoint set settings_error = $2, settings_error_at = $3
       where station_id = $1 and updated_at <= $4::timestamptz`,
      [row.station_id, outcome.replyText, now.toISOString(), row.endpoint_updated_at],
    );
  }
}

export async function startForwardWorker(options: ForwardWorkerOptions): Promise<ForwardWorker> {
  const { db } = options;
  const settings = forwardSettingsFromEnv(options.env ?? process.env);
  const concurrency = options.concurrency ?? settings.concurrency;
  const keepDays = options.keepDays ?? settings.keepDays;
  const now = options.now ?? (() => new Date());
  const log = options.log ?? ((line: string) => console.error(line));
  const upload = options.upload ?? uploadToAuthority;

  const attempt = async (row: TakenRow): Promise<Attempt> => {
    const startedAt = now();
    const settingsRefusal = (replyText: string): Attempt => ({
      remoteName: row.remote_name,
      startedAt,
      outcome: { result: 'settings', replyCode: null, replyText },
    });
    if (row.password === null) return settingsRefusal('Chưa lưu mật khẩu FTP của trạm.');
    let remoteName = row.remote_name;
    try {
      remoteName ??= renderFileName(row.file_name_template, {
        stationCode: row.station_code,
        provinceCode: row.province_code,
        fileTime: new Date(row.file_time),
        originalName: row.file_name,
      });
    } catch (error) {
      return settingsRefusal((error as Error).message);
    }
    const endpoint: FtpEndpoint = {
      protocol: row.protocol,
      host: row.host,
      port: row.port,
      username: row.username,
      password: row.password,
      remoteDir: row.remote_dir,
      allowPrivateAddress: row.allow_private_address,
      timeoutMs: row.timeout_seconds * 1000,
      tls: { caCertificate: row.tls_ca_certificate, fingerprint256: row.tls_fingerprint_sha256 },
    };
    // A first attempt of a queued file cannot have reached the authority; any later one may.
    const outcome = await upload(endpoint, {
      remoteName,
      content: row.content,
      checkExisting: row.attempts > 1,
      replace: row.resend,
    });
    return { remoteName, outcome, startedAt };
  };

  const runOnce = async () => {
    const rows = await takeDue(db, now(), concurrency);
    await Promise.all(
      rows.map(async (row) => {
        const result = await attempt(row).catch((error: unknown): Attempt => ({
          remoteName: row.remote_name,
          startedAt: now(),
          outcome: { result: 'retry', replyCode: null, replyText: String(error).slice(0, 300) },
        }));
        await record(db, row, result, now());
      }),
    );
    return rows.length;
  };
  return startOutboxRunner({
    db,
    runBatch: runOnce,
    afterRun: () => dropForwardedContent(db, now(), keepDays),
    intervalMs: options.intervalMs ?? settings.intervalMs,
    channel: options.wakeOnQueue === false ? false : 'authority_forward_queued',
    runAtStart: true,
    onFailure: (error) => log(`authority forwarding failed: ${String(error)}`),
  });
}
