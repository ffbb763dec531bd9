// The filter of every report screen, built from its FilterConfig: stations (several, or one
// station / the whole facility for fees), parameters, averaging interval, and the period as two
// dates with quick choices, or as year and quarter for fees.
import { yupResolver } from '@hookform/resolvers/yup';
import { Search } from 'lucide-react';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormMultiSelect, FormSelect, type SelectOption } from '../../components/form';
import { useT } from '../../i18n';
import { FormDateField } from './date-field';
import {
  FIRST_FEE_YEAR,
  PERIOD_PRESETS,
  presetRange,
  reportFilterSchema,
  type AveragingInterval,
  type FilterConfig,
  type PeriodPreset,
  type ReportFilterValues,
} from './report-filter';
import {
  feeScopeOptions,
  parameterOptions,
  stationOptions,
  type StationChoice,
} from './station-choices';
import { vietnamDate } from './vietnam-time';

interface ReportFilterFormProps {
  config: FilterConfig;
  stations: readonly StationChoice[];
  value: ReportFilterValues;
  onSubmit: (value: ReportFilterValues) => void;
  now?: () => Date;
}

const PRESET_KEYS: Record<PeriodPreset, `reports.kit.preset${string}`> = {
  today: 'reports.kit.presetToday',
  last7: 'reports.kit.presetLast7',
  thisMonth: 'reports.kit.presetThisMonth',
  lastMonth: 'reports.kit.presetLastMonth',
};

const systemNow = () => new Date();

/** One control of the filter; wide ones (stations, parameters, interval) take a whole row on a phone. */
const Field = ({ wide = false, children }: { wide?: boolean; children: ReactNode }) => (
  <div className={`gw-report-filter__field${wide ? ' gw-report-filter__field--wide' : ''}`}>
    {children}
  </div>
);

export function ReportFilterForm({
  config,
  stations,
  value,
  onSubmit,
  now = systemNow,
}: ReportFilterFormProps) {
  const { t } = useT();
  const schema = useMemo(() => reportFilterSchema(config, now()), [config, now]);
  const { control, handleSubmit, setValue, getValues } = useForm<ReportFilterValues>({
    resolver: yupResolver(schema),
    defaultValues: value,
  });
  const stationIds = useWatch({ control, name: 'stationIds' });
  const parameters = useMemo(
    () => parameterOptions(stations, stationIds ?? []),
    [stations, stationIds],
  );
  // A parameter no chosen station measures any more leaves the selection.
  useEffect(() => {
    const offered = new Set(parameters.map((option) => option.value));
    const chosen = getValues('parameters');
    if (chosen.some((code) => !offered.has(code))) {
      setValue(
        'parameters',
        chosen.filter((code) => offered.has(code)),
      );
    }
  }, [parameters, getValues, setValue]);

  const today = vietnamDate(now());
  const currentYear = Number(today.slice(0, 4));
  const years: SelectOption<number>[] = Array.from(
    { length: currentYear - FIRST_FEE_YEAR + 1 },
    (_, index) => ({ value: currentYear - index, label: String(currentYear - index) }),
  );
  const quarters: SelectOption<number>[] = [
    ...(config.quarterOnly ? [] : [{ value: 0, label: t('reports.kit.wholeYear') }]),
    ...[1, 2, 3, 4].map((quarter) => ({
      value: quarter,
      label: t('reports.kit.quarterN', { quarter }),
    })),
  ];
  const intervals: SelectOption<AveragingInterval>[] = [
    { value: 'hour', label: t('reports.kit.intervalHour') },
    { value: 'day', label: t('reports.kit.intervalDay') },
    { value: 'month', label: t('reports.kit.intervalMonth') },
  ];
  const applyPreset = (preset: PeriodPreset) => {
    const range = presetRange(preset, now());
    setValue('from', range.from, { shouldValidate: true });
    setValue('to', range.to, { shouldValidate: true });
  };

  const fee = config.stations === 'fee';
  return (
    <form
      className="gw-card gw-report-filter gw-no-print"
      onSubmit={handleSubmit((values) => onSubmit(values))}
      aria-label={t('reports.kit.filters')}
      noValidate
    >
      <div className="gw-report-filter__fields">
        {fee ? (
          <Field wide>
            <FormSelect<ReportFilterValues, string>
              control={control}
              name="scope"
              label={t('reports.kit.scope')}
              options={feeScopeOptions(stations)}
              required
            />
          </Field>
        ) : (
          <Field wide>
            <FormMultiSelect<ReportFilterValues, number>
              control={control}
              name="stationIds"
              label={t('reports.kit.stations')}
              options={stationOptions(stations)}
              required
            />
          </Field>
        )}
        {config.parameters && (
          <Field wide>
            <FormMultiSelect<ReportFilterValues, string>
              control={control}
              name="parameters"
              label={t('reports.kit.parameters')}
              placeholder={t('reports.kit.allParameters')}
              options={parameters}
            />
          </Field>
        )}
        {config.intervals && (
          <Field wide>
            <FormSelect<ReportFilterValues, AveragingInterval>
              control={control}
              name="interval"
              label={t('reports.kit.interval')}
              options={intervals}
            />
          </Field>
        )}
        {fee ? (
          <>
            <Field>
              <FormSelect<ReportFilterValues, number>
                control={control}
                name="year"
                label={t('reports.kit.year')}
                options={years}
              />
            </Field>
            <Field>
              <FormSelect<ReportFilterValues, number>
                control={control}
                name="quarter"
                label={t('reports.kit.quarter')}
                options={quarters}
              />
            </Field>
          </>
        ) : (
          <div className="gw-report-filter__period">
            <FormDateField
              control={control}
              name="from"
              max={today}
              label={t('reports.kit.from')}
              required
            />
            <FormDateField
              control={control}
              name="to"
              max={today}
              label={t('reports.kit.to')}
              required
            />
          </div>
        )}
      </div>
      <div className="gw-report-filter__actions">
        {!fee && (
          <div
            className="gw-report-filter__presets"
            role="group"
            aria-label={t('reports.kit.presets')}
          >
            {PERIOD_PRESETS.map((preset) => (
              <button
                key={preset}
                type="button"
                className="gw-chip"
                onClick={() => applyPreset(preset)}
              >
                {t(PRESET_KEYS[preset] as 'reports.kit.presetToday')}
              </button>
            ))}
          </div>
        )}
        <button type="submit" className="gw-button gw-button--primary">
          <Search size={16} aria-hidden="true" />
          {t('reports.kit.view')}
        </button>
      </div>
    </form>
  );
}
