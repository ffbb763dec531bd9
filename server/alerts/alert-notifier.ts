import { transactionWithRetry } from '../db/conflict-retry.js';
import type { Database } from '../db/database.js';
import type { Mailer } from '../mail/mailer.js';
import { stationsDueForRetry } from './alert-ledger.js';
import { mailAlert } from './alert-mail.js';
import { reconcileStationAlerts } from './alert-reconcile.js';
import type { PastExceedance } from './late-exceedances.js';
import { stationsLeavingMaintenance } from './maintenance-muting.js';
import type { PastExceedancesFound, StatusEvents } from './status-events.js';

// The consumer of the status events: each event queues its station for reconciliation
// (alert-reconcile.ts), which writes the notifications (realtime pushes them to the customer's
// users) and hands them to the mailer. A periodic retry picks up alerts held back by the
// cool-down. Environment (used when the option is undefined):
//   NOTIFY_COOLDOWN_MINUTES (30): the same alert of a station + parameter is not sent again
//   within this time; 0 turns de-duplication by time off.
//   APP_URL (the server's own URL): the address the e-mail links point to.

export const DEFAULT_COOLDOWN_MINUTES = 30;
export const DEFAULT_RETRY_INTERVAL_MS = 60_000;

export interface AlertNotifierOptions {
  readonly db: Database;
  readonly events: StatusEvents;
  readonly mailer: Mailer;
  /** Where users open the web app (the e-mails link into it); undefined: env APP_URL, else serverUrl. */
  readonly appUrl?: string;
  readonly serverUrl: string;
  readonly cooldownMinutes?: number;
  /** How often held-back alerts are re-checked; false: never (tests call retryDue). */
  readonly retryIntervalMs?: number | false;
  readonly now?: () => Date;
  readonly log?: (line: string) => void;
  readonly env?: NodeJS.ProcessEnv;
}

export interface AlertNotifier {
  readonly cooldownMs: number;
  /** Resolves once every event received so far is handled and its mail sent. */
  idle(): Promise<void>;
  /** Re-checks the stations whose held-back alerts are past their cool-down. */
  retryDue(): Promise<void>;
  stop(): Promise<void>;
}

export function cooldownMinutesFrom(option: number | undefined, env: NodeJS.ProcessEnv): number {
  if (option !== undefined) return option;
  const raw = env.NOTIFY_COOLDOWN_MINUTES;
  if (raw === undefined || raw === '') return DEFAULT_COOLDOWN_MINUTES;
  const minutes = Number(raw);
  if (!Number.isFinite(minutes) || minutes < 0)
    throw new Error(`NOTIFY_COOLDOWN_MINUTES must be a number of minutes, got "${raw}"`);
  return minutes;
}

export function startAlertNotifier(options: AlertNotifierOptions): AlertNotifier {
  const { db, events, mailer } = options;
  const env = options.env ?? process.env;
  const appUrl = options.appUrl ?? (env.APP_URL || options.serverUrl);
  const now = options.now ?? (() => new Date());
  const log = options.log ?? ((line: string) => console.error(line));
  const cooldownMs = cooldownMinutesFrom(options.cooldownMinutes, env) * 60_000;
  const queued = new Set<number>();
  /** Late exceedances of each station waiting for its next reconciliation. */
  const past = new Map<number, PastExceedance[]>();
  let reconciling: Promise<void> = Promise.resolve();
  let mailing: Promise<void> = Promise.resolve();
  let stopped = false;

  const reconcile = async (stationId: number) => {
    queued.delete(stationId);
    const exceedances = past.get(stationId) ?? [];
    past.delete(stationId);
    const announced = await transactionWithRetry(db, (tx) =>
      reconcileStationAlerts(tx, stationId, now(), cooldownMs, exceedances),
    );
    // Mail goes on its own queue, so a slow SMTP server never delays the next notification.
    for (const alert of announced) {
      mailing = mailing.then(() =>
        mailAlert(db, mailer, alert, appUrl, log).catch((error: unknown) =>
          log(`alert mail failed: ${String(error)}`),
        ),
      );
    }
  };

  /** One reconciliation at a time; a station already waiting is not queued twice. */
  const enqueue = (stationId: number) => {
    if (stopped || queued.has(stationId)) return;
    queued.add(stationId);
    reconciling = reconciling
      .then(() => reconcile(stationId))
      .catch((error: unknown) => log(`alerts for station ${stationId} failed: ${String(error)}`));
  };

  const onStation = ({ station }: { station: { id: number } }) => enqueue(station.id);
  const onPast = ({ station, exceedances }: PastExceedancesFound) => {
    if (stopped) return;
    past.set(station.id, [...(past.get(station.id) ?? []), ...exceedances]);
    enqueue(station.id);
  };
  events.on('station-status-changed', onStation);
  events.on('parameter-state-changed', onStation);
  events.on('past-exceedances-found', onPast);

  // Also the stations leaving maintenance since the previous sweep (maintenance-muting.ts).
  let sweptUntil = now();
  const retryDue = async () => {
    const at = now();
    const due = [
      ...(await stationsDueForRetry(db, at, cooldownMs)),
      ...(await stationsLeavingMaintenance(db, sweptUntil, at)),
    ];
    sweptUntil = at;
    for (const stationId of due) enqueue(stationId);
    await reconciling;
  };
  const intervalMs = options.retryIntervalMs ?? DEFAULT_RETRY_INTERVAL_MS;
  const timer = intervalMs
    ? setInterval(() => {
        retryDue().catch((error: unknown) => log(`alert retry failed: ${String(error)}`));
      }, intervalMs)
    : undefined;
  timer?.unref();

  const idle = async () => {
    // Handling an event can queue more work (mail); wait until nothing new was added.
    for (;;) {
      const [pendingReconcile, pendingMail] = [reconciling, mailing];
      await pendingReconcile;
      await pendingMail;
      if (pendingReconcile === reconciling && pendingMail === mailing) return;
    }
  };
  return {
    cooldownMs,
    idle,
    retryDue,
    async stop() {
      stopped = true;
      clearInterval(timer);
      events.off('station-status-changed', onStation);
      events.off('parameter-state-changed', onStation);
      events.off('past-exceedances-found', onPast);
      await idle();
    },
  };
}
