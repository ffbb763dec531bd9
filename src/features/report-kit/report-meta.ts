// The header lines every report carries: customer, station, period and generation time.
import { translate } from '../../i18n';
import type { ReportDocument } from './report-document';
import { displayDate, formatVietnamTime } from './vietnam-time';

export interface ReportHeader {
  readonly customers: readonly string[];
  readonly stations: readonly string[];
  readonly period: string;
  readonly generatedAt: string | Date;
}

export function reportMeta(header: ReportHeader): ReportDocument['meta'] {
  const unique = (values: readonly string[]) => [...new Set(values)].join('; ');
  return [
    { label: translate('reports.kit.customer'), value: unique(header.customers) },
    { label: translate('reports.kit.stations'), value: unique(header.stations) },
    { label: translate('reports.kit.period'), value: header.period },
    {
      label: translate('reports.kit.generatedAt'),
      value: formatVietnamTime(header.generatedAt, 'dd/MM/yyyy HH:mm:ss'),
    },
  ];
}

/** '01/11/2026 – 07/11/2026', or one date when the period is one day. */
export function rangeLabel(from: string, to: string): string {
  return from === to ? displayDate(from) : `${displayDate(from)} – ${displayDate(to)}`;
}
