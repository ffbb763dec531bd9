import { formatVietnamTime, vietnamDateStart } from '../vietnam-time';

// Fees are declared per quarter (C is computed quarterly under every decree we ship); a year is
// the sum of its quarters, each under the rule set in force for that quarter.

export type Quarter = 1 | 2 | 3 | 4;
export type FeePeriod = { readonly year: number; readonly quarter?: Quarter };

export interface QuarterSpan {
  readonly year: number;
  readonly quarter: Quarter;
  readonly start: Date;
  readonly end: Date;
  /** 'YYYY-MM-DD' local dates of the first and last day, for rule selection. */
  readonly firstDay: string;
  readonly lastDay: string;
  readonly days: number;
}

export function quarterSpan(year: number, quarter: Quarter): QuarterSpan {
  const start = vietnamDateStart(year, (quarter - 1) * 3 + 1);
  const end =
    quarter === 4 ? vietnamDateStart(year + 1, 1) : vietnamDateStart(year, quarter * 3 + 1);
  const lastDayStart = new Date(end.getTime() - 1);
  return {
    year,
    quarter,
    start,
    end,
    firstDay: formatVietnamTime(start, 'yyyy-MM-dd'),
    lastDay: formatVietnamTime(lastDayStart, 'yyyy-MM-dd'),
    days: Math.round((end.getTime() - start.getTime()) / 86_400_000),
  };
}

export function quartersOf(period: FeePeriod): QuarterSpan[] {
  const quarters: Quarter[] = period.quarter ? [period.quarter] : [1, 2, 3, 4];
  return quarters.map((quarter) => quarterSpan(period.year, quarter));
}

export function periodBounds(period: FeePeriod): { start: Date; end: Date; days: number } {
  const quarters = quartersOf(period);
  return {
    start: quarters[0].start,
    end: quarters[quarters.length - 1].end,
    days: quarters.reduce((sum, quarter) => sum + quarter.days, 0),
  };
}

export const periodLabel = (period: FeePeriod): string =>
  period.quarter ? `Quý ${period.quarter}/${period.year}` : `Năm ${period.year}`;

/** 'YYYY-MM' of each month in the quarter. */
export function monthsOf(quarter: QuarterSpan): string[] {
  return [0, 1, 2].map((offset) => {
    const month = (quarter.quarter - 1) * 3 + 1 + offset;
    return `${quarter.year}-${String(month).padStart(2, '0')}`;
  });
}
