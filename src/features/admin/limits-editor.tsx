// New limits for one station's parameters: one table row per parameter at 1280 px, one card per
// parameter on a phone (the same markup, laid out by admin.css), then the day they apply from
// and their legal basis. Saving adds one permit-limit version per changed parameter, in one
// statement; the toast says how it went, and the screen reads the versions again.
import { yupResolver } from '@hookform/resolvers/yup';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { FormTextarea, FormTextInput } from '../../components/form';
import { useT } from '../../i18n';
import { addLimitVersions } from './admin-api';
import {
  LEGAL_BASIS_MAX,
  limitsFormValues,
  limitsSchema,
  limitVersions,
  NOTE_MAX,
  type LimitsFormValues,
  type StationParameterLimits,
} from './limits-form';
import { useSaveChanges } from './use-save-changes';

interface LimitsEditorProps {
  parameters: readonly StationParameterLimits[];
  stationName: string;
  /** Today in Vietnam ('yyyy-MM-dd'): the day a new version starts from unless changed. */
  today: string;
}

export function LimitsEditor({ parameters, stationName, today }: LimitsEditorProps) {
  const { t } = useT();
  const schema = useMemo(() => limitsSchema(parameters), [parameters]);
  const { control, handleSubmit, formState, reset, trigger, watch } = useForm<LimitsFormValues>({
    resolver: yupResolver(schema),
    mode: 'onChange',
    defaultValues: limitsFormValues(parameters, today),
  });
  // The order rule sits on the lower limit and the day rule depends on which rows changed, and
  // react-hook-form re-checks only the field that changed: a limit re-checks those too.
  useEffect(() => {
    const { unsubscribe } = watch((_, { name }) => {
      const limit = /^rows\.(\d+)\.limit_(min|max)$/.exec(name ?? '');
      if (!limit) return;
      void trigger([`rows.${Number(limit[1])}.limit_min`, 'effective_from']);
    });
    return unsubscribe;
  }, [watch, trigger]);
  const { saveChanges, saving } = useSaveChanges({
    save: addLimitVersions,
    queryKey: ['admin', 'parameters'],
    screen: 'limits',
  });

  const onSubmit = handleSubmit(async (values) => {
    await saveChanges(limitVersions(parameters, values));
  });

  const columns = {
    min: t('admin.limits.columns.limitMin'),
    max: t('admin.limits.columns.limitMax'),
  };
  const { isDirty, isValid } = formState;
  return (
    <form className="gw-admin-limits" onSubmit={onSubmit} noValidate>
      <p className="gw-muted">{t('admin.limits.editorHint')}</p>
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
      <div className="gw-admin-limits__version">
        <FormTextInput
          control={control}
          name="effective_from"
          type="date"
          label={t('admin.limits.effectiveFrom')}
          required
        />
        <FormTextInput
          control={control}
          name="legal_basis"
          label={t('admin.limits.legalBasis')}
          hint={t('admin.limits.legalBasisHint')}
          maxLength={LEGAL_BASIS_MAX}
          autoComplete="off"
          required
        />
        <FormTextarea
          control={control}
          name="note"
          label={t('admin.limits.note')}
          maxLength={NOTE_MAX}
          rows={2}
        />
      </div>
      <div className="gw-admin__actions">
        <button
          type="button"
          className="gw-button gw-button--secondary"
          onClick={() => reset(limitsFormValues(parameters, today))}
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
