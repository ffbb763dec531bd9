// The evidence pack as the report kit's document: the screen, the PDF and the ZIP's PDF are all
// drawn from it, so what is downloaded is what was looked at.
import { parameterName } from '../../../shared/parameter-name';
import { translate, translateOr } from '../../i18n';
import {
  formatNumber,
  formatVietnamTime,
  reportFileName,
  toned,
  type ReportDocument,
} from '../report-kit';
import type { EvidencePack } from './evidence-api';

const e = (key: string, options?: Record<string, unknown>) =>
  translate(`interruptions.evidence.${key}` as 'interruptions.evidence.title', options);

const time = (value: string) => formatVietnamTime(value, 'dd/MM/yyyy HH:mm');

export function limitLabel(limit: EvidencePack['limit'], unit: string): string {
  const suffix = unit ? ` ${unit}` : '';
  if (limit.min !== null && limit.max !== null) {
    return `${formatNumber(limit.min)} – ${formatNumber(limit.max)}${suffix}`;
  }
  if (limit.min !== null) return `≥ ${formatNumber(limit.min)}${suffix}`;
  if (limit.max !== null) return `≤ ${formatNumber(limit.max)}${suffix}`;
  return '—';
}

const statusName = (code: string) => translateOr(`interruptions.evidence.statusName.${code}`, code);

export function evidenceDocument(pack: EvidencePack): ReportDocument {
  const title = e('title');
  const parameter = parameterName(pack.parameter);
  const unit = pack.parameter.unit;
  const withUnit = (value: number) =>
    unit ? `${formatNumber(value)} ${unit}` : formatNumber(value);
  const station = `${pack.station.code} – ${pack.station.name}`;
  const episodeEnd = pack.episode.end ? time(pack.episode.end) : e('ongoing');
  const events = pack.incidents.flatMap((incident) => incident.events);
  return {
    title,
    fileName: reportFileName(
      'goi-bang-chung',
      pack.station.code,
      pack.parameter.code,
      formatVietnamTime(pack.episode.start, 'yyyyMMdd-HHmm'),
    ),
    meta: [
      { label: translate('reports.kit.customer'), value: pack.station.customerName },
      { label: e('station'), value: station },
      { label: e('parameter'), value: parameter },
      { label: e('period'), value: `${time(pack.episode.start)} – ${episodeEnd}` },
      {
        label: e('peak'),
        value:
          pack.episode.peakValue === null || pack.episode.peakTime === null
            ? '—'
            : `${withUnit(pack.episode.peakValue)} (${time(pack.episode.peakTime)})`,
      },
      { label: e('limit'), value: limitLabel(pack.limit, unit) },
      {
        label: translate('reports.kit.generatedAt'),
        value: formatVietnamTime(pack.generatedAt, 'dd/MM/yyyy HH:mm:ss'),
      },
    ],
    notices: [
      {
        text: e('window', { from: time(pack.window.from), to: time(pack.window.to) }),
        tone: 'info',
      },
      ...(pack.valuesOmitted
        ? [{ text: e('valuesOmitted', { count: pack.values.length }), tone: 'warning' as const }]
        : []),
    ],
    sections: [
      {
        kind: 'image',
        title: e('snapshot'),
        dataUrl: pack.snapshot ? `data:image/jpeg;base64,${pack.snapshot.jpegBase64}` : null,
        caption: pack.snapshot
          ? e('snapshotAlt', {
              camera: pack.snapshot.cameraName ?? '',
              time: formatVietnamTime(pack.snapshot.takenAt, 'dd/MM/yyyy HH:mm:ss'),
            })
          : '',
        emptyText: e('noSnapshot'),
      },
      {
        kind: 'table',
        title: e('values'),
        columns: [
          { header: e('time'), format: 'datetime' },
          { header: e('period'), format: 'text' },
          { header: `${e('value')}${unit ? ` (${unit})` : ''}`, format: 'number', decimals: 3 },
          { header: e('deviceStatus'), format: 'text' },
          { header: e('breach'), format: 'text' },
        ],
        rows: pack.values.map((value) => [
          value.time,
          e(`phase.${value.phase}`),
          toned(value.value, value.beyond !== null ? 'danger' : undefined),
          toned(
            `${value.status} · ${statusName(value.status)}`,
            value.status === '00' ? undefined : 'warning',
          ),
          value.beyond === null ? '' : toned(`+${formatNumber(value.beyond)}`, 'danger'),
        ]),
        emptyText: e('noValues'),
      },
      {
        kind: 'table',
        title: e('statusCodes'),
        columns: [
          { header: e('statusCode'), format: 'text' },
          { header: e('statusMeaning'), format: 'text' },
          { header: e('count'), format: 'integer' },
        ],
        rows: pack.statusCodes.map((status) => [
          status.code,
          statusName(status.code),
          status.count,
        ]),
        emptyText: e('noValues'),
      },
      {
        kind: 'table',
        title: e('maintenance'),
        columns: [
          { header: e('time'), format: 'text' },
          { header: e('note'), format: 'text' },
        ],
        rows: pack.maintenanceWindows.map((window) => [
          `${time(window.start)} – ${window.end ? time(window.end) : e('ongoing')}`,
          window.reason,
        ]),
        emptyText: e('noMaintenance'),
      },
      {
        kind: 'table',
        title: e('incidents'),
        columns: [
          { header: e('time'), format: 'datetime' },
          { header: e('statusMeaning'), format: 'text' },
          { header: e('by'), format: 'text' },
          { header: e('note'), format: 'text' },
        ],
        rows: events.map((event) => [
          event.occurredAt,
          e(event.kind === 'acknowledged' ? 'acknowledged' : 'note'),
          event.by ?? '',
          event.note ?? '',
        ]),
        emptyText: e('noIncidents'),
      },
      {
        kind: 'table',
        title: e('files'),
        columns: [
          { header: e('fileName'), format: 'text' },
          { header: e('receivedAt'), format: 'datetime' },
          { header: e('fileStatus'), format: 'text' },
        ],
        rows: pack.files.map((file) => [
          file.fileName,
          file.receivedAt,
          file.contentBase64 === null
            ? toned(e('notKept'), 'muted')
            : e(`fileStatusName.${file.status}`),
        ]),
        emptyText: e('noFiles'),
      },
    ],
  };
}
