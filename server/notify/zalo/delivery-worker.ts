import type { AlertKind } from '../../alerts/alert-decision.js';
import { alertMail, incidentLink } from '../../alerts/alert-messages.js';
import type { Database, Queryable } from '../../db/database.js';
import { startOutboxRunner } from '../../db/outbox-runner.js';
import {
  DECLARATION_REMINDER_TYPE,
  declarationReminderMail,
} from '../../fee-declarations/reminder-mail.js';
import type { Mailer } from '../../mail/mailer.js';
import { retryDelayMs } from './backoff.js';
import type { DeliveryOutcome } from './delivery-outcome.js';
import { zaloNotifyConfigFromEnv } from './zalo-notify-config.js';
import { zaloSender, type DeliverZalo } from './zalo-sender.js';

// The delivery worker: sends the due rows of public.alert_delivery (queued with their
// notification, 20261127000500_zalo_alert_channels.sql). Woken by the NOTIFY of each queued
// alert and by a timer (the safety net, and what brings retries due). A row is taken by moving
// its next_attempt_at past a lease, so two workers never send it at once and one that died
// mid-send leaves it to be taken again after the lease. Outcomes:
//   sent: kept with Zalo's message id; retry-later: tried again after the back-off (backoff.ts)
//   until the last attempt, then failed; failed: kept with the reason, and when another channel
//   may reach the person, queued there (OA → ZNS if the person has a verified phone and the
//   customer a ZNS template, else → e-mail unless the alert e-mail already went to them).
// Environment (used when the option is undefined):
//   ZALO_DELIVERY_INTERVAL_MS (15000): how often due deliveries are looked for.
//   APP_URL (the server's own URL): the address the messages link to.
//   ZALO_MINIAPP_ID: a Zalo message about an incident opens it in the mini app
//   (`<APP_URL>/zapps/<id>/incidents/<incident>`); without it, the web page.

export const DEFAULT_DELIVERY_INTERVAL_MS = 15_000;
/** How long a taken delivery is left to its worker (longer than a send with a token refresh). */
export const DELIVERY_LEASE_MS = 5 * 60_000;
const BATCH_SIZE = 20;

export interface ZaloDeliveryWorkerOptions {
  readonly db: Database;
  readonly mailer: Mailer;
  readonly serverUrl: string;
  /** Where users open the web app; undefined: env APP_URL, else serverUrl. */
  readonly appUrl?: string;
  /** The mini app a Zalo message links into; undefined: env ZALO_MINIAPP_ID (none: the web). */
  readonly miniAppId?: string;
  /** The Zalo sender; default zaloSender on db with the same clock. */
  readonly deliver?: DeliverZalo;
  /** false: no timer (tests call runDue). */
  readonly intervalMs?: number | false;
  /** false: not woken by queued alerts (tests drive runDue with their clock). Default true. */
  readonly wakeOnQueue?: boolean;
  readonly now?: () => Date;
  readonly log?: (line: string) => void;
  readonly env?: NodeJS.ProcessEnv;
}

export interface ZaloDeliveryWorker {
  /** Sends every delivery due now; resolves with how many were attempted. */
  runDue(): Promise<number>;
  stop(): Promise<void>;
}

type Channel = 'zalo_oa' | 'zns' | 'email';

interface TakenRow {
  id: number;
  notification_id: number;
  user_id: string;
  channel: Channel;
  attempts: number;
  customer_id: number;
  station_id: number | null;
  incident_id: number | string | null;
  title: string;
  content: string;
  type: string;
  zalo_user_id: string | null;
  verified_phone: string | null;
  email: string | null;
  mail_enabled: boolean;
  zns_template_id: string | null;
}

function intervalFrom(option: number | false | undefined, env: NodeJS.ProcessEnv) {
  if (option !== undefined) return option;
  const raw = env.ZALO_DELIVERY_INTERVAL_MS;
  if (raw === undefined || raw === '') return DEFAULT_DELIVERY_INTERVAL_MS;
  const ms = Number(raw);
  if (!Number.isInteger(ms) || ms < 100)
    throw new Error(`ZALO_DELIVERY_INTERVAL_MS must be at least 100 milliseconds, got "${raw}"`);
  return ms;
}

/**
 * Where a Zalo message opens: the alert's incident in the mini app (acknowledged there in one
 * tap), else the station page of the web app (the same page the alert e-mail links to).
 */
