import { transactionWithRetry } from '../db/conflict-retry.js';
import type { Database } from '../db/database.js';
import { lockStations } from '../db/station-locks.js';
import { DEMO_CUSTOMERS } from './demo-catalog.js';
import { AIR_PARAMETERS, WATER_PARAMETERS, type ParameterTemplate } from './parameter-templates.js';

// Keeps the demo alive: every tick each reporting station gets one new value per parameter
// (time = now); then `afterTick` lets server/alerts re-evaluate statuses, which is what turns an
// exceedance into a status change, an event and a notification. The stations of `files` also
// send a data file at every whole five minutes, as a station's data logger does, through the
// ingestion (so it is logged, and forwarded to the authority where the station has one).

/** A data file as a logger writes it, for `files.send`. */
export interface SimulatedFile {
  readonly stationCode: string;
  readonly fileName: string;
  readonly content: string;
}

export interface SimulatedFiles {
  readonly stationCodes: readonly string[];
  send(file: SimulatedFile): Promise<unknown>;
}

const FILE_INTERVAL_MS = 5 * 60_000;

/** YYYYMMDDhhmmss in Vietnam time (UTC+7), as a data logger writes it. */
const loggerStamp = (date: Date) =>
  new Date(date.getTime() + 7 * 3_600_000).toISOString().replace(/\D/g, '').slice(0, 14);

export interface Simulator {
  tick(now?: Date): Promise<void>;
  stop(): Promise<void>;
}

interface Model extends ParameterTemplate {
  station: string;
  scenario?: string;
}

const models: Model[] = DEMO_CUSTOMERS.flatMap((customer) =>
  customer.stations.flatMap((station) =>
    (station.kind === 'water' ? WATER_PARAMETERS : AIR_PARAMETERS).map((p) => ({
      ...p,
      station: station.code,
      scenario: station.scenario,
    })),
  ),
);

export function simulatedValue(model: Model, now: Date, random: () => number): number {
  const noise = (spread: number) => 1 + spread * (random() * 2 - 1);
  if (model.spikes && model.limitMax !== null && model.scenario === 'exceeding') {
    return model.limitMax * 1.3 * noise(0.03);
  }
  if (model.spikes && model.limitMax !== null && model.scenario === 'near') {
    return model.limitMax * 0.94 * noise(0.02);
  }
  const dayFraction = ((now.getTime() / 1000 + 25_200) % 86_400) / 86_400;
  const cycle = 1 + model.swing * Math.sin(2 * Math.PI * (dayFraction - 0.35));
  return Math.max(0, model.base * cycle * noise(model.noise));
}

/** The file `stationCode` writes at `at` (a whole five minutes): one line per parameter. */
export function simulatedFile(
  stationCode: string,
  at: Date,
  random: () => number = Math.random,
): SimulatedFile {
  const stamp = loggerStamp(at);
  const lines = models
    .filter((model) => model.station === stationCode)
    .map((model) => {
      const value = Math.round(simulatedValue(model, at, random) * 1000) / 1000;
      return `${model.code}\t${value}\t${model.unit}\t${stamp}\t00`;
    });
  return { stationCode, fileName: `${stationCode}_${stamp}.txt`, content: lines.join('\r\n') };
}

export function startSimulator(
  db: Database,
  intervalMs: number,
  log: (line: string) => void,
  afterTick?: (now: Date) => Promise<unknown>,
  random: () => number = Math.random,
  files?: SimulatedFiles,
): Simulator {
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  // The first file is the next whole five minutes': a restart never sends one twice.
  const started = Date.now();
  let lastFileAt = started - (started % FILE_INTERVAL_MS);

  async function sendFiles(now: Date): Promise<void> {
    const due = now.getTime() - (now.getTime() % FILE_INTERVAL_MS);
    if (!files || due <= lastFileAt) return;
    lastFileAt = due;
    for (const code of files.stationCodes) {
      await files.send(simulatedFile(code, new Date(due), random));
    }
  }

  async function tick(now = new Date()): Promise<void> {
    const rows = models
      .filter((m) => m.scenario !== 'signal_lost')
      .map((m) => ({
        station: m.station,
        code: m.code,
        value: Math.round(simulatedValue(m, now, random) * 1000) / 1000,
        status: random() < 0.003 ? '02' : '00',
      }));
    const stationCodes = [...new Set(rows.map((row) => row.station))];
    // The lock order of every writer (server/db/station-locks.ts): the stations first, in id
    // order, then their measurements, whose trigger updates roll-ups and station rows.
    await transactionWithRetry(db, async (tx) => {
      const ids = await tx.query<{ id: number }>(
        'select id from public.station where code = any($1::text[])',
        [stationCodes],
      );
      await lockStations(
        tx,
        ids.map((row) => Number(row.id)),
      );
      await tx.query(
        `insert into public.measurement (station_id, parameter_code, time, value, device_status)
         select s.id, x.code, $2::timestamptz, x.value, x.status
         from json_to_recordset($1::json) as x(station text, code text, value float8, status text)
         join public.station s on s.code = x.station
         on conflict (station_id, parameter_code, time) do nothing`,
        [JSON.stringify(rows), now.toISOString()],
      );
    });
    await sendFiles(now);
    // Status, status events and notifications belong to server/alerts.
    await afterTick?.(now);
  }

  // A tick still running when the next is due makes that one skip: ticks never pile up behind a
  // slow or locked database (and stop() never waits for a backlog).
  let ticking = false;
  const timer = setInterval(() => {
    if (stopped || ticking) return;
    ticking = true;
    running = running
      .then(() => tick())
      .catch((error: unknown) => log(`simulator tick failed: ${String(error)}`))
      .finally(() => {
        ticking = false;
      });
  }, intervalMs);
  timer.unref();

  return {
    tick: (now) => {
      running = running.then(() => tick(now));
      return running;
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running.catch(() => undefined);
    },
  };
}
