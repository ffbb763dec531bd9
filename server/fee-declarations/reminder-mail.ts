import { escapeHtml } from '../alerts/alert-messages.js';
import type { Queryable } from '../db/database.js';
import type { MailMessage } from '../mail/mailer.js';

// The reminder's e-mail, built by the delivery worker (server/notify/zalo/delivery-worker.ts)
// from the notification it was queued with: its text, and a link that opens the return of the
// quarter due (the declaration screen reads ?year=&quarter=).

export const DECLARATION_REMINDER_TYPE = 'fee_declaration_due';

export function reminderMail(
  text: { title: string; content: string },
  period: { year: number; quarter: number },
  kind: 'water' | 'air',
  appUrl: string,
): Omit<MailMessage, 'to'> {
  const link = `${appUrl.replace(/\/+$/, '')}/${kind}-fee-declaration?year=${period.year}&quarter=${period.quarter}`;
  return {
    subject: `${text.title} | GreenWatch`,
    text: `${text.content}\n\nTờ khai: ${link}\n`,
    html:
      `<p>${escapeHtml(text.content)}</p>` +
      `<p><a href="${escapeHtml(link)}">Mở tờ khai phí</a></p>`,
  };
}

/** The mail of a reminder notification; null when its reminder is gone. */
export async function declarationReminderMail(
  q: Queryable,
  notificationId: number,
  appUrl: string,
): Promise<Omit<MailMessage, 'to'> | null> {
  // The link opens the wastewater return when the customer has both kinds, as the text lists it
  // first.
  const [row] = await q.query<{
    year: number;
    quarter: number;
    title: string;
    content: string;
    kind: 'water' | 'air' | null;
  }>(
    `select r.year, r.quarter, n.title, n.content,
       (select s.kind from public.station s
        where s.customer_id = r.customer_id and s.kind in ('water', 'air')
        order by s.kind desc limit 1) as kind
     from public.fee_declaration_reminder r
     join public.notification n on n.id = r.notification_id
     where r.notification_id = $1`,
    [notificationId],
  );
  if (!row) return null;
  return reminderMail(row, row, row.kind ?? 'water', appUrl);
}
