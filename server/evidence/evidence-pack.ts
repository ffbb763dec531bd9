import { maintenanceInRange } from '../api/reports/maintenance-in-range.js';
import type { StationInfo } from '../api/reports/report-access.js';
import type { Executor } from '../db/database.js';
import { formatVietnamTime, limitBreach, limitOfBounds } from '../domain/index.js';

// The evidence of one exceedance episode (issue 18): what the station measured before, during and
// after it against the limit in force, the analyser's status codes, the maintenance windows in
// force, the incidents with their acknowledgements and notes, the camera picture kept nearest the
// peak and the station's files of the period as it sent them. Everything is read as the caller.

const HOUR_MS = 3_600_000;
/** Values shown around the episode: as long as it lasted, at least 1 hour, at most 6 hours. */
const MIN_CONTEXT_MS = HOUR_MS;
const MAX_CONTEXT_MS = 6 * HOUR_MS;
/** Values listed at most (a week of 5-minute values is ~2,000). */
export const MAX_EVIDENCE_VALUES = 5000;
/** Files handed back at most, and their bytes in all: the rest are listed without content. */
export const MAX_EVIDENCE_FILES = 300;
export const MAX_EVIDENCE_FILE_BYTES = 8 * 1024 * 1024;
/** A kept picture this far from the peak at most still stands for it. */
const SNAPSHOT_REACH_MS = 24 * HOUR_MS;

export interface EpisodeRef {
  readonly station: StationInfo;
  readonly parameterCode: string;
  readonly start: Date;
  /** The episode's end; null while it lasts (up to now). */
  readonly end: Date | null;
  readonly now: Date;
  /** The limit the incident recorded when it began, when known. */
  readonly limit?: { min: number | null; max: number | null };
}

interface ValueRow {
  time: Date | string;
  value: number;
  device_status: string;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** YYYYMMDDhhmmss in Vietnamese time, as a station file's name carries it. */
const loggerStamp = (time: Date) => formatVietnamTime(time, 'yyyyMMddHHmmss');

async function limitInForce(tx: Executor, ref: EpisodeRef) {
  if (ref.limit) return ref.limit;
  const [row] = await tx.query<{ limit_min: number | null; limit_max: number | null }>(
    `select l.limit_min, l.limit_max from public.parameter_limit_version l
     join public.station_parameter p on p.id = l.station_parameter_id
     where l.station_id = $1 and p.code = $2
       and l.effective_from <= ($3::timestamptz at time zone 'Asia/Ho_Chi_Minh')::date
     order by l.effective_from desc limit 1`,
    [ref.station.id, ref.parameterCode, ref.start.toISOString()],
  );
  const parameter = ref.station.parameters.find((p) => p.code === ref.parameterCode);
  return row
    ? { min: row.limit_min, max: row.limit_max }
    : { min: parameter?.limitMin ?? null, max: parameter?.limitMax ?? null };
}

async function incidentsOf(tx: Executor, ref: EpisodeRef, until: Date) {
  const rows = await tx.query<{ incident: string }>(
    `select json_build_object(
              'id', i.id, 'status', i.status, 'startedAt', i.started_at,
              'acknowledgedAt', i.acknowledged_at, 'resolvedAt', i.resolved_at,
              'events', coalesce((
                select json_agg(json_build_object(
                         'kind', e.kind, 'occurredAt', e.occurred_at, 'note', e.note,
                         'by', e.detail ->> 'actor')
                       order by e.occurred_at, e.id)
                from public.incident_event e
                where e.incident_id = i.id and e.kind in ('acknowledged', 'note')), '[]'))::text
              as incident
     from public.incident i
     where i.station_id = $1 and i.kind = 'exceedance' and i.parameter_code = $2
       and i.started_at < $4::timestamptz
       and coalesce(i.resolved_at, 'infinity') >= $3::timestamptz
     order by i.started_at limit 20`,
    [ref.station.id, ref.parameterCode, ref.start.toISOString(), until.toISOString()],
  );
  return rows.map((row) => JSON.parse(row.incident) as unknown);
}

async function snapshotNearest(tx: Executor, stationId: number, peak: Date) {
  const [row] = await tx.query<{
    id: number;
    taken_at: Date | string;
    camera_name: string | null;
    jpeg: string;
  }>(
    `select s.id, s.taken_at, c.name as camera_name, encode(s.content, 'base64') as jpeg
     from public.episode_snapshot s left join public.camera c on c.id = s.camera_id
     where s.station_id = $1
       and s.taken_at between $2::timestamptz - $3 * interval '1 millisecond'
                          and $2::timestamptz + $3 * interval '1 millisecond'
     order by abs(extract(epoch from s.taken_at - $2::timestamptz)), s.id limit 1`,
    [stationId, peak.toISOString(), SNAPSHOT_REACH_MS],
  );
  if (!row) return null;
  return {
    id: Number(row.id),
    takenAt: iso(row.taken_at),
    cameraName: row.camera_name,
    // encode(…, 'base64') wraps its lines; the client wants one string.
    jpegBase64: row.jpeg.replace(/\s+/g, ''),
  };
}

async function stationFiles(tx: Executor, stationId: number, from: Date, to: Date) {
  const rows = await tx.query<{
    id: number;
    file_name: string;
    received_at: Date | string;
    status: string;
    size: number | null;
    content: string | null;
  }>(
    `with files as (
       select f.id, f.file_name, f.received_at, f.status, octet_length(c.content) as size,
              sum(octet_length(c.content)) over (order by f.received_at, f.id) as running,
              c.content
       from public.ingest_file f
       left join lateral (
         select string_agg(p.content, ''::bytea order by p.part) as content
         from public.ingest_file_content p where p.ingest_file_id = f.id
       ) c on true
       where f.station_id = $1
         and ((f.received_at >= $2::timestamptz and f.received_at < $3::timestamptz)
              -- A file sent late (the logger's backlog) is found by the time in its name.
              -- Compared as text (YYYYMMDDhhmmss, Vietnamese time): a malformed name of a
              -- refused file must not fail the query.
              or substring(f.file_name from '_([0-9]{14})[.]txt$') between $4 and $5)
       order by f.received_at, f.id limit ${MAX_EVIDENCE_FILES})
     select id, file_name, received_at, status, size,
            case when running <= ${MAX_EVIDENCE_FILE_BYTES} then encode(content, 'base64') end
              as content
     from files order by received_at, id`,
    [stationId, from.toISOString(), to.toISOString(), loggerStamp(from), loggerStamp(to)],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    fileName: row.file_name,
    receivedAt: iso(row.received_at),
    status: row.status,
    size: row.size === null ? null : Number(row.size),
    contentBase64: row.content === null ? null : row.content.replace(/\s+/g, ''),
  }));
}