function zaloLink(appUrl: string, row: TakenRow, miniAppId: string | undefined): string {
  if (row.incident_id !== null) return incidentLink(appUrl, Number(row.incident_id), miniAppId);
  const base = appUrl.replace(/\/+$/, '');
  return `${base}/${row.station_id === null ? '' : `online-monitoring?station=${row.station_id}`}`;
}

async function takeDue(q: Queryable, now: Date): Promise<TakenRow[]> {
  return q.query<TakenRow>(
    `with due as (
       select id from public.alert_delivery
       -- Due up to the end of $1's millisecond: a row queued a moment ago carries the database's
       -- microseconds, which a JavaScript clock reading in the same millisecond falls short of.
       where status in ('queued', 'retrying')
         and next_attempt_at < $1::timestamptz + interval '1 millisecond'
       order by next_attempt_at, id limit $2
       for update skip locked),
     taken as (
       update public.alert_delivery d
       set attempts = d.attempts + 1, next_attempt_at = $1::timestamptz + make_interval(secs => $3)
       from due where d.id = due.id
       returning d.id, d.notification_id, d.user_id, d.channel, d.attempts)
     select t.id, t.notification_id, t.user_id, t.channel, t.attempts,
            n.customer_id, n.station_id, n.incident_id, n.title, n.content, n.type,
            coalesce(a.zalo_oa_user_id, a.zalo_user_id) as zalo_user_id, a.verified_phone, u.email,
            coalesce(u.raw_user_meta_data -> 'notification_email_enable' = 'true'::jsonb, false)
              as mail_enabled,
            s.zns_template_id
     from taken t
     join public.notification n on n.id = t.notification_id
     join auth.users u on u.id = t.user_id
     left join public.app_user a on a.user_id = t.user_id
     left join public.customer_zalo_setting s on s.customer_id = n.customer_id
     order by t.id`,
    [now.toISOString(), BATCH_SIZE, DELIVERY_LEASE_MS / 1000],
  );
}

/** The next channel that may reach the person after `row`'s channel failed, if any. */
function fallbackChannel(row: TakenRow): Channel | undefined {
  if (row.channel === 'zalo_oa' && row.verified_phone && row.zns_template_id) return 'zns';
  if (row.channel !== 'email' && row.email && !row.mail_enabled) return 'email';
  return undefined;
}

/**
 * An alert about an incident: its delivery's final outcome on the incident's timeline, beside the
 * escalations' own messages (issue 17: every message sent, delivered or failed per channel).
 */
