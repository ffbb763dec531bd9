// One parameter's time series on a canvas (uPlot): a line per station, dashed permit limits,
// drag to zoom on the time axis, 'Xem toàn bộ' to zoom out. Times are shown in Vietnam time.
import { useEffect, useRef, useState } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { useT } from '../../i18n';
import { formatNumber, formatVietnamTime, VIETNAM_TIME_ZONE } from '../report-kit';
import type { ParameterChart } from './chart-series';

const STATION_COLORS = ['#0e7c57', '#2563eb', '#9333ea', '#d97706', '#0891b2', '#be185d'];
const LIMIT_COLOR = '#d92d20';
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
  let station = 0;
  return [
    {
      label: timeLabel,
      value: (_, seconds) => (seconds === null ? '—' : formatVietnamTime(seconds * 1000)),
    },
    ...chart.lines.map((line): uPlot.Series => {
      if (line.kind === 'station') {
        const stroke = STATION_COLORS[station % STATION_COLORS.length];
        station += 1;
        return { label: line.label, stroke, width: 1.5, points: { show: false }, value: number };
      }
      return {
        label: line.label,
        stroke: LIMIT_COLOR,
        width: 1,
        dash: [6, 4],
        points: { show: false },
        value: number,
      };
    }),
  ];
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
      series: seriesOptions(chart, t('data.lookup.time')),
      axes: [
        { values: timeTicks, size: 48, space: 70 },
        {
          label: chart.unit || undefined,
          size: 60,
          values: (_, ticks) => ticks.map((tick) => formatNumber(tick)),
        },
      ],
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
        <strong>{chart.unit ? `${chart.parameter} (${chart.unit})` : chart.parameter}</strong>
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
