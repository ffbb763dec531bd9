// The lookup's series as uPlot data: one chart per parameter (by its display name, so a
// wastewater 'Lưu lượng' and a stack 'Lưu lượng khí thải' never share a chart), one line per
// station on a shared time axis (seconds), a break where the data stops for long. Inside a chart
// every unit has its own y-axis (series of one unit share it, two units never do), and every
// station's permit limits are drawn on its own unit's axis, labelled with that station: a limit
// is never drawn over another station's values (issue 14).
import { parameterName } from '../../../shared/parameter-name';
import type { LookupSeries } from './lookup-report';

/** One y-axis: the uPlot scale key of one unit. The first unit's axis is on the left. */
export interface ChartAxis {
  readonly scale: string;
  readonly unit: string;
  readonly side: 'left' | 'right';
}

export interface ChartLine {
  readonly label: string;
  readonly kind: 'station' | 'limitMax' | 'limitMin';
  /** The scale (axis) the line is drawn against. */
  readonly scale: string;
  /** Which station line (0-based) the line is, or whose limit it is: one colour per station. */
  readonly station: number;
}

export interface ParameterChart {
  /** The chart's key: the parameter's display name. */
  readonly parameter: string;
  /** The caption: the display name, with the unit when the chart has only one. */
  readonly title: string;
  readonly axes: readonly ChartAxis[];
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

/** The y-axes of `lines`: one per distinct unit, in the order the units first appear. */
export function unitAxes(lines: readonly Pick<LookupSeries, 'unit'>[]): ChartAxis[] {
  const units = [...new Set(lines.map((line) => line.unit.trim()))];
  return units.map((unit, index) => ({
    scale: `y${index}`,
    unit,
    side: index % 2 === 0 ? 'left' : 'right',
  }));
}

/** One station's values on the chart's time axis, carried across other stations' points. */
function alignedValues(
  times: readonly number[],
  values: readonly number[],
  xs: readonly number[],
  index: ReadonlyMap<number, number>,
): (number | null | undefined)[] {
  const y: (number | null | undefined)[] = xs.map(() => null);
  const gap = gapThreshold(times);
  times.forEach((time, i) => {
    y[index.get(time) as number] = values[i];
  });
  // Points of other stations fall between this station's points: carry the line across them
  // unless this station's own data has a real gap there.
  for (let i = 1; i < times.length; i += 1) {
    if (times[i] - times[i - 1] > gap) continue;
    const end = index.get(times[i]) as number;
    for (let p = (index.get(times[i - 1]) as number) + 1; p < end; p += 1) y[p] = undefined;
  }
  return y;
}

function chartOf(
  parameter: string,
  lines: readonly LookupSeries[],
  stationLabel: (stationId: number, code: string) => string,
  limitLabels: { max: string; min: string },
): ParameterChart {
  const axes = unitAxes(lines);
  const scaleOf = new Map(axes.map((axis) => [axis.unit, axis.scale]));
  const seconds = lines.map((line) => line.times.map((time) => Date.parse(time) / 1000));
  const xs = [...new Set(seconds.flat())].sort((a, b) => a - b);
  const index = new Map(xs.map((x, position) => [x, position]));
  const ys = lines.map((line, n) => alignedValues(seconds[n], line.values, xs, index));
  const stationLines: ChartLine[] = lines.map((line, n) => ({
    label: stationLabel(line.stationId, line.stationCode),
    kind: 'station',
    scale: scaleOf.get(line.unit.trim()) as string,
    station: n,
  }));
  // Each station's own limits on its own unit's axis, named after the station when the chart
  // holds several.
  const limits: { line: ChartLine; values: number[] }[] = [];
  lines.forEach((line, n) => {
    const owner = lines.length > 1 ? ` — ${stationLines[n].label}` : '';
    for (const [kind, value] of [
      ['limitMax', line.limitMax],
      ['limitMin', line.limitMin],
    ] as const) {
      if (value === null) continue;
      const label = `${kind === 'limitMax' ? limitLabels.max : limitLabels.min}${owner}`;
      limits.push({
        line: { label, kind, scale: stationLines[n].scale, station: n },
        values: xs.map(() => value),
      });
    }
  });
  return {
    parameter,
    title: axes.length === 1 && axes[0].unit ? `${parameter} (${axes[0].unit})` : parameter,
    axes,
    data: [xs, ...ys, ...limits.map((limit) => limit.values)],
    lines: [...stationLines, ...limits.map((limit) => limit.line)],
    validCount: lines.reduce((sum, line) => sum + line.validCount, 0),
    shownCount: lines.reduce((sum, line) => sum + line.values.length, 0),
  };
}

/** The charts of every parameter in `series`, in the order the parameters first appear. */
export function parameterCharts(
  series: readonly LookupSeries[],
  stationLabel: (stationId: number, code: string) => string,
  limitLabels: { max: string; min: string },
): ParameterChart[] {
  const byParameter = new Map<string, LookupSeries[]>();
  for (const line of series) {
    const key = parameterName({ code: line.parameter, name: line.name });
    byParameter.set(key, [...(byParameter.get(key) ?? []), line]);
  }
  return [...byParameter].map(([parameter, lines]) =>
    chartOf(parameter, lines, stationLabel, limitLabels),
  );
}
