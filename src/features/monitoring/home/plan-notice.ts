// Whether home warns about the customer's plan (issue 5): the active plan runs out within
// PLAN_WARNING_DAYS or has run out, or the customer has no active plan at all. Days are counted
// like the plan card counts them (src/lib/expiry.ts).
import { expiryOf } from '../../../lib/expiry';

export const PLAN_WARNING_DAYS = 30;

export type PlanNotice =
  | { kind: 'missing' }
  | { kind: 'expired'; planName: string | null; dateText: string }
  | { kind: 'expiring'; planName: string | null; dateText: string; daysLeft: number };

interface ActivePlan {
  end_date: string;
  plan: { name: string } | null;
}

/** The warning for the active subscription (null: none), seen at `now`; null when all is well. */
export function planNotice(subscription: ActivePlan | null, now: Date): PlanNotice | null {
  if (!subscription) return { kind: 'missing' };
  const expiry = expiryOf(subscription.end_date, now);
  if (!expiry) return null;
  const planName = subscription.plan?.name ?? null;
  if (expiry.expired) return { kind: 'expired', planName, dateText: expiry.dateText };
  if (expiry.daysLeft > PLAN_WARNING_DAYS) return null;
  return { kind: 'expiring', planName, dateText: expiry.dateText, daysLeft: expiry.daysLeft };
}
