import type { RealtimePostgresChangesPayload, SupabaseClient } from '@supabase/supabase-js';
import type { Queryable } from '../../../server/db/database';

// Helpers shared by the ingestion tests: logger timestamps, data files, a station-table
// subscriber and small queries.

export type Change = RealtimePostgresChangesPayload<Record<string, unknown>>;

/** YYYYMMDDhhmmss in Vietnam time (UTC+7), as a data logger writes it. */
export function loggerStamp(date: Date): string {
  return new Date(date.getTime() + 7 * 3_600_000).toISOString().replace(/\D/g, '').slice(0, 14);
}

/** A whole minute a little in the past, so lines are neither future nor stale. */
export function recentMinute(minutesAgo: number): Date {
  const now = Date.now() - minutesAgo * 60_000;
  return new Date(now - (now % 60_000));
}

export function dataFile(
  stationCode: string,
  at: Date,
  lines: readonly (readonly [string, string, string, string?])[],
): { fileName: string; content: string } {
  const stamp = loggerStamp(at);
  return {
    fileName: `${stationCode}_${stamp}.txt`,
    content: lines
      .map(
        ([code, value, unit, status = '00']) => `${code}\t${value}\t${unit}\t${stamp}\t${status}`,
      )
      .join('\r\n'),
  };
}

export async function subscribeStations(client: SupabaseClient): Promise<Change[]> {
  const received: Change[] = [];
  await new Promise<void>((resolve, reject) => {
    client
      .channel(`stations-${Math.random().toString(36).slice(2)}`)
      .on('postgres_changes', { event: '*', schema: 'public', table: 'station' }, (payload) =>
        received.push(payload as Change),
      )
      .subscribe((status, error) => {
        if (status === 'SUBSCRIBED') resolve();
        if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT')
          reject(error ?? new Error(status));
      });
  });
  return received;
}

/** The first pushed change of station `id` that carries `status`, once it has arrived. */
export function statusPush(changes: readonly Change[], id: number, status: string) {
  return changes.find((change) => {
    const row = change.new as Record<string, unknown>;
    return change.eventType === 'UPDATE' && row.id === id && row.latest_status === status;
  });
}

export async function stationId(db: Queryable, code: string): Promise<number> {
  const [row] = await db.query<{ id: number }>('select id from public.station where code = $1', [
    code,
  ]);
  return Number(row.id);
}

export async function stationRow(db: Queryable, id: number) {
  const [row] = await db.query<{ latest_status: string | null; latest_time: Date | null }>(
    'select latest_status, latest_time from public.station where id = $1',
    [id],
  );
  return row;
}

export async function measurements(db: Queryable, id: number) {
  return db.query<{ parameter_code: string; value: number; device_status: string; time: Date }>(
    `select parameter_code, value, device_status, time from public.measurement
     where station_id = $1 order by time, parameter_code collate "C"`,
    [id],
  );
}

export async function ingestFiles(db: Queryable, id: number) {
  return db.query<{
    id: number;
    file_name: string;
    source: string;
    status: string;
    lines_total: number;
    lines_accepted: number;
    errors: { line: number | null; reason: string; code?: string }[];
  }>(
    `select id, file_name, source, status, lines_total, lines_accepted, errors
     from public.ingest_file where station_id = $1 order by id`,
    [id],
  );
}

/**
 * A valid file of about `bytes` bytes for `stationCode`: one line per parameter per minute,
 * going back in time from a minute ago (so no line is in the future or repeated).
 */
export async function largeDataFile(
  db: Queryable,
  stationCode: string,
  bytes: number,
): Promise<{ fileName: string; content: string; lines: number }> {
  // Each parameter in its own unit: a line in another unit would be converted or refused.
  const parameters = await db.query<{ code: string; unit: string }>(
    `select p.code, p.unit from public.station_parameter p join public.station s on s.id = p.station_id
     where s.code = $1 order by p.code`,
    [stationCode],
  );
  const lines: string[] = [];
  let size = 0;
  for (let minute = recentMinute(1).getTime(); ; minute -= 60_000) {
    const stamp = loggerStamp(new Date(minute));
    for (const { code, unit } of parameters) {
      const line = `${code}\t${(lines.length % 97) / 10}\t${unit}\t${stamp}\t00`;
      if (size + line.length + 2 > bytes) {
        return {
          fileName: `${stationCode}_${loggerStamp(recentMinute(1))}.txt`,
          content: lines.join('\r\n'),
          lines: lines.length,
        };
      }
      lines.push(line);
      size += line.length + 2;
    }
  }
}
