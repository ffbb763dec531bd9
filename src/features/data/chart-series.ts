// The lookup's series as uPlot data: one chart per parameter, one line per station on a shared
// time axis (seconds), a break where the data stops for long, and the permit limits as lines.
import type { LookupSeries } from './lookup-report';

export interface ChartLine {
  readonly label: string;
  readonly kind: 'station' | 'limitMax' | 'limitMin';
}

export interface ParameterChart {
  readonly parameter: string;
  readonly unit: string;
  /** [x, ...y] aligned. uPlot breaks a line at null and carries it across undefined. */
  readonly data: [number[], ...(number | null | undefined)[][]];
  readonly lines: readonly ChartLine[];
  readonly validCount: number;
  readonly shownCount: number;
}

const MIN_GAP_SECONDS = 15 * 60;

/** A gap longer than this many seconds breaks the line: 3 × the median step, at least 15 min. */
export function gapThreshold(times: readonly number[]): number {
  const steps = times
    .slice(1)
    .map((time, index) => time - times[index])
    .sort((a, b) => a - b);
  const median = steps.length ? steps[Math.floor(steps.length / 2)] : 0;
  return Math.max(MIN_GAP_SECONDS, 3 * median);
}

/** The charts of every parameter in `series`, in the order the parameters first appear. */
export function parameterCharts(
  series: readonly LookupSeries[],
  stationLabel: (stationId: number, code: string) => string,
  limitLabels: { max: string; min: string },
): ParameterChart[] {
  const byParameter = new Map<string, LookupSeries[]>();
  for (const line of series) {
    byParameter.set(line.parameter, [...(byParameter.get(line.parameter) ?? []), line]);
  }
  return [...byParameter].map(([parameter, lines]) => {
    const seconds = lines.map((line) => line.times.map((time) => Date.parse(time) / 1000));
    const xs = [...new Set(seconds.flat())].sort((a, b) => a - b);
    const index = new Map(xs.map((x, position) => [x, position]));
    const ys = lines.map((line, n) => {
      const y: (number | null | undefined)[] = xs.map(() => null);
      const times = seconds[n];
      const gap = gapThreshold(times);
      times.forEach((time, i) => {
        y[index.get(time) as number] = line.values[i];
      });
      // Points of other stations fall between this station's points: carry the line across
      // them unless this station's own data has a real gap there.
      for (let i = 1; i < times.length; i += 1) {
        if (times[i] - times[i - 1] > gap) continue;
        for (
          let p = (index.get(times[i - 1]) as number) + 1;
          p < (index.get(times[i]) as number);
          p += 1
        ) {
          y[p] = undefined;
        }
      }
      return y;
    });
    const limits =
      lines.find((line) => line.limitMax !== null || line.limitMin !== null) ?? lines[0];
    const extra: { line: ChartLine; values: (number | null)[] }[] = [];
    if (limits.limitMax !== null) {
      extra.push({
        line: { label: limitLabels.max, kind: 'limitMax' },
        values: xs.map(() => limits.limitMax),
      });
    }
    if (limits.limitMin !== null) {
      extra.push({
        line: { label: limitLabels.min, kind: 'limitMin' },
        values: xs.map(() => limits.limitMin),
      });
    }
    return {
      parameter,
      unit: lines[0].unit,
      data: [xs, ...ys, ...extra.map((item) => item.values)],
      lines: [
        ...lines.map((line) => ({
          label: stationLabel(line.stationId, line.stationCode),
          kind: 'station' as const,
        })),
        ...extra.map((item) => item.line),
      ],
      validCount: lines.reduce((sum, line) => sum + line.validCount, 0),
      shownCount: lines.reduce((sum, line) => sum + line.values.length, 0),
    };
  });
}
