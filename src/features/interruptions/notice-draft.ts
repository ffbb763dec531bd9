// The notice to the authority ('Thông báo sự cố hệ thống quan trắc tự động') drafted from a
// station's interruptions: every line pre-filled from the data and the officer's explanations,
// then edited on screen before it is exported (notice-docx.ts, notice-pdf.ts). The layout
// follows the usual form of an administrative letter; the reference could not confirm an
// official template (vn-operations §2.3), so the screen says it is to be confirmed.
import { translate } from '../../i18n';
import { formatNumber, formatVietnamTime, reportFileName } from '../report-kit';
import { gapCauseDraft } from './gap-detail';
import type { Interruption, StationInterruptions } from './interruptions-api';
import { d } from './notice-text';

export interface NoticeDraft {
  readonly sender: string;
  readonly dateLine: string;
  readonly heading: string;
  readonly recipient: string;
  readonly paragraphs: readonly string[];
  readonly signer: string;
  readonly fileName: string;
}

export function durationText(minutes: number): string {
  if (minutes < 60) return translate('interruptions.minutes', { count: minutes });
  return translate('interruptions.hoursMinutes', {
    hours: formatNumber(Math.floor(minutes / 60), 0),
    minutes: minutes % 60,
  });
}

export const gapKindLabel = (gap: Pick<Interruption, 'kind'>) =>
  translate(`interruptions.kind.${gap.kind}` as 'interruptions.kind.signal_loss');

/** The parameter a gap concerns, by name ('' for the whole station). */
export function gapParameterName(gap: Interruption): string {
  if (!gap.parameterCode) return '';
  return gap.missing.find((m) => m.code === gap.parameterCode)?.name || gap.parameterCode;
}

const time = (value: string) => formatVietnamTime(value, 'HH:mm dd/MM/yyyy');

function gapParagraph(gap: Interruption, index: number): string {
  const parameter = gapParameterName(gap);
  const explanation = gap.explanation;
  const stated = (text: string | undefined) => text?.trim() || d('notStated');
  const line = d('gapLine', {
    index: index + 1,
    kind: gapKindLabel(gap),
    parameter: parameter ? ` (${parameter})` : '',
    start: time(gap.start),
    end: gap.open ? translate('interruptions.ongoing').toLowerCase() : time(gap.end),
    duration: durationText(gap.durationMinutes),
    cause: stated(explanation?.cause || gapCauseDraft(gap) || undefined),
    actions: stated(explanation?.actionsTaken),
    repair: stated(explanation?.expectedRepair),
  });
  const affected = gap.missing
    .filter((m) => m.missing > 0)
    .map((m) =>
      d('affectedItem', {
        name: m.unit ? `${m.name} (${m.unit})` : m.name,
        missing: formatNumber(m.missing, 0),
        expected: formatNumber(m.expected, 0),
      }),
    );
  return affected.length ? `${line} ${d('affected', { list: affected.join('; ') })}` : line;
}

export function noticeDraft(
  answer: StationInterruptions,
  gaps: readonly Interruption[],
  now: Date,
): NoticeDraft {
  const { station, dutyProfile } = answer;
  const place = station.province?.trim() || '……';
  const [day, month, year] = formatVietnamTime(now, 'dd/MM/yyyy').split('/');
  const authority = dutyProfile
    ? [dutyProfile.authorityName, station.province?.trim()].filter(Boolean).join(' ')
    : '……';
  return {
    sender: station.customerName.toUpperCase(),
    dateLine: d('dateLineValue', { place, day, month, year }),
    heading: (dutyProfile?.noticeTitle ?? d('title')).toUpperCase(),
    recipient: d('recipientValue', { authority }),
    paragraphs: [
      d('intro', {
        customer: station.customerName,
        station: `${station.code} – ${station.name}`,
        address: station.address?.trim() ? ` (${station.address.trim()})` : '',
      }),
      ...gaps.map(gapParagraph),
      d('closing'),
    ],
    signer: d('signerValue'),
    fileName: reportFileName(
      d('fileName'),
      station.code,
      formatVietnamTime(gaps[0]?.start ?? now, 'yyyyMMdd'),
    ),
  };
}
