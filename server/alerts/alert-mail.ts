import type { Queryable } from '../db/database.js';
import type { Mailer } from '../mail/mailer.js';
import { alertMail } from './alert-messages.js';
import type { AnnouncedAlert } from './alert-reconcile.js';

// The e-mail side of an alert: every active user of the station's customer who left the
// profile switch notification_email_enable on gets one message.

/** The users of a customer who take alert mails ($1: the customer). */
const RECIPIENTS = `from public.app_user a
     join auth.users u on u.id = a.user_id
     where a.customer_id = $1 and u.email is not null and u.deleted_at is null
       and (u.banned_until is null or u.banned_until <= now())
       and u.raw_user_meta_data -> 'notification_email_enable' = 'true'::jsonb`;

export async function alertRecipients(q: Queryable, customerId: number): Promise<string[]> {
  const rows = await q.query<{ email: string }>(`select u.email ${RECIPIENTS} order by u.email`, [
    customerId,
  ]);
  return rows.map((row) => row.email);
}

/**
 * Queues a notification's mail to the same users in the outbox of the delivery worker
 * (public.alert_delivery, channel 'email'), inside the caller's transaction: the mail is then
 * retried with back-off and, one row per user and notification, never queued twice.
 */
export async function queueNotificationMail(
  q: Queryable,
  notificationId: number,
  customerId: number,
): Promise<void> {
  const queued = await q.query(
    `insert into public.alert_delivery (notification_id, user_id, channel)
     select $2, a.user_id, 'email' ${RECIPIENTS}
     on conflict (notification_id, user_id, channel) do nothing returning id`,
    [customerId, notificationId],
  );
  if (queued.length > 0)
    await q.query(`select pg_notify('alert_delivery_queued', $1)`, [String(notificationId)]);
}

/** Sends after the commit; a failed message is logged and does not stop the others. */
export async function mailAlert(
  q: Queryable,
  mailer: Mailer,
  alert: AnnouncedAlert,
  appUrl: string,
  log: (line: string) => void,
): Promise<void> {
  const message = alertMail(
    alert.text,
    { stationId: alert.station.id, incidentId: alert.incidentId },
    appUrl,
  );
  for (const to of await alertRecipients(q, alert.station.customerId)) {
    try {
      await mailer.send({ to, ...message });
    } catch (error) {
      log(`alert mail to ${to} failed: ${String(error)}`);
    }
  }
}
