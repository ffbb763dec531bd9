import type { Queryable } from '../db/database.js';
import type { Mailer } from '../mail/mailer.js';
import { alertMail } from './alert-messages.js';
import type { AnnouncedAlert } from './alert-reconcile.js';

// The e-mail side of an alert: every active user of the station's customer who left the
// profile switch notification_email_enable on gets one message.

export async function alertRecipients(q: Queryable, customerId: number): Promise<string[]> {
  const rows = await q.query<{ email: string }>(
    `select u.email from public.app_user a
     join auth.users u on u.id = a.user_id
     where a.customer_id = $1 and u.email is not null and u.deleted_at is null
       and (u.banned_until is null or u.banned_until <= now())
       and u.raw_user_meta_data -> 'notification_email_enable' = 'true'::jsonb
     order by u.email`,
    [customerId],
  );
  return rows.map((row) => row.email);
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
