import type { Queryable } from '../db/database.js';
import type { EscalationStep, QuietHours } from './escalation.js';
import type { IncidentRecipient } from './incident-channel.js';

// public.escalation_step and the people a step names, as the escalation sweep reads them.

interface StepRow {
  level: number;
  delay_minutes: number;
  user_ids: string[];
  roles: string[];
  channels: string[];
}

export async function loadEscalationSteps(
  q: Queryable,
  customerId: number,
): Promise<EscalationStep[]> {
  const rows = await q.query<StepRow>(
    `select level, delay_minutes, user_ids, roles, channels from public.escalation_step
     where customer_id = $1 order by level`,
    [customerId],
  );
  return rows.map((row) => ({
    level: Number(row.level),
    delayMinutes: Number(row.delay_minutes),
    userIds: row.user_ids,
    roles: row.roles,
    channels: row.channels,
  }));
}

export interface StepRecipient extends IncidentRecipient {
  readonly quiet: QuietHours | null;
}

interface RecipientRow {
  user_id: string;
  name: string | null;
  email: string | null;
  phone: string | null;
  email_alerts: boolean;
  quiet_start: string | null;
  quiet_end: string | null;
}

/** The active accounts of the customer a step names, by id or by role, with their quiet hours. */
export async function stepRecipients(
  q: Queryable,
  customerId: number,
  step: EscalationStep,
): Promise<StepRecipient[]> {
  const rows = await q.query<RecipientRow>(
    `select a.user_id::text, nullif(u.raw_user_meta_data ->> 'full_name', '') as name,
            u.email, u.phone,
            coalesce(u.raw_user_meta_data -> 'notification_email_enable' = 'true'::jsonb, false)
              as email_alerts,
            p.quiet_start::text, p.quiet_end::text
     from public.app_user a
     join auth.users u on u.id = a.user_id
     left join public.alert_preference p on p.user_id = a.user_id
     where a.customer_id = $1 and a.disabled_at is null and u.deleted_at is null
       and (u.banned_until is null or u.banned_until <= now())
       and (a.user_id = any($2::uuid[]) or a.role = any($3::text[]))
     order by a.user_id`,
    [customerId, step.userIds, step.roles],
  );
  return rows.map((row) => ({
    userId: row.user_id,
    customerId,
    name: row.name ?? row.email ?? row.phone ?? row.user_id,
    email: row.email,
    phone: row.phone,
    emailAlerts: row.email_alerts,
    quiet: row.quiet_start && row.quiet_end ? { start: row.quiet_start, end: row.quiet_end } : null,
  }));
}
