// Registering or renewing a subscription: a plan, a start date, and an end date computed from
// the plan's duration (subscription-dates.ts) that the admin may change, never before the start.
import { boolean, number, object, string, type InferType } from 'yup';
import { adminConsole } from '../../../i18n/features/admin-console';
import { isCalendarDay } from './subscription-dates';

const errors = adminConsole.errors;

const day = () => string().defined().test('date', errors.date, isCalendarDay);

export const subscriptionSchema = object({
  plan_id: number()
    .nullable()
    .defined()
    .test('plan', errors.choose.replace('{{field}}', 'gói'), (id) => id !== null && id > 0),
  start_date: day(),
  end_date: day().test('order', errors.dateOrder, function (end) {
    const { start_date: start } = this.parent as { start_date: string };
    return !isCalendarDay(start) || !isCalendarDay(end) || start <= end;
  }),
  is_first_year: boolean().defined(),
});

export type SubscriptionFormValues = InferType<typeof subscriptionSchema>;

export interface SubscriptionValues {
  plan_id: number;
  start_date: string;
  end_date: string;
  is_first_year: boolean;
}

export const subscriptionValues = (form: SubscriptionFormValues): SubscriptionValues => ({
  plan_id: form.plan_id!,
  start_date: form.start_date,
  end_date: form.end_date,
  is_first_year: form.is_first_year,
});
