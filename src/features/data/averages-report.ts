// /average-data: the answer of GET /api/reports/averages and its report document. Periods with
// too little valid data stay in the table, marked 'Thiếu dữ liệu' (reference §5). The answer
// comes as columns (shared/average-columns.ts) and is turned into one object per period here.
import {
  averagePeriods,
  type AverageColumns,
  type AveragePeriod,
  type PeriodColumns,
} from '../../../shared/average-columns';
import { parameterNameWithUnit } from '../../../shared/parameter-name';
import { translate } from '../../i18n';
import {
  formatVietnamTime,
  getReport,
  maintenanceParts,
  rangeLabel,
  rangeParams,
  reportFileName,
  reportMeta,
  stationLabel,
  toned,
  type AveragingInterval,
  type ReportCell,
  type MaintenanceInReport,
  type ReportDocument,
  type ReportFilterValues,
} from '../report-kit';

export type { AveragePeriod };

interface AveragesStation<Series> {
  id: number;
  code: string;
  name: string;
  customerName: string;
  parameters: ({
    code: string;
    name: string;
    unit: string;
    limitMin: number | null;
    limitMax: number | null;
  } & Series)[];
}

interface AveragesBody<Series> {
  generatedAt: string;
  interval: AveragingInterval;
  rule: string;
  stations: AveragesStation<Series>[];
  maintenance?: MaintenanceInReport[];
}

/** The answer as sent: the periods once, each series' figures as columns. */
export interface AveragesAnswer extends AveragesBody<{ averages: AverageColumns }> {
  periods: PeriodColumns;
}

/** The answer as the screen and the exports read it: each series with its periods. */
export type AveragesReport = AveragesBody<{ periods: AveragePeriod[] }>;

export function averagesReport({ periods, stations, ...rest }: AveragesAnswer): AveragesReport {
  return {
    ...rest,
    stations: stations.map((station) => ({
      ...station,
      parameters: station.parameters.map(({ averages, ...parameter }) => ({
        ...parameter,
        periods: averagePeriods(periods, averages),
      })),
    })),
  };
}

export const fetchAverages = async (filter: ReportFilterValues, signal: AbortSignal) =>
  averagesReport(
    await getReport<AveragesAnswer>(
      'averages',
      { ...rangeParams(filter), interval: filter.interval },
      signal,
    ),
  );

const PERIOD_PATTERN: Record<AveragingInterval, string> = {
  hour: 'dd/MM/yyyy HH:mm',
  day: 'dd/MM/yyyy',
  month: 'MM/yyyy',
};

const a = (key: string) => translate(`data.averages.${key}` as 'data.averages.station');

/** True when a mean breaks the permit limit (pH: either side of its range). */
export function breaksLimit(
  value: number | null,
  limits: { limitMin: number | null; limitMax: number | null },
): boolean {
  if (value === null) return false;
  return (
    (limits.limitMax !== null && value > limits.limitMax) ||
    (limits.limitMin !== null && value < limits.limitMin)
  );
}

function assessment(period: AveragePeriod): ReportCell {
  if (!period.sufficient) return toned(a('insufficient'), 'warning');
  return period.partial ? toned(a('partial'), 'muted') : a('sufficient');
}

export function averagesDocument(
  report: AveragesReport,
  filter: ReportFilterValues,
): ReportDocument {
  const intervalName = a(`interval${report.interval[0].toUpperCase()}${report.interval.slice(1)}`);
  const title = translate('nav.average-data');
  const maintenance = maintenanceParts(report.maintenance, report.stations);
  return {
    title,
    fileName: reportFileName(title, report.interval, filter.from, filter.to),
    meta: reportMeta({
      customers: report.stations.map((station) => station.customerName),
      stations: report.stations.map(stationLabel),
      period: `${rangeLabel(filter.from, filter.to)} (${intervalName})`,
      generatedAt: report.generatedAt,
    }),
    notices: [{ text: report.rule, tone: 'info' }, ...maintenance.notices],
    sections: [
      {
        kind: 'table',
        title: a('tableTitle'),
        columns: [
          { header: a('station'), format: 'text' },
          { header: a('parameter'), format: 'text' },
          { header: a('period'), format: 'text' },
          { header: a('average'), format: 'number', decimals: 2 },
          { header: a('assessment'), format: 'text' },
          { header: a('completeness'), format: 'percent' },
          { header: a('validCount'), format: 'integer' },
          { header: a('requiredCount'), format: 'integer' },
          { header: a('min'), format: 'number', decimals: 2 },
          { header: a('max'), format: 'number', decimals: 2 },
        ],
        rows: report.stations.flatMap((station) =>
          station.parameters.flatMap((parameter) =>
            parameter.periods.map((period) => [
              stationLabel(station),
              // No unit column here: the unit goes with the name.
              parameterNameWithUnit(parameter),
              formatVietnamTime(period.start, PERIOD_PATTERN[report.interval]),
              toned(
                period.value,
                !period.sufficient
                  ? 'muted'
                  : breaksLimit(period.value, parameter)
                    ? 'danger'
                    : undefined,
              ),
              assessment(period),
              toned(period.completeness, period.sufficient ? undefined : 'warning'),
              period.validCount,
              period.requiredCount,
              period.min,
              period.max,
            ]),
          ),
        ),
        emptyText: a('empty'),
      },
      ...maintenance.sections,
    ],
  };
}
