// /data-lookup: the raw 5-minute values (GET /api/reports/lookup, table and series forms) and
// their report document.
import { parameterName } from '../../../shared/parameter-name';
import { translate } from '../../i18n';
import {
  getReport,
  rangeLabel,
  rangeParams,
  reportFileName,
  reportMeta,
  stationLabel,
  toned,
  type ReportDocument,
  type ReportFilterValues,
  type ReportNotice,
  type StationChoice,
  type TableSection,
} from '../report-kit';
import { breaksLimit } from './averages-report';

export type DeviceStatus = '00' | '01' | '02';

export interface LookupStation {
  id: number;
  code: string;
  name: string;
  customerName: string;
}

export interface LookupRow {
  stationId: number;
  parameter: string;
  time: string;
  value: number;
  deviceStatus: DeviceStatus;
  /** Measured in a maintenance window: left out of every average and count (issue 17). */
  maintenance: boolean;
}

export interface LookupPage {
  generatedAt: string;
  stations: LookupStation[];
  page: number;
  pageSize: number;
  total: number;
  pageCount: number;
  rows: LookupRow[];
}

export interface LookupSeries {
  stationId: number;
  stationCode: string;
  parameter: string;
  /** The station's name of the parameter (station_parameter.name). */
  name?: string;
  unit: string;
  limitMin: number | null;
  limitMax: number | null;
  validCount: number;
  downsampled: boolean;
  times: string[];
  values: number[];
}

export interface LookupSeriesAnswer {
  generatedAt: string;
  stations: LookupStation[];
  series: LookupSeries[];
}

export const TABLE_PAGE_SIZE = 100;
/** Rows per request when exporting, and the most rows one export holds. */
export const EXPORT_PAGE_SIZE = 1000;
export const EXPORT_MAX_ROWS = 5000;
export const CHART_MAX_POINTS = 1000;

export const fetchLookupPage = (
  filter: ReportFilterValues,
  page: number,
  pageSize: number,
  signal?: AbortSignal,
) => getReport<LookupPage>('lookup', { ...rangeParams(filter), page, pageSize }, signal);

export const fetchLookupSeries = (filter: ReportFilterValues, signal?: AbortSignal) =>
  getReport<LookupSeriesAnswer>(
    'lookup',
    { ...rangeParams(filter), format: 'series', maxPoints: CHART_MAX_POINTS },
    signal,
  );

/** The first pages of the lookup, up to EXPORT_MAX_ROWS rows, for an export. */
export async function fetchLookupForExport(filter: ReportFilterValues): Promise<LookupPage> {
  const first = await fetchLookupPage(filter, 1, EXPORT_PAGE_SIZE);
  const pages = Math.min(first.pageCount, Math.ceil(EXPORT_MAX_ROWS / EXPORT_PAGE_SIZE));
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, pages - 1) }, (_, index) =>
      fetchLookupPage(filter, index + 2, EXPORT_PAGE_SIZE),
    ),
  );
  return { ...first, rows: [first, ...rest].flatMap((page) => page.rows) };
}

const l = (key: string) => translate(`data.lookup.${key}` as 'data.lookup.time');

export const deviceStatusLabel = (status: DeviceStatus) => `${status} — ${l(`status${status}`)}`;

export function lookupTable(page: LookupPage, stations: readonly StationChoice[]): TableSection {
  const stationOf = new Map(page.stations.map((station) => [station.id, station]));
  const parameterOf = (stationId: number, code: string) =>
    stations
      .find((station) => station.id === stationId)
      ?.parameters.find((parameter) => parameter.code === code);
  return {
    kind: 'table',
    title: l('tableTitle'),
    columns: [
      { header: l('time'), format: 'datetime' },
      { header: l('station'), format: 'text' },
      { header: l('parameter'), format: 'text' },
      { header: l('value'), format: 'number', decimals: 3 },
      { header: l('unit'), format: 'text' },
      { header: l('deviceStatus'), format: 'text' },
    ],
    rows: page.rows.map((row) => {
      const station = stationOf.get(row.stationId);
      const parameter = parameterOf(row.stationId, row.parameter);
      const breaking =
        !row.maintenance &&
        row.deviceStatus === '00' &&
        parameter !== undefined &&
        breaksLimit(row.value, parameter);
      return [
        row.time,
        station ? stationLabel(station) : String(row.stationId),
        parameterName(parameter ?? { code: row.parameter }),
        toned(
          row.value,
          breaking ? 'danger' : row.deviceStatus === '00' && !row.maintenance ? undefined : 'muted',
        ),
        parameter?.unit || null,
        row.maintenance
          ? toned(
              `${deviceStatusLabel(row.deviceStatus)} · ${translate('maintenance.action')}`,
              'muted',
            )
          : toned(
              deviceStatusLabel(row.deviceStatus),
              row.deviceStatus === '01'
                ? 'warning'
                : row.deviceStatus === '02'
                  ? 'danger'
                  : undefined,
            ),
      ];
    }),
    emptyText: l('empty'),
  };
}

/** `page` is the screen's page, or for an export the first EXPORT_MAX_ROWS rows. */
export function lookupDocument(
  page: LookupPage,
  filter: ReportFilterValues,
  stations: readonly StationChoice[],
  purpose: 'screen' | 'export',
): ReportDocument {
  const title = translate('nav.data-lookup');
  const notices: ReportNotice[] = [{ text: l('note'), tone: 'info' }];
  if (purpose === 'export' && page.rows.length < page.total) {
    notices.push({
      text: translate('data.lookup.exportCapped', { shown: page.rows.length, total: page.total }),
      tone: 'warning',
    });
  }
  return {
    title,
    fileName: reportFileName(title, filter.from, filter.to),
    meta: reportMeta({
      customers: page.stations.map((station) => station.customerName),
      stations: page.stations.map(stationLabel),
      period: rangeLabel(filter.from, filter.to),
      generatedAt: page.generatedAt,
    }),
    notices,
    sections: [lookupTable(page, stations)],
  };
}