export async function evidencePack(tx: Executor, ref: EpisodeRef) {
  const { station } = ref;
  const parameter = station.parameters.find((p) => p.code === ref.parameterCode)!;
  const episodeEnd = ref.end ?? ref.now;
  const context = Math.min(
    MAX_CONTEXT_MS,
    Math.max(MIN_CONTEXT_MS, episodeEnd.getTime() - ref.start.getTime()),
  );
  const from = new Date(ref.start.getTime() - context);
  const to = new Date(Math.min(episodeEnd.getTime() + context, ref.now.getTime()));
  const rows = await tx.query<ValueRow>(
    `select time, value, device_status from public.measurement
     where station_id = $1 and parameter_code = $2
       and time >= $3::timestamptz and time <= $4::timestamptz
     order by time limit ${MAX_EVIDENCE_VALUES + 1}`,
    [station.id, parameter.code, from.toISOString(), to.toISOString()],
  );
  const limit = await limitInForce(tx, ref);
  const bound = limitOfBounds(limit.min, limit.max);
  const values = rows.slice(0, MAX_EVIDENCE_VALUES).map((row) => {
    const time = new Date(row.time);
    const value = Number(row.value);
    const phase = time < ref.start ? 'before' : time > episodeEnd ? 'after' : 'during';
    const breach = row.device_status === '00' && bound ? limitBreach(value, bound) : null;
    const beyond = breach ? Math.abs(value - breach.limitValue) : null;
    return { time: time.toISOString(), value, status: row.device_status, phase, beyond };
  });
  // The peak: the value of the episode furthest beyond its limit.
  let peak: (typeof values)[number] | undefined;
  for (const v of values) {
    if (v.phase === 'during' && v.beyond !== null && (!peak || v.beyond > peak.beyond!)) peak = v;
  }
  const statusCodes = new Map<string, number>();
  for (const v of values) statusCodes.set(v.status, (statusCodes.get(v.status) ?? 0) + 1);
  const peakTime = peak ? new Date(peak.time) : ref.start;
  // The maintenance windows in force during the pack's period (issue 17), read as the caller.
  const maintenanceWindows = (await maintenanceInRange(tx, [station.id], [], { from, to })).map(
    (window) => ({
      start: window.startsAt,
      end: window.endedAt ?? window.endsAt,
      reason: window.reason,
    }),
  );
  return {
    station: {
      id: station.id,
      code: station.code,
      name: station.name,
      customerName: station.customerName,
    },
    parameter: { code: parameter.code, name: parameter.name, unit: parameter.unit },
    limit,
    episode: {
      start: ref.start.toISOString(),
      end: ref.end?.toISOString() ?? null,
      peakValue: peak?.value ?? null,
      peakTime: peak?.time ?? null,
    },
    window: { from: from.toISOString(), to: to.toISOString() },
    values,
    valuesOmitted: rows.length > MAX_EVIDENCE_VALUES,
    statusCodes: [...statusCodes]
      .map(([code, count]) => ({ code, count }))
      .sort((a, b) => a.code.localeCompare(b.code)),
    maintenanceWindows,
    incidents: await incidentsOf(tx, ref, episodeEnd),
    snapshot: await snapshotNearest(tx, station.id, peakTime),
    files: await stationFiles(tx, station.id, from, to),
  };
}
