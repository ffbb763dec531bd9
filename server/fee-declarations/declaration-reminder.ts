import { queueNotificationMail } from '../alerts/alert-mail.js';
import { transactionWithRetry } from '../db/conflict-retry.js';
import type { Database } from '../db/database.js';
import { dueDeclaration, type DueDeclaration } from './declaration-deadline.js';
import { DECLARATION_REMINDER_TYPE } from './reminder-mail.js';

// The reminder before each quarterly declaration deadline: `daysBefore` days ahead (default 10,
// FEE_DECLARATION_REMINDER_DAYS), each customer with a wastewater or emission station gets one
// bell notification and an e-mail to its users who take alert mails. The claim row
// (fee_declaration_reminder, primary key customer + quarter) is written in the notification's
// transaction, so a later tick, a restart or a second process finds it and sends nothing again.
// The mails are queued in that transaction too, in the delivery worker's outbox
// (public.alert_delivery, channel 'email'), which sends them after the commit and retries a
// failed one with back-off (server/notify/zalo/backoff.ts); reminder-mail.ts builds them.

export const DEFAULT_REMINDER_DAYS = 10;
export const DEFAULT_REMINDER_INTERVAL_MS = 3_600_000;

/** FEE_DECLARATION_REMINDER_DAYS: whole days, 1 to 60. */
export function reminderDaysFrom(option: number | undefined, env: NodeJS.ProcessEnv): number {
  if (option !== undefined) return option;
  const raw = env.FEE_DECLARATION_REMINDER_DAYS;
  if (raw === undefined || raw === '') return DEFAULT_REMINDER_DAYS;
  const days = Number(raw);
  if (!Number.isInteger(days) || days < 1 || days > 60) {
    throw new Error(
      `FEE_DECLARATION_REMINDER_DAYS must be a whole number of days from 1 to 60, got "${raw}"`,
    );
  }
  return days;
}

export interface DeclarationReminderOptions {
  readonly db: Database;
  readonly daysBefore?: number;
  /** How often the deadline is checked; false: never on a timer (tests call runOnce). */
  readonly intervalMs?: number | false;
  readonly now?: () => Date;
  readonly log?: (line: string) => void;
}

export interface SentReminder {
  readonly customerId: number;
  readonly notificationId: number;
  readonly due: DueDeclaration;
}

const KIND_NAMES = { water: 'nước thải', air: 'khí thải' } as const;

function reminderText(due: DueDeclaration, kinds: readonly ('water' | 'air')[]) {
  const [y, m, d] = due.deadline.split('-');
  const what = kinds.map((kind) => KIND_NAMES[kind]).join(' và ');
  return {
    title: `Sắp đến hạn kê khai phí quý ${due.quarter}/${due.year}`,
    content:
      `Hạn nộp tờ khai phí bảo vệ môi trường đối với ${what} quý ${due.quarter}/${due.year} ` +
      `là ngày ${d}/${m}/${y} (còn ${due.daysLeft} ngày). Mở "Tờ khai phí" để xem tờ khai đã ` +
      'điền sẵn từ báo cáo phí, kiểm tra và xuất ra PDF hoặc Excel.',
  };
}

/** Sends (queues the mails of) what is due at `now` and not sent before; answers what it sent. */
export async function sendDeclarationReminders(
  options: Omit<DeclarationReminderOptions, 'intervalMs' | 'now'>,
  now: Date,
): Promise<SentReminder[]> {
  const due = dueDeclaration(now, options.daysBefore ?? DEFAULT_REMINDER_DAYS);
  if (!due) return [];
  return transactionWithRetry(options.db, async (tx) => {
    const rows = await tx.query<{ customer_id: string | number; kinds: ('water' | 'air')[] }>(
      `with customers as (
         select s.customer_id, array_agg(distinct s.kind order by s.kind desc) as kinds
         from public.station s where s.kind in ('water', 'air') group by s.customer_id
       ), claimed as (
         insert into public.fee_declaration_reminder (customer_id, year, quarter, deadline)
         select customer_id, $1, $2, $3::date from customers
         on conflict (customer_id, year, quarter) do nothing
         returning customer_id
       )
       select c.customer_id, c.kinds from claimed
       join customers c using (customer_id) order by c.customer_id`,
      [due.year, due.quarter, due.deadline],
    );
    const sent: SentReminder[] = [];
    for (const row of rows) {
      const customerId = Number(row.customer_id);
      const text = reminderText(due, row.kinds);
      const [notification] = await tx.query<{ id: string | number }>(
        `insert into public.notification (customer_id, title, content, type)
         values ($1, $2, $3, $4) returning id`,
        [customerId, text.title, text.content, DECLARATION_REMINDER_TYPE],
      );
      await tx.query(
        `update public.fee_declaration_reminder set notification_id = $4
         where customer_id = $1 and year = $2 and quarter = $3`,
        [customerId, due.year, due.quarter, notification.id],
      );
      await queueNotificationMail(tx, Number(notification.id), customerId);
      sent.push({ customerId, notificationId: Number(notification.id), due });
    }
    return sent;
  });
}

export interface DeclarationReminder {
  runOnce(): Promise<SentReminder[]>;
  stop(): Promise<void>;
}

/** Checks at start and then every `intervalMs` (default hourly). */
export function startDeclarationReminder(options: DeclarationReminderOptions): DeclarationReminder {
  const now = options.now ?? (() => new Date());
  const log = options.log ?? ((line: string) => console.error(line));
  let running: Promise<unknown> = Promise.resolve();
  const runOnce = () => {
    const next = running.then(() => sendDeclarationReminders(options, now()));
    running = next.catch(() => undefined);
    return next;
  };
  const tick = () =>
    void runOnce().catch((error: unknown) => log(`declaration reminder failed: ${error}`));
  const interval = options.intervalMs ?? DEFAULT_REMINDER_INTERVAL_MS;
  const timer = interval === false ? undefined : setInterval(tick, interval);
  timer?.unref();
  if (interval !== false) tick();
  return {
    runOnce,
    async stop() {
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
