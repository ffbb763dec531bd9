import type { Database } from '../db/database.js';
import {
  DEFAULT_SNAPSHOT_LIMITS,
  fetchCameraSnapshot,
  type LocalFetch,
  type SnapshotLimits,
} from './camera-snapshot.js';
import { fetchHlsFrame } from './hls-frame.js';

// Keeps a camera picture when an exceedance starts: a short sweep (like the escalation sweep)
// finds exceedance incidents opened in the last hour with no picture yet on a station with a
// camera, and takes one outside any transaction: from the camera's snapshot address, or else a
// frame of its HLS stream (hls-frame.ts). A camera that failed is not
// asked again for the same incident by this process; a late picture is no evidence of the start.

export const DEFAULT_SNAPSHOT_INTERVAL_MS = 15_000;
/** Incidents handled per sweep, so a burst of openings cannot hold the server. */
const SWEEP_BATCH = 10;
/** Failed incidents remembered (then forgotten oldest first). */
const FAILED_MEMORY = 1000;

interface PendingRow {
  incident_id: number | string;
  customer_id: number | string;
  station_id: number | string;
  camera_id: number | string;
  snapshot_url: string | null;
  hls_url: string | null;
}

export interface SnapshotKeeperOptions {
  readonly db: Database;
  readonly local: LocalFetch;
  /** Sweep period; false: only `sweep()` calls (tests). */
  readonly intervalMs?: number | false;
  readonly limits?: SnapshotLimits;
  readonly now?: () => Date;
  readonly log?: (line: string) => void;
}

export interface SnapshotKeeper {
  /** One sweep; resolves to the number of pictures kept. */
  sweep(): Promise<number>;
  stop(): Promise<void>;
}

export function startSnapshotKeeper(options: SnapshotKeeperOptions): SnapshotKeeper {
  const { db, local } = options;
  const limits = options.limits ?? DEFAULT_SNAPSHOT_LIMITS;
  const now = options.now ?? (() => new Date());
  const log = options.log ?? ((line: string) => console.error(line));
  const failed = new Set<number>();

  async function keepOne(row: PendingRow): Promise<boolean> {
    const incidentId = Number(row.incident_id);
    try {
      const jpeg = row.snapshot_url
        ? await fetchCameraSnapshot(row.snapshot_url, local, limits)
        : await fetchHlsFrame(row.hls_url!, local, limits);
      await db.query(
        `insert into public.episode_snapshot
           (customer_id, station_id, camera_id, incident_id, taken_at, content_type, content)
         values ($1, $2, $3, $4, $5, 'image/jpeg', $6)`,
        [row.customer_id, row.station_id, row.camera_id, incidentId, now().toISOString(), jpeg],
      );
      return true;
    } catch (error) {
      failed.add(incidentId);
      if (failed.size > FAILED_MEMORY) failed.delete(failed.values().next().value!);
      log(`camera snapshot of incident ${incidentId} failed: ${(error as Error).message}`);
      return false;
    }
  }

  async function sweepOnce(): Promise<number> {
    const rows = await db.query<PendingRow>(
      `select i.id as incident_id, i.customer_id, i.station_id, k.id as camera_id, k.snapshot_url,
              k.hls_url
       from public.incident i
       join lateral (
         select c.id, c.snapshot_url, c.hls_url from public.camera c
         where c.station_id = i.station_id
           and (c.snapshot_url is not null or c.hls_url is not null)
         order by c.snapshot_url is null, c.id limit 1
       ) k on true
       where i.kind = 'exceedance' and i.opened_at > $1::timestamptz - interval '1 hour'
         and not (i.id = any($2::bigint[]))
         and not exists (select 1 from public.episode_snapshot s where s.incident_id = i.id)
       order by i.opened_at limit ${SWEEP_BATCH}`,
      [now().toISOString(), [...failed]],
    );
    let kept = 0;
    for (const row of rows) if (await keepOne(row)) kept += 1;
    return kept;
  }

  let running: Promise<unknown> = Promise.resolve();
  const sweep = () => {
    const next = running.then(sweepOnce);
    running = next.catch(() => undefined);
    return next;
  };
  const intervalMs = options.intervalMs ?? DEFAULT_SNAPSHOT_INTERVAL_MS;
  let ticking = false;
  const timer = intervalMs
    ? setInterval(() => {
        if (ticking) return;
        ticking = true;
        sweep()
          .catch((error: unknown) => log(`camera snapshot sweep failed: ${String(error)}`))
          .finally(() => {
            ticking = false;
          });
      }, intervalMs)
    : undefined;
  timer?.unref();
  return {
    sweep,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
