import { incidentLink } from '../alerts/alert-messages.js';
import { transactionWithRetry } from '../db/conflict-retry.js';
import type { Database, Queryable } from '../db/database.js';
import { loadEscalationSteps, stepRecipients, type StepRecipient } from './escalation-store.js';
import { dueEscalation, mayDeliver, type EscalationStep } from './escalation.js';
import type { IncidentChannel, IncidentMessage } from './incident-channel.js';
import type { IncidentKind } from './incident-machine.js';
import { escalationMessage } from './incident-messages.js';

// The escalation sweep (like the status timer: periodic, clock injected). Each open incident
// whose next level is due goes to it: in one transaction the level moves on and every message
// of that level is put on the timeline as queued (or skipped: quiet hours below the top level,
// a channel this server does not have); after the commit each is delivered and its outcome
// recorded as sent or failed. An acknowledged or resolved incident has no due time, so it is
// never picked.

export const DEFAULT_ESCALATION_INTERVAL_MS = 30_000;

interface DueRow {
  id: number | string;
  customer_id: number | string;
  station_id: number | string;
  station_name: string;
  kind: IncidentKind;
  parameter_code: string | null;
  parameter_name: string | null;
  parameter_unit: string | null;
  started_at: Date | string;
  peak_value: number | null;
  escalation_level: number;
  next_escalation_due: Date | string;
}

interface Delivery {
  readonly channel: IncidentChannel;
  readonly recipient: StepRecipient;
  readonly message: IncidentMessage;
}

