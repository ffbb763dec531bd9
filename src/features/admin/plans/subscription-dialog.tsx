// Register a subscription for a customer, or renew one: a plan, a start date and an end date
// computed from the plan's duration whenever the plan or the start changes (editable after).
import { yupResolver } from '@hookform/resolvers/yup';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { FormCheckbox, FormSelect, FormTextInput } from '../../../components/form';
import { useT } from '../../../i18n';
import { FormActions, FormDialog } from '../console-dialogs';
import { useDialogWrite } from '../console-write';
import { registerSubscription, subscriptionQueryKeys, type PlanRow } from './plans-api';
import { isCalendarDay, subscriptionEndDate } from './subscription-dates';
import {
  subscriptionSchema,
  subscriptionValues,
  type SubscriptionFormValues,
} from './subscription-form';

interface SubscriptionDialogProps {
  customerId: number;
  plans: readonly PlanRow[];
  /** The values the form starts from: a new registration's, or a renewal's. */
  start: { plan_id: number | null; start_date: string };
  renewal: boolean;
  onClose: () => void;
}

function endFor(plans: readonly PlanRow[], planId: number | null, start: string): string {
  const plan = plans.find((row) => row.id === planId);
  return plan && isCalendarDay(start) ? subscriptionEndDate(start, plan.duration) : '';
}

export function SubscriptionDialog({
  customerId,
  plans,
  start,
  renewal,
  onClose,
}: SubscriptionDialogProps) {
  const { t } = useT();
  const firstPlan = plans.find((plan) => plan.id === start.plan_id);
  const { control, handleSubmit, watch, setValue } = useForm<SubscriptionFormValues>({
    resolver: yupResolver(subscriptionSchema),
    mode: 'onChange',
    defaultValues: {
      ...start,
      end_date: endFor(plans, start.plan_id, start.start_date),
      is_first_year: firstPlan?.is_first_year ?? false,
    },
  });
  // A new plan or start gives a new computed end; the plan brings its first-year flag.
  useEffect(() => {
    const { unsubscribe } = watch((values, { name }) => {
      if (name !== 'plan_id' && name !== 'start_date') return;
      const planId = values.plan_id ?? null;
      setValue('end_date', endFor(plans, planId, values.start_date ?? ''), {
        shouldValidate: true,
      });
      const plan = plans.find((row) => row.id === planId);
      if (name === 'plan_id' && plan) setValue('is_first_year', plan.is_first_year);
    });
    return unsubscribe;
  }, [watch, setValue, plans]);
  const { submit, busy, failure } = useDialogWrite(
    {
      write: registerSubscription,
      invalidates: subscriptionQueryKeys(customerId),
      done: t('adminConsole.common.saved'),
    },
    onClose,
  );
  const onSubmit = handleSubmit((form) => submit({ customerId, values: subscriptionValues(form) }));
  return (
    <FormDialog
      open
      title={renewal ? t('adminConsole.plans.renewTitle') : t('adminConsole.plans.register')}
      onClose={onClose}
      busy={busy}
    >
      <form className="gw-admin-form" onSubmit={onSubmit} noValidate>
        {renewal && <p className="gw-muted">{t('adminConsole.plans.renewHint')}</p>}
        <FormSelect
          control={control}
          name="plan_id"
          label={t('adminConsole.plans.plan')}
          placeholder={t('adminConsole.common.choose')}
          required
          options={plans.map((plan) => ({
            value: plan.id,
            label: `${plan.name} (${t('adminConsole.plans.months', { count: plan.duration })})`,
          }))}
        />
        <div className="gw-admin-form__grid">
          <FormTextInput
            control={control}
            name="start_date"
            type="date"
            label={t('adminConsole.plans.startDate')}
            required
          />
          <FormTextInput
            control={control}
            name="end_date"
            type="date"
            label={t('adminConsole.plans.endDate')}
            hint={t('adminConsole.plans.endHint')}
            required
          />
        </div>
        <FormCheckbox
          control={control}
          name="is_first_year"
          label={t('adminConsole.plans.firstYear')}
        />
        <FormActions busy={busy} onCancel={onClose} failure={failure} />
      </form>
    </FormDialog>
  );
}
