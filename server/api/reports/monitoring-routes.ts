import { Hono } from 'hono';
import { nextPeriodStart, startOfPeriod, type AveragingPeriod } from '../../domain/index.js';
import { averagesForCaller, averagesFromRaw, periodColumns } from './averages.js';
import { stationExceedances } from './exceedances.js';
import { lookupPage, lookupSeries } from './lookup.js';
import { maintenanceInRange } from './maintenance-in-range.js';
import { checkSpan } from './query-params.js';
import {
  loadCallerAndStations,
  loadStations,
  readAsCaller,
  resolveParameters,
  type StationInfo,
} from './report-access.js';
import {
  callerCheckingReportEndpoint,
  reportEndpoint,
  type ReportDeps,
  type ReportRequest,
} from './report-endpoint.js';
import { stationSignalLoss } from './signal-loss.js';

// GET /lookup, /averages, /exceedances, /signal-loss (see index.ts for the common rules).
// Period caps keep one request bounded: raw lookups, episodes and signal loss up to a year;
// hourly means up to 92 days, daily up to a year, monthly up to five years.
// Averages, exceedances and signal loss leave out values measured in maintenance windows and
// list those windows (`maintenance`, with the values each left out).

const MAX_STATIONS = 20;
const AVERAGES_ROUTE = 'average-data';
const YEAR_DAYS = 366;
const AVERAGE_CAP_DAYS: Readonly<Record<AveragingPeriod, number>> = {
  hour: 92,
  day: 366,
  month: 1827,
};

const stationRef = (station: StationInfo) => ({
  id: station.id,
  code: station.code,
  name: station.name,
  kind: station.kind,
  customerId: station.customerId,
  customerName: station.customerName,
});

async function stationsAndParameters({ query, caller }: ReportRequest, deps: ReportDeps) {
  const ids = query.positiveIds('stationIds', MAX_STATIONS);
  const stations = await loadStations(deps.db, caller, ids);
  const parameters = resolveParameters(stations, query.list('parameters'));
  return { stations, parameters };
}

const forStation = (station: StationInfo, parameters: readonly string[]) =>
  station.parameters.filter((parameter) => parameters.includes(parameter.code));

