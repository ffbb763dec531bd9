// A customer's escalation chain as the console edits it (pure): levels numbered 1..n in order,
// each with its delay, who it reaches (named users and/or every user of a role) and over which
// channels. Bounds are the table's (public.escalation_step).
export const ESCALATION_ROLES = ['user', 'customer_admin'] as const;
export type EscalationRole = (typeof ESCALATION_ROLES)[number];
/** The channels this server delivers (server/incidents: incident-channel, zalo-incident-channels). */
export const ESCALATION_CHANNELS = ['bell', 'email', 'zalo_oa', 'zns'] as const;
export const MAX_LEVELS = 10;
export const MAX_DELAY_MINUTES = 10_080;

export interface ChainStep {
  delayMinutes: number;
  roles: string[];
  userIds: string[];
  channels: string[];
}

export interface StepRow {
  customer_id: number;
  level: number;
  delay_minutes: number;
  roles: string[];
  user_ids: string[];
  channels: string[];
}

export const newStep = (previous?: ChainStep): ChainStep => ({
  delayMinutes: previous ? 15 : 0,
  roles: previous ? ['customer_admin'] : ['user'],
  userIds: [],
  channels: ['bell', 'email'],
});

export const stepsOfRows = (rows: readonly StepRow[]): ChainStep[] =>
  [...rows]
    .sort((a, b) => a.level - b.level)
    .map((row) => ({
      delayMinutes: row.delay_minutes,
      roles: [...row.roles],
      userIds: [...row.user_ids],
      channels: [...row.channels],
    }));

export const rowsOfSteps = (customerId: number, steps: readonly ChainStep[]): StepRow[] =>
  steps.map((step, index) => ({
    customer_id: customerId,
    level: index + 1,
    delay_minutes: step.delayMinutes,
    roles: step.roles,
    user_ids: step.userIds,
    channels: step.channels,
  }));

export type ChainProblem =
  | { kind: 'badDelay'; level: number }
  | { kind: 'needRecipient'; level: number }
  | { kind: 'needChannel'; level: number };

/** What keeps the chain from being saved, first problem per level. */
export function chainProblems(steps: readonly ChainStep[]): ChainProblem[] {
  return steps.flatMap((step, index): ChainProblem[] => {
    const level = index + 1;
    if (
      !Number.isInteger(step.delayMinutes) ||
      step.delayMinutes < 0 ||
      step.delayMinutes > MAX_DELAY_MINUTES
    )
      return [{ kind: 'badDelay', level }];
    if (step.roles.length + step.userIds.length === 0) return [{ kind: 'needRecipient', level }];
    if (step.channels.length === 0) return [{ kind: 'needChannel', level }];
    return [];
  });
}
