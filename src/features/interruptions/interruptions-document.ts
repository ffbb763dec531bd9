// The interruptions of the chosen stations as a report document: the list's Excel and PDF.
import { translate } from '../../i18n';
import {
  rangeLabel,
  reportFileName,
  reportMeta,
  type ReportDocument,
  type ReportFilterValues,
} from '../report-kit';
import type { StationInterruptions } from './interruptions-api';
import { gapKindLabel, gapParameterName } from './notice-draft';

const i = (key: string) => translate(`interruptions.${key}` as 'interruptions.start');

export function interruptionsDocument(
  answers: readonly StationInterruptions[],
  filter: ReportFilterValues,
): ReportDocument {
  const title = translate('nav.interruptions');
  return {
    title,
    fileName: reportFileName(title, filter.from, filter.to),
    meta: reportMeta({
      customers: answers.map((answer) => answer.station.customerName),
      stations: answers.map((answer) => `${answer.station.code} – ${answer.station.name}`),
      period: rangeLabel(filter.from, filter.to),
      generatedAt: answers[0]?.generatedAt ?? new Date().toISOString(),
    }),
    notices: [],
    sections: answers.map((answer) => ({
      kind: 'table' as const,
      title: `${answer.station.code} – ${answer.station.name}`,
      columns: [
        { header: translate('interruptions.evidence.statusMeaning'), format: 'text' as const },
        { header: i('start'), format: 'datetime' as const },
        { header: i('end'), format: 'datetime' as const },
        { header: i('duration'), format: 'integer' as const },
        { header: i('missing'), format: 'integer' as const },
        { header: translate('interruptions.form.cause'), format: 'text' as const },
        { header: translate('interruptions.form.actions'), format: 'text' as const },
      ],
      rows: answer.interruptions.map((gap) => {
        const parameter = gapParameterName(gap);
        return [
          parameter ? `${gapKindLabel(gap)} (${parameter})` : gapKindLabel(gap),
          gap.start,
          gap.open ? i('ongoing') : gap.end,
          gap.durationMinutes,
          gap.missing.reduce((sum, m) => sum + m.missing, 0),
          gap.explanation?.cause ?? '',
          gap.explanation?.actionsTaken ?? '',
        ];
      }),
      emptyText: i('empty'),
    })),
  };
}