async function recordOnIncident(q: Queryable, row: TakenRow, reason: string | null, now: Date) {
  if (row.incident_id === null) return;
  await q.query(
    `insert into public.incident_event (incident_id, customer_id, kind, channel, user_id,
                                        occurred_at, detail)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [
      row.incident_id,
      row.customer_id,
      reason === null ? 'message_sent' : 'message_failed',
      row.channel,
      row.user_id,
      now.toISOString(),
      JSON.stringify(
        reason === null ? { alert: row.notification_id } : { alert: row.notification_id, reason },
      ),
    ],
  );
}

async function record(q: Queryable, row: TakenRow, outcome: DeliveryOutcome, now: Date) {
  if (outcome.status === 'sent') {
    await q.query(
      `update public.alert_delivery
       set status = 'sent', sent_at = $2, zalo_message_id = $3, last_error = null
       where id = $1`,
      [row.id, now.toISOString(), outcome.messageId],
    );
    await recordOnIncident(q, row, null, now);
    return;
  }
  const delay = outcome.status === 'retry-later' ? retryDelayMs(row.attempts) : null;
  if (delay !== null) {
    await q.query(
      `update public.alert_delivery set status = 'retrying', next_attempt_at = $2, last_error = $3
       where id = $1`,
      [row.id, new Date(now.getTime() + delay).toISOString(), outcome.reason],
    );
    return;
  }
  const reason =
    outcome.status === 'retry-later'
      ? `${outcome.reason} (đã thử ${row.attempts} lần)`
      : outcome.reason;
  await q.query(
    `update public.alert_delivery set status = 'failed', last_error = $2 where id = $1`,
    [row.id, reason.slice(0, 500)],
  );
  await recordOnIncident(q, row, reason.slice(0, 500), now);
  if (outcome.status === 'failed' && outcome.configuration) {
    await q.query(
      `update public.customer_zalo_setting set channel_error = $2, channel_error_at = $3
       where customer_id = $1 and channel_error is distinct from $2`,
      [row.customer_id, outcome.reason.slice(0, 500), now.toISOString()],
    );
  }
  // A Zalo channel that cannot reach the person, or gave up after its retries, may leave it to
  // another channel.
  const next =
    outcome.status === 'retry-later' || outcome.fallback ? fallbackChannel(row) : undefined;
  if (next) {
    await q.query(
      `insert into public.alert_delivery (notification_id, user_id, channel, next_attempt_at)
       values ($1, $2, $3, $4) on conflict (notification_id, user_id, channel) do nothing`,
      [row.notification_id, row.user_id, next, now.toISOString()],
    );
  }
}

export async function startZaloDeliveryWorker(
  options: ZaloDeliveryWorkerOptions,
): Promise<ZaloDeliveryWorker> {
  const { db, mailer } = options;
  const env = options.env ?? process.env;
  const appUrl = options.appUrl ?? (env.APP_URL || options.serverUrl);
  const miniAppId = options.miniAppId ?? (env.ZALO_MINIAPP_ID?.trim() || undefined);
  const now = options.now ?? (() => new Date());
  const log = options.log ?? ((line: string) => console.error(line));
  const deliver = options.deliver ?? zaloSender({ db, config: zaloNotifyConfigFromEnv(env), now });

  /** An alert's mail, or the declaration reminder's (queued by the reminder itself). */
  const emailOf = async (row: TakenRow) => {
    if (row.type === DECLARATION_REMINDER_TYPE)
      return declarationReminderMail(db, row.notification_id, appUrl);
    if (row.station_id === null) return null;
    const text = { type: row.type as AlertKind, title: row.title, content: row.content };
    const subject = {
      stationId: row.station_id,
      incidentId: row.incident_id === null ? null : Number(row.incident_id),
    };
    return alertMail(text, subject, appUrl);
  };

  const attempt = async (row: TakenRow): Promise<DeliveryOutcome> => {
    const message = {
      title: row.title,
      content: row.content,
      link: zaloLink(appUrl, row, miniAppId),
      trackingId: `alert-delivery-${row.id}`,
    };
    if (row.channel === 'email') {
      if (!row.email)
        return { status: 'failed', reason: 'Tài khoản không có email', fallback: false };
      const mail = await emailOf(row);
      if (!mail) {
        const reason =
          row.type === DECLARATION_REMINDER_TYPE
            ? 'Nhắc hạn kê khai phí đã bị xóa'
            : 'Trạm của cảnh báo đã bị xóa';
        return { status: 'failed', reason, fallback: false };
      }
      try {
        await mailer.send({ to: row.email, ...mail });
        return { status: 'sent', messageId: null };
      } catch (error) {
        return {
          status: 'retry-later',
          reason: `Không gửi được email: ${String(error).slice(0, 200)}`,
        };
      }
    }
    if (row.channel === 'zalo_oa') {
      if (!row.zalo_user_id)
        return { status: 'failed', reason: 'Tài khoản chưa liên kết Zalo', fallback: true };
      return deliver(
        { channel: 'zalo_oa', customerId: row.customer_id, zaloUserId: row.zalo_user_id },
        message,
      );
    }
    if (!row.verified_phone)
      return {
        status: 'failed',
        reason: 'Tài khoản chưa có số điện thoại đã xác minh',
        fallback: true,
      };
    return deliver(
      { channel: 'zns', customerId: row.customer_id, phone: row.verified_phone },
      message,
    );
  };

  const runOnce = async () => {
    const rows = await takeDue(db, now());
    await Promise.all(
      rows.map(async (row) => {
        const outcome = await attempt(row).catch((error: unknown): DeliveryOutcome => ({
          status: 'retry-later',
          reason: String(error).slice(0, 300),
        }));
        // The outcome and its line on the incident's timeline are written together.
        await db.transaction((tx) => record(tx, row, outcome, now()));
      }),
    );
    return rows.length;
  };
  return startOutboxRunner({
    db,
    runBatch: runOnce,
    intervalMs: intervalFrom(options.intervalMs, env),
    channel: options.wakeOnQueue === false ? false : 'alert_delivery_queued',
    onFailure: (error) => log(`alert deliveries failed: ${String(error)}`),
  });
}
