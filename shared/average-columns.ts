// GET /api/reports/averages sends its periods as columns (issue 13): the periods of the range
// once for the whole answer (`periods`: start, end, what each must hold, whether the range cuts
// it), and for each station × parameter one array per figure, aligned with them (`averages`).
// The roll-up statement writes both (server/api/reports/averages.ts), named as here.
// A year of daily means of 8 parameters is then about a quarter of the JSON of one object per
// period, which the server writes, compresses and the browser decodes the faster.
// `averagePeriods` turns them back into one object per period, as the screens and exports use.

/** The periods of an answer, shared by every series. Instants as ISO 8601 (UTC). */
export interface PeriodColumns {
  readonly start: readonly string[];
  readonly end: readonly string[];
  /** Values (hour), hourly means (day) or daily means (month) a period should hold. */
  readonly expectedCount: readonly number[];
  /** How many of them must be valid for the mean to count. */
  readonly requiredCount: readonly number[];
  /** Cut by the range (or still running): judged against its full length anyway. */
  readonly partial: readonly boolean[];
}

/** The figures of one series, one entry per period of PeriodColumns. */
export interface AverageColumns {
  readonly value: readonly (number | null)[];
  readonly min: readonly (number | null)[];
  readonly max: readonly (number | null)[];
  readonly validCount: readonly number[];
  /** validCount / expectedCount, 0..1. */
  readonly completeness: readonly number[];
  /** Enough valid data: the mean may be published and compared with limits. */
  readonly sufficient: readonly boolean[];
  /** Values left out: calibration, fault (of an hour, or of the hours a period holds). */
  readonly excludedCount: readonly number[];
}

/** The names of PeriodColumns and of AverageColumns, in the order the answer writes them. */
export const PERIOD_COLUMN_NAMES = [
  'start',
  'end',
  'expectedCount',
  'requiredCount',
  'partial',
] as const satisfies readonly (keyof PeriodColumns)[];

export const AVERAGE_COLUMN_NAMES = [
  'value',
  'min',
  'max',
  'validCount',
  'completeness',
  'sufficient',
  'excludedCount',
] as const satisfies readonly (keyof AverageColumns)[];

/** The figures of one period, on the server (domain/averages.ts) and in an answer alike. */
export interface PeriodFigures {
  /** Mean of the valid inputs, or null when there are none. */
  readonly value: number | null;
  readonly min: number | null;
  readonly max: number | null;
  /** Valid values (hour), valid hourly means (day) or valid daily means (month). */
  readonly validCount: number;
  readonly expectedCount: number;
  readonly requiredCount: number;
  /** validCount / expectedCount, 0..1. */
  readonly completeness: number;
  /** Meets the minimum completeness: the mean may be published and compared with limits. */
  readonly sufficient: boolean;
  /** Cut by the requested range (or still running): judged against its full length anyway. */
  readonly partial: boolean;
  /** Records left out because the analyser was calibrating or faulty. */
  readonly excludedCount: number;
}

/** One period of one series, as an answer carries it. */
export interface AveragePeriod extends PeriodFigures {
  readonly start: string;
  readonly end: string;
}

/** The periods of one series as objects, in order. */
export function averagePeriods(periods: PeriodColumns, averages: AverageColumns): AveragePeriod[] {
  if (AVERAGE_COLUMN_NAMES.some((name) => averages[name].length !== periods.start.length)) {
    throw new Error('averages: a column does not match the periods of the answer');
  }
  return periods.start.map((start, at) => ({
    start,
    end: periods.end[at],
    value: averages.value[at],
    min: averages.min[at],
    max: averages.max[at],
    validCount: averages.validCount[at],
    expectedCount: periods.expectedCount[at],
    requiredCount: periods.requiredCount[at],
    completeness: averages.completeness[at],
    sufficient: averages.sufficient[at],
    partial: periods.partial[at],
    excludedCount: averages.excludedCount[at],
  }));
}