const timelineEntry = (
  q: Queryable,
  message: IncidentMessage,
  kind: string,
  channel: string | null,
  userId: string | null,
  detail: Record<string, unknown>,
  at: Date,
) =>
  q.query(
    `insert into public.incident_event (incident_id, customer_id, kind, channel, user_id,
                                        occurred_at, detail)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [
      message.incidentId,
      message.customerId,
      kind,
      channel,
      userId,
      at.toISOString(),
      JSON.stringify(detail),
    ],
  );

async function escalateOne(
  tx: Queryable,
  row: DueRow,
  steps: readonly EscalationStep[],
  channels: ReadonlyMap<string, IncidentChannel>,
  appUrl: string,
  now: Date,
): Promise<Delivery[]> {
  const id = Number(row.id);
  const customerId = Number(row.customer_id);
  const escalation = dueEscalation(
    { level: row.escalation_level, nextDue: new Date(row.next_escalation_due) },
    steps,
    now,
  );
  if (!escalation) {
    // The chain changed under it and has no further level: nothing more is due.
    await tx.query('update public.incident set next_escalation_due = null where id = $1', [id]);
    return [];
  }
  const { step, top, nextDue } = escalation;
  await tx.query(
    `update public.incident set escalation_level = $2, next_escalation_due = $3 where id = $1`,
    [id, step.level, nextDue?.toISOString() ?? null],
  );
  const message = escalationMessage(
    {
      id,
      customerId,
      stationId: Number(row.station_id),
      stationName: row.station_name,
      kind: row.kind,
      parameter: row.parameter_code
        ? {
            code: row.parameter_code,
            name: row.parameter_name ?? row.parameter_code,
            unit: row.parameter_unit ?? '',
          }
        : null,
      startedAt: new Date(row.started_at),
      peakValue: row.peak_value === null ? null : Number(row.peak_value),
    },
    step.level,
    incidentLink(appUrl, id),
  );
  const recipients = await stepRecipients(tx, customerId, step);
  await timelineEntry(
    tx,
    message,
    'escalated',
    null,
    null,
    { level: step.level, recipients: recipients.map((r) => r.name), channels: step.channels },
    now,
  );
  const deliveries: Delivery[] = [];
  for (const recipient of recipients) {
    for (const name of step.channels) {
      const channel = channels.get(name);
      const reason = !channel
        ? 'channel_unavailable'
        : !mayDeliver(recipient.quiet, top, now)
          ? 'quiet_hours'
          : undefined;
      const detail = { level: step.level, recipient: recipient.name };
      if (reason) {
        await timelineEntry(
          tx,
          message,
          'message_skipped',
          name,
          recipient.userId,
          { ...detail, reason },
          now,
        );
        continue;
      }
      await timelineEntry(tx, message, 'message_queued', name, recipient.userId, detail, now);
      deliveries.push({ channel: channel!, recipient, message });
    }
  }
  return deliveries;
}

/** Escalates every open incident due by `now`; resolves once each message's outcome is recorded. */
export async function escalateDueIncidents(
  db: Database,
  channels: readonly IncidentChannel[],
  appUrl: string,
  now: Date,
  log: (line: string) => void = () => undefined,
): Promise<number> {
  const byName = new Map(channels.map((channel) => [channel.name, channel]));
  const { deliveries, escalated } = await transactionWithRetry(db, async (tx) => {
    // skip locked: a sweep of another process (or an acknowledgement) holding a row passes it by.
    const due = await tx.query<DueRow>(
      `select i.id, i.customer_id, i.station_id, s.name as station_name, i.kind,
              i.parameter_code, p.name as parameter_name, p.unit as parameter_unit,
              i.started_at, i.peak_value, i.escalation_level, i.next_escalation_due
       from public.incident i
       join public.station s on s.id = i.station_id
       left join public.station_parameter p
         on p.station_id = i.station_id and p.code = i.parameter_code
       where i.status = 'open' and i.next_escalation_due <= $1
       order by i.next_escalation_due, i.id
       for update of i skip locked`,
      [now.toISOString()],
    );
    const steps = new Map<number, EscalationStep[]>();
    const all: Delivery[] = [];
    for (const row of due) {
      const customerId = Number(row.customer_id);
      if (!steps.has(customerId)) steps.set(customerId, await loadEscalationSteps(tx, customerId));
      all.push(...(await escalateOne(tx, row, steps.get(customerId)!, byName, appUrl, now)));
    }
    return { deliveries: all, escalated: due.length };
  });
  for (const { channel, recipient, message } of deliveries) {
    const detail = { level: message.level, recipient: recipient.name };
    try {
      const outcome = await channel.deliver(recipient, message);
      await timelineEntry(
        db,
        message,
        outcome.status === 'sent' ? 'message_sent' : 'message_skipped',
        channel.name,
        recipient.userId,
        outcome.status === 'sent'
          ? { ...detail, ...outcome.detail }
          : { ...detail, reason: outcome.reason },
        now,
      );
    } catch (error) {
      log(
        `incident ${message.incidentId}: ${channel.name} to ${recipient.userId} failed: ${String(error)}`,
      );
      await timelineEntry(
        db,
        message,
        'message_failed',
        channel.name,
        recipient.userId,
        {
          ...detail,
          error: String(error).slice(0, 500),
        },
        now,
      );
    }
  }
  return escalated;
}

export interface IncidentEscalationOptions {
  readonly db: Database;
  readonly channels: readonly IncidentChannel[];
  /** Where the web app is: the messages link to /incidents/<id> there. */
  readonly appUrl: string;
  /** Default 30 000 ms; false: never (tests call sweep). */
  readonly intervalMs?: number | false;
  readonly now?: () => Date;
  readonly log?: (line: string) => void;
}

export interface IncidentEscalation {
  /** Escalates what is due now; one sweep at a time. */
  sweep(): Promise<number>;
  stop(): Promise<void>;
}

export function startIncidentEscalation(options: IncidentEscalationOptions): IncidentEscalation {
  const now = options.now ?? (() => new Date());
  const log = options.log ?? ((line: string) => console.error(line));
  let running: Promise<unknown> = Promise.resolve();
  const sweep = () => {
    const next = running.then(() =>
      escalateDueIncidents(options.db, options.channels, options.appUrl, now(), log),
    );
    running = next.catch(() => undefined);
    return next;
  };
  const intervalMs = options.intervalMs ?? DEFAULT_ESCALATION_INTERVAL_MS;
  let ticking = false;
  const timer = intervalMs
    ? setInterval(() => {
        if (ticking) return;
        ticking = true;
        sweep()
          .catch((error: unknown) => log(`incident escalation failed: ${String(error)}`))
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
