// /exceed-data: the answer of GET /api/reports/exceedances and its report document.
import { translate } from '../../i18n';
import {
  formatNumber,
  getReport,
  maintenanceParts,
  rangeLabel,
  rangeParams,
  reportFileName,
  reportMeta,
  stationLabel,
  stationParameterName,
  toned,
  type MaintenanceInReport,
  type ReportCell,
  type ReportDocument,
  type ReportFilterValues,
  type StationChoice,
} from '../report-kit';

type Bound = 'min' | 'max';

export interface ExceedanceEpisode {
  stationId: number;
  stationCode: string;
  stationName: string;
  parameter: string;
  start: string;
  end: string;
  durationMinutes: number;
  peakValue: number;
  peakTime: string;
  bound: Bound;
  ratioToLimit: number;
  valueCount: number;
  open: boolean;
  limit: number;
}

export interface ExceedanceReport {
  generatedAt: string;
  episodes: ExceedanceEpisode[];
  summary: {
    id: number;
    code: string;
    name: string;
    customerName: string;
    episodeCount: number;
    totalMinutes: number;
    parameters: {
      parameter: string;
      episodeCount: number;
      totalMinutes: number;
      worstPeakValue: number;
      worstRatioToLimit: number;
      limit: number;
      bound: Bound;
    }[];
  }[];
  maintenance?: MaintenanceInReport[];
}

/** The evidence pack of one episode (src/features/evidence), opened from its row. */
export const exceedanceEvidencePath = (episode: ExceedanceEpisode) =>
  `/exceed-data/evidence?${new URLSearchParams({
    stationId: String(episode.stationId),
    parameter: episode.parameter,
    from: episode.start,
    to: episode.end,
  }).toString()}`;

export const fetchExceedances = (filter: ReportFilterValues, signal: AbortSignal) =>
  getReport<ExceedanceReport>('exceedances', rangeParams(filter), signal);

const s = (key: string) => translate(`reports.exceed.${key}` as 'reports.exceed.station');

/** '135 (tối đa)': the permit limit and which side of it was broken. */
export const limitText = (limit: number, bound: Bound) =>
  translate('reports.exceed.limitText', {
    value: formatNumber(limit),
    bound: s(bound === 'min' ? 'boundMin' : 'boundMax'),
  });

/** A value with its unit when the station's parameter has one. */
function withUnit(stations: readonly StationChoice[], stationId: number, code: string) {
  const unit = stations
    .find((station) => station.id === stationId)
    ?.parameters.find((parameter) => parameter.code === code)?.unit;
  return (value: number) => (unit ? `${formatNumber(value)} ${unit}` : formatNumber(value));
}

export function exceedanceDocument(
  report: ExceedanceReport,
  filter: ReportFilterValues,
  stations: readonly StationChoice[],
): ReportDocument {
  const title = translate('nav.exceed-data');
  const period = rangeLabel(filter.from, filter.to);
  const summaryRows: ReportCell[][] = report.summary.flatMap((station) =>
    station.parameters.length === 0
      ? [[stationLabel(station), null, 0, 0, null, null, null]]
      : station.parameters.map((row) => {
          const value = withUnit(stations, station.id, row.parameter);
          return [
            stationLabel(station),
            stationParameterName(stations, station.id, row.parameter),
            row.episodeCount,
            row.totalMinutes,
            toned(value(row.worstPeakValue), 'danger'),
            limitText(row.limit, row.bound),
            row.worstRatioToLimit,
          ];
        }),
  );
  const sum = (pick: (station: ExceedanceReport['summary'][number]) => number) =>
    report.summary.reduce((total, station) => total + pick(station), 0);
  const maintenance = maintenanceParts(report.maintenance, report.summary);
  return {
    title,
    fileName: reportFileName(title, filter.from, filter.to),
    meta: reportMeta({
      customers: report.summary.map((station) => station.customerName),
      stations: report.summary.map(stationLabel),
      period,
      generatedAt: report.generatedAt,
    }),
    notices: [{ text: s('note'), tone: 'info' }, ...maintenance.notices],
    sections: [
      {
        kind: 'table',
        title: s('summaryTitle'),
        columns: [
          { header: s('station'), format: 'text' },
          { header: s('parameter'), format: 'text' },
          { header: s('episodes'), format: 'integer' },
          { header: s('totalMinutes'), format: 'integer' },
          { header: s('peak'), format: 'text' },
          { header: s('limit'), format: 'text' },
          { header: s('worstRatio'), format: 'percent' },
        ],
        rows: summaryRows,
        footer: [
          translate('reports.kit.total'),
          null,
          sum((station) => station.episodeCount),
          sum((station) => station.totalMinutes),
          null,
          null,
          null,
        ],
        emptyText: s('empty'),
      },
      {
        kind: 'table',
        title: s('episodesTitle'),
        columns: [
          { header: s('station'), format: 'text' },
          { header: s('parameter'), format: 'text' },
          { header: s('start'), format: 'datetime' },
          { header: s('end'), format: 'datetime' },
          { header: s('duration'), format: 'integer' },
          { header: s('peak'), format: 'text' },
          { header: s('peakTime'), format: 'datetime' },
          { header: s('limit'), format: 'text' },
          { header: s('ratio'), format: 'percent' },
        ],
        rows: report.episodes.map((episode) => [
          stationLabel({ code: episode.stationCode, name: episode.stationName }),
          stationParameterName(stations, episode.stationId, episode.parameter),
          episode.start,
          episode.open ? toned(s('ongoing'), 'warning') : episode.end,
          episode.durationMinutes,
          toned(
            withUnit(stations, episode.stationId, episode.parameter)(episode.peakValue),
            'danger',
          ),
          episode.peakTime,
          limitText(episode.limit, episode.bound),
          episode.ratioToLimit,
        ]),
        rowLinkHeader: translate('interruptions.evidence.link'),
        rowLinks: report.episodes.map((episode) => ({
          to: exceedanceEvidencePath(episode),
          label: translate('interruptions.evidence.link'),
        })),
        emptyText: s('empty'),
      },
      ...maintenance.sections,
    ],
  };
}
