import { nextPeriodStart, startOfPeriod, type AveragingPeriod } from './vietnam-time';

export interface PeriodBucket {
  readonly start: Date;
  readonly end: Date;
}

/** Every local hour, day or month that overlaps [from, to), whole periods, in order. */
export function periodBuckets(period: AveragingPeriod, from: Date, to: Date): PeriodBucket[] {
  const buckets: PeriodBucket[] = [];
  for (let start = startOfPeriod(period, from); start < to;) {
    const end = nextPeriodStart(period, start);
    buckets.push({ start, end });
    start = end;
  }
  return buckets;
}

/**
 * Splits items sorted by time into the buckets (also sorted), in one pass: a year of 5-minute
 * data is hundreds of thousands of records, so no per-record time-zone arithmetic.
 */
export function splitByBucket<T>(
  buckets: readonly PeriodBucket[],
  items: readonly T[],
  timeOf: (item: T) => Date,
): T[][] {
  const groups: T[][] = buckets.map(() => []);
  let index = 0;
  buckets.forEach((bucket, bucketIndex) => {
    while (index < items.length && timeOf(items[index]) < bucket.start) index += 1;
    while (index < items.length && timeOf(items[index]) < bucket.end) {
      groups[bucketIndex].push(items[index]);
      index += 1;
    }
  });
  return groups;
}
