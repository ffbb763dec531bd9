import { formatVietnamTime } from '../domain/vietnam-time.js';

// Escalation timing (pure, clock passed in). A customer's chain is a list of steps by level; an
// incident nobody acknowledged reaches level 1 after that step's delay from its opening, and
// each next level after its own delay from the level before. Acknowledging or resolving clears
// the due time, which is all it takes to stop it.

export interface EscalationStep {
  readonly level: number;
  readonly delayMinutes: number;
  readonly userIds: readonly string[];
  readonly roles: readonly string[];
  readonly channels: readonly string[];
}

/** An open incident's place in its chain. */
export interface EscalationState {
  readonly level: number;
  readonly nextDue: Date | null;
}

const MINUTE = 60_000;

const after = (time: Date, minutes: number) => new Date(time.getTime() + minutes * MINUTE);

/** The chain's steps in level order. */
export const orderedSteps = (steps: readonly EscalationStep[]) =>
  [...steps].sort((a, b) => a.level - b.level);

/** The step after `level` (levels may have gaps), or undefined at the top. */
export function stepAfter(
  steps: readonly EscalationStep[],
  level: number,
): EscalationStep | undefined {
  return orderedSteps(steps).find((step) => step.level > level);
}

/** When a fresh incident first escalates: level 1's delay from its opening (none: no chain). */
export function firstEscalationDue(steps: readonly EscalationStep[], openedAt: Date): Date | null {
  const first = stepAfter(steps, 0);
  return first ? after(openedAt, first.delayMinutes) : null;
}

export interface Escalation {
  readonly step: EscalationStep;
  /** The step is the chain's last: quiet hours do not hold it back. */
  readonly top: boolean;
  readonly nextDue: Date | null;
}

/**
 * The level an open incident goes to at `now`, or undefined when none is due. The next level's
 * delay counts from when this one was due, so a late sweep does not stretch the chain.
 */
export function dueEscalation(
  state: EscalationState,
  steps: readonly EscalationStep[],
  now: Date,
): Escalation | undefined {
  if (!state.nextDue || state.nextDue.getTime() > now.getTime()) return undefined;
  const step = stepAfter(steps, state.level);
  if (!step) return undefined;
  const following = stepAfter(steps, step.level);
  return {
    step,
    top: !following,
    nextDue: following ? after(state.nextDue, following.delayMinutes) : null,
  };
}

/** A user's quiet hours, local (Vietnam) wall-clock times 'HH:MM' or 'HH:MM:SS'. */
export interface QuietHours {
  readonly start: string;
  readonly end: string;
}

const minuteOfDay = (clock: string) => {
  const [hours, minutes] = clock.split(':').map(Number);
  return hours! * 60 + minutes!;
};

/** Whether `now` falls in the quiet span [start, end); a span past midnight wraps. */
export function inQuietHours(quiet: QuietHours | null, now: Date): boolean {
  if (!quiet) return false;
  const start = minuteOfDay(quiet.start);
  const end = minuteOfDay(quiet.end);
  const current = minuteOfDay(formatVietnamTime(now, 'HH:mm'));
  return start < end ? current >= start && current < end : current >= start || current < end;
}

/** Whether a level's message goes to a user now: always at the top level, else outside quiet hours. */
export const mayDeliver = (quiet: QuietHours | null, top: boolean, now: Date) =>
  top || !inQuietHours(quiet, now);