export function monitoringRoutes(deps: ReportDeps): Hono {
  const app = new Hono();
  const now = () => deps.now?.() ?? new Date();

  app.get(
    '/lookup',
    reportEndpoint(
      deps,
      'data-lookup',
      ['stationIds', 'parameters', 'from', 'to', 'page', 'pageSize', 'format', 'maxPoints'],
      async (request) => {
        const { query, caller, path } = request;
        const format = query.oneOf('format', ['table', 'series'], 'table');
        const page = query.integer('page', { min: 1, max: 1_000_000, fallback: 1 });
        const pageSize = query.integer('pageSize', { min: 1, max: 1000, fallback: 100 });
        const maxPoints = query.integer('maxPoints', { min: 10, max: 10_000, fallback: 1000 });
        const { from, to } = query.period(YEAR_DAYS);
        const { stations, parameters } = await stationsAndParameters(request, deps);
        const range = { stationIds: stations.map((s) => s.id), parameters, from, to };
        const head = { from, to, format, stations: stations.map(stationRef), parameters };
        return readAsCaller(deps.db, caller, path, async (tx) => {
          if (format === 'series') {
            return {
              ...head,
              maxPoints,
              series: await lookupSeries(tx, range, stations, maxPoints),
            };
          }
          const { total, rows } = await lookupPage(tx, range, page, pageSize);
          return { ...head, page, pageSize, total, pageCount: Math.ceil(total / pageSize), rows };
        });
      },
    ),
  );

  app.get(
    '/averages',
    callerCheckingReportEndpoint(
      deps,
      AVERAGES_ROUTE,
      ['stationIds', 'parameters', 'from', 'to', 'interval', 'source'],
      async ({ query, claims, path }) => {
        const interval = query.oneOf('interval', ['hour', 'day', 'month'] as const);
        const source = query.oneOf('source', ['rollup', 'raw'] as const, 'rollup');
        const asked = query.period(AVERAGE_CAP_DAYS[interval]);
        // Whole local periods: the first one containing `from`, up to the one containing `to`.
        const from = startOfPeriod(interval, asked.from);
        const lastStart = startOfPeriod(interval, new Date(asked.to.getTime() - 1));
        const to = nextPeriodStart(interval, lastStart);
        checkSpan(from, to, AVERAGE_CAP_DAYS[interval] + 31);
        const until = to < now() ? to : now();
        const stationIds = query.positiveIds('stationIds', MAX_STATIONS);
        const requested = query.list('parameters');
        const { stations, parameters, periods, averages, maintenance } = await readAsCaller(
          deps.db,
          { claims },
          path,
          async (tx) => {
            if (source === 'rollup') {
              return averagesForCaller(tx, {
                claims,
                routeKey: AVERAGES_ROUTE,
                stationIds,
                parameters: requested,
                from,
                to: until,
                interval,
              });
            }
            const seen = await loadCallerAndStations(tx, claims, AVERAGES_ROUTE, stationIds);
            const codes = resolveParameters(seen.stations, requested);
            const series = seen.stations.flatMap((station) =>
              forStation(station, codes).map((p) => ({ stationId: station.id, parameter: p.code })),
            );
            const ids = seen.stations.map((station) => station.id);
            return {
              stations: seen.stations,
              parameters: codes,
              periods: periodColumns(interval, { from, to: until }),
              averages: await averagesFromRaw(tx, { series, from, to: until, interval }),
              maintenance: await maintenanceInRange(tx, ids, codes, { from, to: until }),
            };
          },
        );
        let next = 0;
        return {
          interval,
          source,
          from,
          to,
          periods,
          rule:
            'Trung bình giờ: trung bình các giá trị hợp lệ (trạng thái 00) trong giờ, đủ khi có ≥ 9/12 giá trị; ' +
            'trung bình ngày: trung bình các trung bình giờ đủ dữ liệu, đủ khi có ≥ 18/24 giờ; ' +
            'trung bình tháng: trung bình các trung bình ngày đủ dữ liệu, đủ khi có ≥ 75 % số ngày. ' +
            'Kỳ thiếu dữ liệu vẫn được liệt kê và đánh dấu. ' +
            'Giá trị đo trong thời gian bảo trì không được tính.',
          stations: stations.map((station) => ({
            ...stationRef(station),
            parameters: forStation(station, parameters).map((parameter) => ({
              ...parameter,
              averages: averages[next++],
            })),
          })),
          maintenance,
        };
      },
    ),
  );

  app.get(
    '/exceedances',
    reportEndpoint(
      deps,
      'exceed-data',
      ['stationIds', 'parameters', 'from', 'to'],
      async (request) => {
        const { query, caller, path } = request;
        const { from, to } = query.period(YEAR_DAYS);
        const { stations, parameters } = await stationsAndParameters(request, deps);
        const { results, maintenance } = await readAsCaller(deps.db, caller, path, async (tx) => {
          const perStation = [];
          for (const station of stations) {
            perStation.push(await stationExceedances(tx, station, parameters, { from, to }));
          }
          const ids = stations.map((station) => station.id);
          return {
            results: perStation,
            maintenance: await maintenanceInRange(tx, ids, parameters, { from, to }),
          };
        });
        const episodes = stations.flatMap((station, index) =>
          results[index].episodes.map(({ stationId: _id, limitValue, ...episode }) => ({
            stationId: station.id,
            stationCode: station.code,
            stationName: station.name,
            ...episode,
            limit: limitValue,
          })),
        );
        const summary = stations.map((station, index) => ({
          ...stationRef(station),
          episodeCount: results[index].episodes.length,
          totalMinutes: results[index].episodes.reduce((sum, e) => sum + e.durationMinutes, 0),
          parameters: results[index].summary.map(({ stationId: _id, worst, ...row }) => ({
            ...row,
            worstPeakValue: worst.peakValue,
            worstPeakTime: worst.peakTime,
            worstRatioToLimit: worst.ratioToLimit,
            limit: worst.limitValue,
            bound: worst.bound,
          })),
        }));
        return { from, to, parameters, episodes, summary, maintenance };
      },
    ),
  );

  app.get(
    '/signal-loss',
    reportEndpoint(deps, 'station-signal-lost', ['stationIds', 'from', 'to'], async (request) => {
      const { query, caller, path } = request;
      const { from, to } = query.period(YEAR_DAYS);
      const stations = await loadStations(
        deps.db,
        caller,
        query.positiveIds('stationIds', MAX_STATIONS),
      );
      const at = now();
      const { results, maintenance } = await readAsCaller(deps.db, caller, path, async (tx) => {
        const ids = stations.map((station) => station.id);
        const windows = await maintenanceInRange(tx, ids, [], { from, to });
        const perStation = [];
        for (const station of stations) {
          const excused = windows
            .filter((window) => window.stationId === station.id)
            .map((window) => ({ start: new Date(window.startsAt), end: new Date(window.endsAt) }));
          perStation.push(await stationSignalLoss(tx, station, { from, to, now: at }, excused));
        }
        return { results: perStation, maintenance: windows };
      });
      return {
        from,
        to,
        stations: stations.map((station, index) => ({
          ...stationRef(station),
          signalLossMinutes: station.signalLossMinutes,
          episodeCount: results[index].episodes.length,
          totalMinutes: results[index].episodes.reduce((sum, e) => sum + e.durationMinutes, 0),
          episodes: results[index].episodes,
          completeness: results[index].completeness,
        })),
        maintenance,
      };
    }),
  );

  return app;
}
