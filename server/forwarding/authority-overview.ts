import type {
  AuthorityBucket,
  PeriodRow,
  QueuedFile,
  StationForwarding,
  StationPeriod,
  TransferLogEntry,
} from '../../shared/authority/authority-overview.js';
import type { Executor } from '../db/database.js';

// What the authority screen shows, read as the caller (RLS decides what is seen; a station the
// caller may not see reads as missing): per station, its endpoint and queue; per station and
// period, side by side per hour or day, the files the station sent us (every received file,
// refused ones too), those we accepted (stored at least one line) and those the authority
// received (an accepted file with a sent transfer), against the expected count from the
// station's file interval; and the transfer log with the authority's replies.

export type Bucket = AuthorityBucket;
const BUCKET_MS: Readonly<Record<Bucket, number>> = { hour: 3_600_000, day: 86_400_000 };
export const DEFAULT_FILE_INTERVAL_MINUTES = 5;
const QUEUE_LISTED = 20;

const ENDPOINT_JSON = `case when e.station_id is null then null else json_build_object(
    'protocol', e.protocol, 'host', e.host, 'port', e.port, 'remote_dir', e.remote_dir,
    'enabled', e.enabled, 'password_saved_at', e.password_saved_at,
    'file_interval_minutes', e.file_interval_minutes, 'settings_error', e.settings_error,
    'settings_error_at', e.settings_error_at) end`;

/** Every station the caller sees (or the one asked), with where its files go and its queue. */
export async function stationsForwarding(
  tx: Executor,
  stationId: number | null = null,
): Promise<StationForwarding[]> {
  const rows = await tx.query<StationForwarding>(
    `select s.id, s.code, s.name, c.name as customer_name, ${ENDPOINT_JSON} as endpoint,
            (select count(*) from public.authority_forward f
             where f.station_id = s.id and f.status <> 'sent')::int as pending,
            (select max(f.sent_at) from public.authority_forward f
             where f.station_id = s.id and f.status = 'sent') as last_sent_at
     from public.station s
     join public.customer c on c.id = s.customer_id
     left join public.station_authority_endpoint e on e.station_id = s.id
     where $1::bigint is null or s.id = $1
     order by c.name, s.name, s.id`,
    [stationId],
  );
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}

/** Files expected in [start, start + bucket), counting only time already past. */
function expectedIn(start: Date, bucket: Bucket, intervalMinutes: number, now: Date): number {
  const end = Math.min(start.getTime() + BUCKET_MS[bucket], now.getTime());
  const span = Math.max(0, end - start.getTime());
  return Math.floor(span / (intervalMinutes * 60_000));
}

export async function stationPeriod(
  tx: Executor,
  stationId: number,
  period: { from: Date; to: Date; bucket: Bucket; now: Date },
): Promise<StationPeriod | undefined> {
  const [station] = await stationsForwarding(tx, stationId);
  if (!station) return undefined;
  const { from, to, bucket, now } = period;
  const step = `${BUCKET_MS[bucket] / 1000} seconds`;
  const counts = await tx.query<Omit<PeriodRow, 'expected'> & { start: Date | string }>(
    `with buckets as (
       select g as start from generate_series($2::timestamptz, $3::timestamptz - $4::interval,
                                              $4::interval) g),
     files as (
       select i.received_at, i.status <> 'rejected' as accepted,
              exists (select 1 from public.authority_forward f
                      where f.ingest_file_id = i.id and f.status = 'sent') as forwarded,
              exists (select 1 from public.authority_forward f
                      where f.ingest_file_id = i.id and f.status <> 'sent') as waiting
       from public.ingest_file i
       where i.station_id = $1 and i.received_at >= $2 and i.received_at < $3)
     select b.start, count(f.received_at)::int as received,
            count(*) filter (where f.accepted)::int as accepted,
            count(*) filter (where f.forwarded)::int as forwarded,
            count(*) filter (where f.waiting and not f.forwarded)::int as waiting
     from buckets b
     left join files f on f.received_at >= b.start and f.received_at < b.start + $4::interval
     group by b.start order by b.start`,
    [stationId, from.toISOString(), to.toISOString(), step],
  );
  const interval = station.endpoint?.file_interval_minutes ?? DEFAULT_FILE_INTERVAL_MINUTES;
  const rows = counts.map((row) => {
    const start = new Date(row.start);
    return {
      start: start.toISOString(),
      received: row.received,
      accepted: row.accepted,
      forwarded: row.forwarded,
      waiting: row.waiting,
      expected: expectedIn(start, bucket, interval, now),
    };
  });
  const sum = (key: keyof Omit<PeriodRow, 'start'>) =>
    rows.reduce((total, row) => total + row[key], 0);
  const queue = await tx.query<QueuedFile>(
    `select id, file_name, file_time, status, attempts, next_attempt_at, last_error,
            last_reply_code, resend
     from public.authority_forward
     where station_id = $1 and status <> 'sent' order by id limit $2`,
    [stationId, QUEUE_LISTED],
  );
  return {
    station,
    bucket,
    rows,
    totals: {
      received: sum('received'),
      accepted: sum('accepted'),
      forwarded: sum('forwarded'),
      waiting: sum('waiting'),
      expected: sum('expected'),
    },
    queue: queue.map((row) => ({ ...row, id: Number(row.id) })),
  };
}

/** The station's latest transfer attempts, newest first; `beforeId` pages back. */
export async function transferLog(
  tx: Executor,
  stationId: number,
  page: { limit: number; beforeId: number | null },
): Promise<TransferLogEntry[]> {
  const rows = await tx.query<TransferLogEntry>(
    `select a.id, a.forward_id, f.file_name, a.remote_name, a.started_at, a.finished_at,
            a.result, a.reply_code, a.reply_text, f.resend
     from public.authority_transfer_attempt a
     join public.authority_forward f on f.id = a.forward_id
     where a.station_id = $1 and ($2::bigint is null or a.id < $2)
     order by a.id desc limit $3`,
    [stationId, page.beforeId, page.limit],
  );
  return rows.map((row) => ({ ...row, id: Number(row.id), forward_id: Number(row.forward_id) }));
}
