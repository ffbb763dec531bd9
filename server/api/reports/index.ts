import { Hono } from 'hono';
import { feeDeclarationRoutes } from './fee-declaration-routes.js';
import { feeRoutes } from './fee-routes.js';
import { monitoringRoutes } from './monitoring-routes.js';
import type { ReportDeps } from './report-endpoint.js';

// The report part of the product API (issue 7), mounted at /api/reports. Every figure is
// computed here from stored measurements with the domain rules; the client only shows it.
// Bearer token required (401); a 'user' reads only stations of their own customer, as recorded
// in app_user: another customer's station or customer id gets the same 404 as a missing one;
// bad parameters get a 400 with a Vietnamese message. Errors are
// { error, message }; every answer carries generatedAt. Times are ISO 8601; a date or a time
// without offset is Vietnamese local time, and a date-only `to` includes that day.
//
// GET /lookup?stationIds=1,2&parameters=COD,TSS&from&to[&page=1&pageSize=100]     (≤ 366 days)
//     → { total, page, pageSize, pageCount, rows: [{ stationId, parameter, time, value, deviceStatus }] }
//   &format=series[&maxPoints=1000] → { series: [{ stationId, parameter, unit, limitMin, limitMax,
//     validCount, downsampled, times[], values[] }] } (valid values; min and max of each slice kept)
// GET /averages?stationIds&parameters&from&to&interval=hour|day|month[&source=rollup|raw]
//     (hour ≤ 92 days, day ≤ 366, month ≤ 1827; widened to whole periods)
//     → { rule, periods: { start[], end[], expectedCount[], requiredCount[], partial[] },
//       stations: [{ …, parameters: [{ code, unit, limits, averages: { value[], min[], max[],
//       validCount[], completeness[], sufficient[], excludedCount[] } }] }] } (columns, one entry
//       per period: shared/average-columns.ts)
// GET /exceedances?stationIds&parameters&from&to (≤ 366 days)
//     → { episodes: [{ stationId, parameter, start, end, durationMinutes, peakValue, peakTime,
//       bound, limit, ratioToLimit, valueCount, open }], summary: per station and parameter }
// GET /signal-loss?stationIds&from&to (≤ 366 days)
//     → { stations: [{ …, episodes: [{ start, end, durationMinutes, open }], completeness }] }
// GET /water-fee?stationId=|customerId=&year[&quarter=1-4][&monitored=true][&declaredFlowM3PerDay=]
//     → { scope, period, outlets (volume, coverage, concentrations per quarter), fee: FeeResult }
// GET /air-fee?stationId=|customerId=&year[&quarter][&monitored=true]
//     → { scope, period, stacks (parameters used, operating hours), fee: FeeResult }
// GET /water-fee-declaration and /air-fee-declaration?stationId=|customerId=&year&quarter[&monitored]
//     → FeeDeclaration (shared/fees/declaration.ts): the quarter's return on its form, payer
//       details, every figure with its computed value, correction and fee-report lines
// FeeResult (server/domain/fees/fee-result.ts): quarters with fixed and variable parts,
// per-pollutant load, rate, amount and formula text, totals, ruleSets used and confirmed.

export type { ReportDeps } from './report-endpoint.js';

export function createReportRoutes(deps: ReportDeps): Hono {
  const app = new Hono();
  app.route('/', monitoringRoutes(deps));
  app.route('/', feeRoutes(deps));
  app.route('/', feeDeclarationRoutes(deps));
  return app;
}
