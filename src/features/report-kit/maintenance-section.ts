// The maintenance windows a report's period met (issue 17), as every report shows them: a notice
// saying how many values were left out, and a table of the windows (station, reason, start, end,
// note, values left out), so an officer sees why values are missing, on screen and in the exports.
import { translate } from '../../i18n';
import { toned, type ReportNotice, type ReportSection } from './report-document';
import { stationLabel, type StationChoice } from './station-choices';

/** One window as the averages, exceedances and signal-loss answers list it (`maintenance`). */
export interface MaintenanceInReport {
  readonly id: number;
  readonly stationId: number;
  readonly reason: 'calibration' | 'repair' | 'power_cut' | 'other';
  readonly note: string | null;
  readonly startsAt: string;
  readonly endsAt: string;
  readonly endedAt: string | null;
  readonly excludedCount: number;
}

const m = (key: string, options?: Record<string, unknown>) =>
  translate(`maintenance.report.${key}` as 'maintenance.report.title', options);

export function maintenanceParts(
  windows: readonly MaintenanceInReport[] | undefined,
  stations: readonly Pick<StationChoice, 'id' | 'code' | 'name'>[],
  now: Date = new Date(),
): { notices: ReportNotice[]; sections: ReportSection[] } {
  if (!windows?.length) return { notices: [], sections: [] };
  const excluded = windows.reduce((total, window) => total + window.excludedCount, 0);
  const station = (id: number) => {
    const found = stations.find((candidate) => candidate.id === id);
    return found ? stationLabel(found) : String(id);
  };
  return {
    notices: [{ text: m('notice', { count: windows.length, excluded }), tone: 'warning' }],
    sections: [
      {
        kind: 'table',
        title: m('title'),
        columns: [
          { header: m('station'), format: 'text' },
          { header: m('reason'), format: 'text' },
          { header: m('start'), format: 'datetime' },
          { header: m('end'), format: 'datetime' },
          { header: m('note'), format: 'text' },
          { header: m('excluded'), format: 'integer' },
        ],
        rows: windows.map((window) => [
          station(window.stationId),
          translate(`maintenance.reason.${window.reason}`),
          window.startsAt,
          new Date(window.endsAt) > now ? toned(m('running'), 'warning') : window.endsAt,
          window.note,
          window.excludedCount,
        ]),
        emptyText: '',
      },
    ],
  };
}
