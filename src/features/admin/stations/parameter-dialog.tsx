// Add or edit one parameter of a station: code, name, unit, limits (when adding: they become its
// first limit version; afterwards shown only, changed by versions), fee flag, order.
import { yupResolver } from '@hookform/resolvers/yup';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormCheckbox, FormTextInput } from '../../../components/form';
import { useT } from '../../../i18n';
import { FormActions, FormDialog } from '../console-dialogs';
import { useConsoleWrite } from '../console-write';
import {
  parameterFormValues,
  parameterSchema,
  parameterValues,
  type ParameterFormValues,
} from './parameter-form';
import { parameterQueryKeys, saveParameter, type ParameterRow } from './stations-api';

interface ParameterDialogProps {
  stationId: number;
  /** The parameter to edit, or the values a new one starts from. */
  parameter: ParameterRow | ParameterFormValues;
  onClose: () => void;
}

export function ParameterDialog({ stationId, parameter, onClose }: ParameterDialogProps) {
  const { t } = useT();
  const [failure, setFailure] = useState<string | null>(null);
  const editing = 'id' in parameter ? parameter : null;
  const { control, handleSubmit, watch, trigger } = useForm<ParameterFormValues>({
    resolver: yupResolver(parameterSchema),
    mode: 'onChange',
    defaultValues: editing ? parameterFormValues(editing) : (parameter as ParameterFormValues),
  });
  // The order rule sits on the lower limit: a new upper limit re-checks it.
  useEffect(() => {
    const { unsubscribe } = watch((_, { name }) => {
      if (name === 'limit_max') void trigger('limit_min');
    });
    return unsubscribe;
  }, [watch, trigger]);
  const { run, busy } = useConsoleWrite({
    write: saveParameter,
    invalidates: parameterQueryKeys(stationId),
    done: t('adminConsole.common.saved'),
    duplicateField: t('adminConsole.stations.parameterCode'),
  });
  const onSubmit = handleSubmit(async (values) => {
    const refused = await run({ id: editing?.id, stationId, values: parameterValues(values) });
    if (refused === null) onClose();
    else setFailure(refused);
  });
  const text = (name: keyof ParameterFormValues, label: string, extra = {}) => (
    <FormTextInput control={control} name={name} label={label} autoComplete="off" {...extra} />
  );
  // An existing parameter's limits change by a new version, from a day, on /station-limits.
  const limitHint = {
    inputMode: 'decimal',
    placeholder: t('adminConsole.stations.noLimit'),
    ...(editing && { disabled: true, hint: t('admin.limits.byVersions') }),
  };
  return (
    <FormDialog
      open
      title={
        editing ? t('adminConsole.stations.editParameter') : t('adminConsole.stations.addParameter')
      }
      onClose={onClose}
      busy={busy}
    >
      <form className="gw-admin-form" onSubmit={onSubmit} noValidate>
        <div className="gw-admin-form__grid">
          {text('code', t('adminConsole.stations.parameterCode'), { required: true })}
          {text('name', t('adminConsole.stations.parameterName'), { required: true })}
          {text('unit', t('adminConsole.stations.unit'))}
          {text('sort_order', t('adminConsole.stations.sortOrder'), { inputMode: 'numeric' })}
          {text('limit_min', t('adminConsole.stations.limitMin'), limitHint)}
          {text('limit_max', t('adminConsole.stations.limitMax'), limitHint)}
        </div>
        <FormCheckbox
          control={control}
          name="fee_enabled"
          label={t('adminConsole.stations.feeEnabled')}
        />
        <FormActions busy={busy} onCancel={onClose} failure={failure} />
      </form>
    </FormDialog>
  );
}
