import type { Database } from './database.js';

// Keeps the monthly partitions of public.measurement and public.measurement_hourly in order
// (supabase/migrations/20261125000500_measurement_partitions.sql): at start and then
// periodically it makes the months ahead exist, moves rows that landed in a default partition
// (a month without its partition yet, e.g. a logger's backlog) into their own month, and applies
// the raw-data retention. Options passed to startServer win; otherwise the environment:
//   MEASUREMENT_PARTITIONS_AHEAD_MONTHS (3)    months created ahead of the current one
//   MEASUREMENT_RETENTION_MONTHS (unset: off)  raw values of months that ended more than this many
//                                              months ago are dropped; hourly and daily roll-ups,
//                                              and so every average report, are kept
//   MEASUREMENT_MAINTENANCE_INTERVAL_MS (3600000)  between runs; 0 = only at start

export interface PartitionSettings {
  readonly monthsAhead: number;
  /** null: raw values are kept for ever. */
  readonly retentionMonths: number | null;
  /** false: only at start. */
  readonly intervalMs: number | false;
}

export const DEFAULT_PARTITION_SETTINGS: PartitionSettings = {
  monthsAhead: 3,
  retentionMonths: null,
  intervalMs: 3_600_000,
};

/** Longest wait for a table lock: maintenance gives way to traffic and tries again next run. */
const LOCK_TIMEOUT = '5s';

function wholeNumber(name: string, raw: string | undefined, least: number): number | undefined {
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < least) {
    throw new Error(`${name} must be a whole number of at least ${least}, got "${raw}"`);
  }
  return value;
}

export function resolvePartitionSettings(
  options: Partial<PartitionSettings> = {},
  env: NodeJS.ProcessEnv = process.env,
): PartitionSettings {
  const monthsAhead =
    options.monthsAhead ??
    wholeNumber('MEASUREMENT_PARTITIONS_AHEAD_MONTHS', env.MEASUREMENT_PARTITIONS_AHEAD_MONTHS, 0);
  const retentionMonths =
    options.retentionMonths !== undefined
      ? options.retentionMonths
      : wholeNumber('MEASUREMENT_RETENTION_MONTHS', env.MEASUREMENT_RETENTION_MONTHS, 1);
  const intervalMs =
    options.intervalMs !== undefined
      ? options.intervalMs
      : wholeNumber(
          'MEASUREMENT_MAINTENANCE_INTERVAL_MS',
          env.MEASUREMENT_MAINTENANCE_INTERVAL_MS,
          0,
        );
  return {
    monthsAhead: monthsAhead ?? DEFAULT_PARTITION_SETTINGS.monthsAhead,
    retentionMonths: retentionMonths ?? DEFAULT_PARTITION_SETTINGS.retentionMonths,
    intervalMs: intervalMs === 0 ? false : (intervalMs ?? DEFAULT_PARTITION_SETTINGS.intervalMs),
  };
}

/** One maintenance run; returns what it changed (created, moved, dropped), one line each. */
export async function maintainPartitions(
  db: Database,
  settings: Pick<PartitionSettings, 'monthsAhead' | 'retentionMonths'>,
): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.exec(`set local lock_timeout = '${LOCK_TIMEOUT}'; set local statement_timeout = 0`);
    const rows = await tx.query<{ change: string }>(
      'select greenwatch_partitions.maintain($1, $2) as change',
      [settings.monthsAhead, settings.retentionMonths],
    );
    return rows.map((row) => row.change);
  });
}

export interface PartitionMaintenance {
  readonly settings: PartitionSettings;
  /** Runs once now (after any run in progress). */
  runNow(): Promise<string[]>;
  stop(): Promise<void>;
}

/** Runs maintenance once (a failure here stops the start), then every intervalMs. */
export async function startPartitionMaintenance(
  db: Database,
  options: Partial<PartitionSettings> = {},
  log: (line: string) => void = () => undefined,
): Promise<PartitionMaintenance> {
  const settings = resolvePartitionSettings(options);
  let running: Promise<unknown> = Promise.resolve();
  const runNow = () => {
    const next = running.then(async () => {
      const changes = await maintainPartitions(db, settings);
      for (const change of changes) log(`measurement partitions: ${change}`);
      return changes;
    });
    running = next.catch(() => undefined);
    return next;
  };
  await runNow();
  const timer =
    settings.intervalMs === false
      ? undefined
      : setInterval(() => {
          runNow().catch((error: unknown) =>
            console.error('measurement partition maintenance failed (tried again later):', error),
          );
        }, settings.intervalMs);
  timer?.unref();
  return {
    settings,
    runNow,
    async stop() {
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
