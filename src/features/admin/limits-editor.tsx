// The limits of one station's parameters, edited in place: one table row per parameter at
// 1280 px, one card per parameter on a phone (the same markup, laid out by admin.css). Only the
// rows whose limits changed are written; the toast says how it went.
import { yupResolver } from '@hookform/resolvers/yup';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { FormTextInput } from '../../components/form';
import { useT } from '../../i18n';
import { saveLimits } from './admin-api';
import {
  changedLimits,
  limitsFormValues,
  limitsSchema,
  type LimitsFormValues,
  type StationParameterLimits,
} from './limits-form';
import { useSaveChanges } from './use-save-changes';

interface LimitsEditorProps {
  parameters: readonly StationParameterLimits[];
  stationName: string;
}

export function LimitsEditor({ parameters, stationName }: LimitsEditorProps) {
  const { t } = useT();
  const { control, handleSubmit, formState, reset, trigger, watch } = useForm<LimitsFormValues>({
    resolver: yupResolver(limitsSchema),
    mode: 'onChange',
    defaultValues: limitsFormValues(parameters),
  });
  // The order rule sits on the lower limit, and react-hook-form re-checks only the field that
  // changed: a new upper limit re-checks its row's lower one too.
  useEffect(() => {
    const { unsubscribe } = watch((_, { name }) => {
      const upper = /^rows\.(\d+)\.limit_max$/.exec(name ?? '');
      if (upper) void trigger(`rows.${Number(upper[1])}.limit_min`);
    });
    return unsubscribe;
  }, [watch, trigger]);
  const { saveChanges, saving } = useSaveChanges({
    save: saveLimits,
    queryKey: ['admin', 'parameters'],
    screen: 'limits',
  });

  const onSubmit = handleSubmit(async (values) => {
    if (await saveChanges(changedLimits(parameters, values))) reset(values);
  });

  const columns = {
    min: t('admin.limits.columns.limitMin'),
    max: t('admin.limits.columns.limitMax'),
  };
  const { isDirty, isValid } = formState;
  return (
    <form className="gw-admin-limits" onSubmit={onSubmit} noValidate>
      <table className="gw-admin-table">
        <caption className="gw-admin__sr">
          {t('admin.limits.caption', { station: stationName })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('admin.limits.columns.name')}</th>
            <th scope="col">{t('admin.limits.columns.unit')}</th>
            <th scope="col">{columns.min}</th>
            <th scope="col">{columns.max}</th>
          </tr>
        </thead>
        <tbody>
          {parameters.map((parameter, index) => (
            <tr key={parameter.id} data-parameter={parameter.code}>
              <th scope="row" className="gw-admin-limits__name">
                {parameter.name} <span className="gw-muted">({parameter.code})</span>
              </th>
              <td className="gw-admin-limits__unit">
                {parameter.unit || t('admin.limits.noUnit')}
              </td>
              {(['limit_min', 'limit_max'] as const).map((field) => (
                <td key={field} className="gw-admin-limits__limit">
                  <FormTextInput
                    control={control}
                    name={`rows.${index}.${field}`}
                    label={t('admin.limits.fieldLabel', {
                      column: field === 'limit_min' ? columns.min : columns.max,
                      parameter: parameter.name,
                    })}
                    inputMode="decimal"
                    autoComplete="off"
                    placeholder={t('admin.limits.emptyHint')}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <div className="gw-admin__actions">
        <button
          type="button"
          className="gw-button gw-button--secondary"
          onClick={() => reset(limitsFormValues(parameters))}
          disabled={!isDirty || saving}
        >
          {t('admin.limits.reset')}
        </button>
        <button
          type="submit"
          className="gw-button gw-button--primary"
          disabled={!isDirty || !isValid || saving}
          aria-busy={saving}
        >
          {saving ? t('admin.limits.saving') : t('admin.limits.save')}
        </button>
      </div>
    </form>
  );
}
