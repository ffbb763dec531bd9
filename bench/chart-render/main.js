// The bench page of reports-chart-render.ts: the lookup's own chart path (parameterCharts from the
// series the API returns, then one TimeSeriesChart per parameter) for a year of hourly points.
// Plain JavaScript: bench/ is type-checked with the server's Node-only config.
import { createElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { parameterCharts } from '../../src/features/data/chart-series';
import TimeSeriesChart from '../../src/features/data/time-series-chart';
import '../../src/styles/app.css';
import '../../src/features/data/data.css';

const HOUR_MS = 3_600_000;
const YEAR_START = Date.parse('2025-01-01T00:00:00+07:00');

/** One station's series of `parameters` parameters, `points` hourly values each, as GET /api/reports/lookup?format=series answers. */
function yearOfHourlySeries(parameters, points) {
  const times = Array.from({ length: points }, (_, hour) =>
    new Date(YEAR_START + hour * HOUR_MS).toISOString(),
  );
  return Array.from({ length: parameters }, (_, index) => ({
    stationId: 1,
    stationCode: 'BENCH-RPT',
    parameter: `P${index + 1}`,
    unit: 'mg/L',
    limitMin: null,
    limitMax: 100,
    validCount: points,
    downsampled: false,
    times,
    values: times.map(
      (_, hour) => 50 + 20 * Math.sin(hour / 12) + index + ((hour * 7919) % 50) / 10,
    ),
  }));
}

/** Resolves after the next frame has been painted. */
const nextPaint = () =>
  new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

const container = document.getElementById('root');

/** Milliseconds from the series to the painted charts, and how many canvases were drawn. */
window.renderCharts = async (parameters, points) => {
  const series = yearOfHourlySeries(parameters, points);
  await nextPaint();
  const root = createRoot(container);
  const started = performance.now();
  const charts = parameterCharts(series, (_, code) => code, {
    max: 'Giới hạn trên',
    min: 'Giới hạn dưới',
  });
  flushSync(() =>
    root.render(
      createElement(
        'div',
        { className: 'gw-lookup-charts' },
        charts.map((chart) => createElement(TimeSeriesChart, { key: chart.parameter, chart })),
      ),
    ),
  );
  await nextPaint();
  const elapsed = performance.now() - started;
  const canvases = [...container.querySelectorAll('.gw-lookup-chart canvas')].filter(
    (canvas) => canvas.width > 0,
  ).length;
  const pointsPerSeries = charts[0]?.data[0].length ?? 0;
  root.unmount();
  return { elapsed, canvases, pointsPerSeries };
};
window.benchReady = true;
