// One parameter's time series on a canvas (uPlot): a line per station, a y-axis per unit, each
// station's permit limits dashed in its colour on its axis, drag to zoom on the time axis,
// 'Xem toàn bộ' to zoom out. Times are shown in Vietnam time.
import { useEffect, useRef, useState } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { useT } from '../../i18n';
import { formatNumber, formatVietnamTime, VIETNAM_TIME_ZONE } from '../report-kit';
import type { ParameterChart } from './chart-series';

const STATION_COLORS = ['#0e7c57', '#2563eb', '#9333ea', '#d97706', '#0891b2', '#be185d'];
const HEIGHT = 260;

const DAY_SECONDS = 86_400;
const number = (_: uPlot, value: number | null) => (value === null ? '—' : formatNumber(value));

/** Axis ticks in Vietnam time: hours (with the date under them) within a day, dates beyond. */
function timeTicks(_: uPlot, ticks: number[], _space: number, _axis: number, step: number) {
  return ticks.map((tick) =>
    step < DAY_SECONDS
      ? // date-fns drops a newline inside a pattern: two formats, one per line.
        `${formatVietnamTime(tick * 1000, 'HH:mm')}\n${formatVietnamTime(tick * 1000, 'dd/MM')}`
      : formatVietnamTime(tick * 1000, 'dd/MM/yyyy'),
  );
}

function seriesOptions(chart: ParameterChart, timeLabel: string): uPlot.Series[] {
  return [
    {
      label: timeLabel,
      value: (_, seconds) => (seconds === null ? '—' : formatVietnamTime(seconds * 1000)),
    },
    ...chart.lines.map((line): uPlot.Series => {
      const stroke = STATION_COLORS[line.station % STATION_COLORS.length];
      if (line.kind === 'station') {
        return {
          label: line.label,
          scale: line.scale,
          stroke,
          width: 1.5,
          points: { show: false },
          value: number,
        };
      }
      // A station's limit: dashed, in that station's colour, on that station's unit axis.
      return {
        label: line.label,
        scale: line.scale,
        stroke,
        width: 1,
        dash: line.kind === 'limitMax' ? [6, 4] : [2, 4],
        points: { show: false },
        value: number,
      };
    }),
  ];
}

/** One y-axis per unit, labelled with it; the grid only for the first. */
function unitAxes(chart: ParameterChart): uPlot.Axis[] {
  return chart.axes.map((axis, index) => ({
    scale: axis.scale,
    side: axis.side === 'left' ? 3 : 1,
    label: axis.unit || undefined,
    size: 60,
    grid: { show: index === 0 },
    values: (_, ticks) => ticks.map((tick) => formatNumber(tick)),
  }));
}

export default function TimeSeriesChart({ chart }: { chart: ParameterChart }) {
  const { t } = useT();
  const host = useRef<HTMLDivElement>(null);
  const plot = useRef<uPlot | null>(null);
  const [zoomed, setZoomed] = useState(false);

  useEffect(() => {
    const element = host.current;
    if (!element) return undefined;
    const options: uPlot.Options = {
      width: Math.max(280, element.clientWidth),
      height: HEIGHT,
      tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), VIETNAM_TIME_ZONE),
      scales: Object.fromEntries(chart.axes.map((axis) => [axis.scale, { auto: true }])),
      series: seriesOptions(chart, t('data.lookup.time')),
      axes: [{ values: timeTicks, size: 48, space: 70 }, ...unitAxes(chart)],
      cursor: { drag: { x: true, y: false, setScale: true } },
      legend: { live: true },
      hooks: {
        setScale: [
          (u, key) => {
            if (key !== 'x') return;
            const xs = u.data[0];
            const min = u.scales.x.min ?? xs[0];
            const max = u.scales.x.max ?? xs[xs.length - 1];
            setZoomed(min > xs[0] || max < xs[xs.length - 1]);
          },
        ],
      },
    };
    const instance = new uPlot(options, chart.data as uPlot.AlignedData, element);
    plot.current = instance;
    const resize = new ResizeObserver(() => {
      instance.setSize({ width: Math.max(280, element.clientWidth), height: HEIGHT });
    });
    resize.observe(element);
    return () => {
      resize.disconnect();
      instance.destroy();
      plot.current = null;
    };
  }, [chart, t]);

  const resetZoom = () => {
    const xs = chart.data[0];
    plot.current?.setScale('x', { min: xs[0], max: xs[xs.length - 1] });
  };

  return (
    <figure className="gw-lookup-chart">
      <figcaption>
        <strong>{chart.title}</strong>
        {zoomed && (
          <button type="button" className="gw-link-button gw-no-print" onClick={resetZoom}>
            {t('data.lookup.resetZoom')}
          </button>
        )}
      </figcaption>
      <div
        ref={host}
        className="gw-lookup-chart__canvas"
        role="img"
        aria-label={t('data.lookup.chartLabel', { parameter: chart.parameter })}
      />
    </figure>
  );
}
