// /station-signal-lost: the answer of GET /api/reports/signal-loss and its report document.
import { translate } from '../../i18n';
import {
  getReport,
  maintenanceParts,
  rangeLabel,
  reportFileName,
  reportMeta,
  stationLabel,
  toned,
  type MaintenanceInReport,
  type ReportDocument,
  type ReportFilterValues,
} from '../report-kit';

export interface SignalLossReport {
  generatedAt: string;
  stations: {
    id: number;
    code: string;
    name: string;
    customerName: string;
    signalLossMinutes: number;
    episodeCount: number;
    totalMinutes: number;
    episodes: { start: string; end: string; durationMinutes: number; open: boolean }[];
    completeness: {
      expectedCount: number;
      receivedCount: number;
      validCount: number;
      receivedRatio: number;
      validRatio: number;
    };
  }[];
  maintenance?: MaintenanceInReport[];
}

/** Below this share of valid records a station's data is flagged (reference §5: 75 %). */
export const COMPLETENESS_WARNING_RATIO = 0.75;

export const fetchSignalLoss = (filter: ReportFilterValues, signal: AbortSignal) =>
  getReport<SignalLossReport>(
    'signal-loss',
    { stationIds: filter.stationIds, from: filter.from, to: filter.to },
    signal,
  );

const s = (key: string) => translate(`reports.signal.${key}` as 'reports.signal.station');

export function signalLossDocument(
  report: SignalLossReport,
  filter: ReportFilterValues,
): ReportDocument {
  const title = translate('nav.station-signal-lost');
  const ratio = (value: number) =>
    toned(value, value < COMPLETENESS_WARNING_RATIO ? 'warning' : undefined);
  const sum = (pick: (station: SignalLossReport['stations'][number]) => number) =>
    report.stations.reduce((total, station) => total + pick(station), 0);
  const maintenance = maintenanceParts(report.maintenance, report.stations);
  return {
    title,
    fileName: reportFileName(title, filter.from, filter.to),
    meta: reportMeta({
      customers: report.stations.map((station) => station.customerName),
      stations: report.stations.map(stationLabel),
      period: rangeLabel(filter.from, filter.to),
      generatedAt: report.generatedAt,
    }),
    notices: [{ text: s('note'), tone: 'info' }, ...maintenance.notices],
    sections: [
      {
        kind: 'table',
        title: s('completenessTitle'),
        columns: [
          { header: s('station'), format: 'text' },
          { header: s('threshold'), format: 'integer' },
          { header: s('episodes'), format: 'integer' },
          { header: s('totalMinutes'), format: 'integer' },
          { header: s('expected'), format: 'integer' },
          { header: s('received'), format: 'integer' },
          { header: s('valid'), format: 'integer' },
          { header: s('receivedRatio'), format: 'percent' },
          { header: s('validRatio'), format: 'percent' },
        ],
        rows: report.stations.map((station) => [
          stationLabel(station),
          station.signalLossMinutes,
          toned(station.episodeCount, station.episodeCount > 0 ? 'danger' : undefined),
          station.totalMinutes,
          station.completeness.expectedCount,
          station.completeness.receivedCount,
          station.completeness.validCount,
          ratio(station.completeness.receivedRatio),
          ratio(station.completeness.validRatio),
        ]),
        footer: [
          translate('reports.kit.total'),
          null,
          sum((station) => station.episodeCount),
          sum((station) => station.totalMinutes),
          sum((station) => station.completeness.expectedCount),
          sum((station) => station.completeness.receivedCount),
          sum((station) => station.completeness.validCount),
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
          { header: s('start'), format: 'datetime' },
          { header: s('end'), format: 'datetime' },
          { header: s('duration'), format: 'integer' },
        ],
        rows: report.stations.flatMap((station) =>
          station.episodes.map((episode) => [
            stationLabel(station),
            episode.start,
            episode.open ? toned(s('ongoing'), 'warning') : episode.end,
            episode.durationMinutes,
          ]),
        ),
        emptyText: s('empty'),
      },
      ...maintenance.sections,
    ],
  };
}
