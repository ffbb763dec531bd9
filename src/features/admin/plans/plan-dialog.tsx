// Create or edit a service plan.
import { yupResolver } from '@hookform/resolvers/yup';
import { useForm } from 'react-hook-form';
import { FormCheckbox, FormTextarea, FormTextInput } from '../../../components/form';
import { useT } from '../../../i18n';
import { FormActions, FormDialog } from '../console-dialogs';
import { useDialogWrite } from '../console-write';
import { planFormValues, planSchema, planValues, type PlanFormValues } from './plan-form';
import { PLAN_QUERY_KEYS, savePlan, type PlanRow } from './plans-api';

export function PlanDialog({ plan, onClose }: { plan: PlanRow | null; onClose: () => void }) {
  const { t } = useT();
  const { control, handleSubmit } = useForm<PlanFormValues>({
    resolver: yupResolver(planSchema),
    mode: 'onChange',
    defaultValues: planFormValues(plan),
  });
  const { submit, busy, failure } = useDialogWrite(
    {
      write: savePlan,
      invalidates: PLAN_QUERY_KEYS,
      done: t('adminConsole.common.saved'),
    },
    onClose,
  );
  const onSubmit = handleSubmit((form) => submit({ id: plan?.id, values: planValues(form) }));
  return (
    <FormDialog
      open
      title={plan ? t('adminConsole.plans.editPlan') : t('adminConsole.plans.addPlan')}
      onClose={onClose}
      busy={busy}
    >
      <form className="gw-admin-form" onSubmit={onSubmit} noValidate>
        <FormTextInput
          control={control}
          name="name"
          label={t('adminConsole.plans.name')}
          required
          autoComplete="off"
        />
        <div className="gw-admin-form__grid">
          <FormTextInput
            control={control}
            name="price"
            label={t('adminConsole.plans.price')}
            hint={t('adminConsole.plans.priceHint')}
            inputMode="numeric"
            required
            autoComplete="off"
          />
          <FormTextInput
            control={control}
            name="duration"
            label={t('adminConsole.plans.duration')}
            inputMode="numeric"
            required
            autoComplete="off"
          />
        </div>
        <FormTextarea
          control={control}
          name="description"
          label={t('adminConsole.plans.description')}
          rows={3}
        />
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
