import type { Queryable } from '../db/database.js';
import type { Mailer } from '../mail/mailer.js';
import { incidentMail } from './incident-messages.js';

// How an escalation reaches a person. Each channel has the name escalation steps list it under
// ('bell', 'email'; the Zalo channels add 'zalo_oa' and 'zns'), and delivers one message to one
// recipient: it resolves with 'sent' (or 'skipped' and why, when that person cannot be reached
// this way), and throws when delivery failed. Each outcome lands on the incident's timeline.

export interface IncidentRecipient {
  readonly userId: string;
  readonly customerId: number;
  /** Display name (full name, else e-mail, else phone). */
  readonly name: string;
  readonly email: string | null;
  readonly phone: string | null;
  /** The profile's switch for alert e-mails (user_metadata.notification_email_enable). */
  readonly emailAlerts: boolean;
}

export interface IncidentMessage {
  readonly incidentId: number;
  readonly customerId: number;
  readonly stationId: number;
  /** The escalation level the message is sent for. */
  readonly level: number;
  readonly title: string;
  readonly content: string;
  /** The incident in the web app (incidentLink); a Zalo channel builds its /zapps/ one. */
  readonly link: string;
}

export type DeliveryOutcome =
  | { readonly status: 'sent'; readonly detail?: Readonly<Record<string, unknown>> }
  | { readonly status: 'skipped'; readonly reason: string };

export interface IncidentChannel {
  readonly name: string;
  deliver(recipient: IncidentRecipient, message: IncidentMessage): Promise<DeliveryOutcome>;
}

/** The bell: a notification only its recipient sees (notification.recipient_user_id). */
export function bellChannel(q: Queryable): IncidentChannel {
  return {
    name: 'bell',
    async deliver(recipient, message) {
      const [row] = await q.query<{ id: number | string }>(
        `insert into public.notification (customer_id, station_id, title, content, type,
                                          recipient_user_id, incident_id)
         values ($1, $2, $3, $4, 'incident_escalated', $5, $6) returning id`,
        [
          message.customerId,
          message.stationId,
          message.title,
          message.content,
          recipient.userId,
          message.incidentId,
        ],
      );
      return { status: 'sent', detail: { notificationId: Number(row!.id) } };
    },
  };
}

/** E-mail, to those with an address who left the profile's alert-mail switch on. */
export function mailChannel(mailer: Mailer): IncidentChannel {
  return {
    name: 'email',
    async deliver(recipient, message) {
      if (!recipient.email) return { status: 'skipped', reason: 'no_email' };
      if (!recipient.emailAlerts) return { status: 'skipped', reason: 'email_alerts_off' };
      await mailer.send({ to: recipient.email, ...incidentMail(message) });
      return { status: 'sent', detail: { to: recipient.email } };
    },
  };
}
