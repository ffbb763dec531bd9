import { Hono } from 'hono';
import {
  formatVietnamTime,
  periodLabel,
  type FeePeriod,
  type Quarter,
} from '../../domain/index.js';
import { airFeeReport } from './air-fee-report.js';
import { loadFeeRuleSets } from './fee-rule-table.js';
import {
  loadCustomerStations,
  loadStations,
  readAsCaller,
  type StationInfo,
} from './report-access.js';
import { reportEndpoint, type ReportDeps, type ReportRequest } from './report-endpoint.js';
import { badRequest, ReportError } from './report-error.js';
import { waterFeeReport } from './water-fee-report.js';

// GET /water-fee and /air-fee: the environmental-protection fee of one station or of all the
// customer's stations of that kind (one facility), for a quarter or a whole year, under the
// rule sets of public.fee_rule_set in force for each quarter. `monitored` (default true: every
// GreenWatch station is an automatic monitoring station) selects the Decree 346/2025 variant
// for water and whether the emission fee has a variable part for air.

export const KIND_LABEL = { water: 'nước thải', air: 'khí thải' } as const;

export function feePeriod(request: ReportRequest, now: Date): FeePeriod {
  const currentYear = Number(formatVietnamTime(now, 'yyyy'));
  const year = request.query.integer('year', { min: 2020, max: currentYear });
  const quarter = request.query.optional('quarter');
  if (quarter === undefined) return { year };
  if (!/^[1-4]$/.test(quarter)) throw badRequest('Tham số quarter phải là 1, 2, 3 hoặc 4');
  return { year, quarter: Number(quarter) as Quarter };
}

export async function feeStations(
  request: ReportRequest,
  deps: ReportDeps,
  kind: 'water' | 'air',
): Promise<{ scope: 'station' | 'customer'; stations: StationInfo[] }> {
  const { query, caller } = request;
  const stationId = query.optional('stationId');
  const customerId = query.optional('customerId');
  if ((stationId === undefined) === (customerId === undefined)) {
    throw badRequest('Cần đúng một trong hai tham số stationId hoặc customerId');
  }
  const id = (name: string, value: string) => {
    if (!/^[1-9]\d{0,15}$/.test(value)) throw badRequest(`Tham số ${name} phải là số nguyên dương`);
    return Number(value);
  };
  if (stationId !== undefined) {
    const [station] = await loadStations(deps.db, caller, [id('stationId', stationId)]);
    if (station.kind !== kind) {
      throw badRequest(`Trạm ${station.code} không phải trạm ${KIND_LABEL[kind]}`);
    }
    return { scope: 'station', stations: [station] };
  }
  const stations = await loadCustomerStations(
    deps.db,
    caller,
    id('customerId', customerId as string),
    kind,
  );
  if (stations.length === 0) {
    throw new ReportError('not_found', `Khách hàng không có trạm ${KIND_LABEL[kind]} nào`);
  }
  return { scope: 'customer', stations };
}

const scopeJson = (scope: 'station' | 'customer', stations: readonly StationInfo[]) => ({
  type: scope,
  customerId: stations[0].customerId,
  customerName: stations[0].customerName,
  stations: stations.map(({ id, code, name }) => ({ id, code, name })),
});

/** Far above any plant's discharge (m³/day): a bound, not a rule. */
const MAX_FLOW_M3_PER_DAY = 10_000_000;

export function feeRoutes(deps: ReportDeps): Hono {
  const app = new Hono();
  const now = () => deps.now?.() ?? new Date();
  const allowed = ['stationId', 'customerId', 'year', 'quarter', 'monitored'];

  app.get(
    '/water-fee',
    reportEndpoint(
      deps,
      'water-fee-report',
      [...allowed, 'declaredFlowM3PerDay'],
      async (request) => {
        const period = feePeriod(request, now());
        const monitored = request.query.boolean('monitored', true);
        // The permit's or declaration's average discharge, used instead of the measured one.
        const declaredFlow = request.query.positiveDecimal(
          'declaredFlowM3PerDay',
          MAX_FLOW_M3_PER_DAY,
        );
        const { scope, stations } = await feeStations(request, deps, 'water');
        const { outlets, fee } = await readAsCaller(
          deps.db,
          request.caller,
          request.path,
          async (tx) =>
            waterFeeReport(tx, stations, period, {
              monitored,
              declaredFlowM3PerDay: declaredFlow,
              ruleSets: await loadFeeRuleSets(tx),
            }),
        );
        return {
          scope: scopeJson(scope, stations),
          period: { ...period, label: periodLabel(period) },
          monitored,
          outlets,
          fee,
        };
      },
    ),
  );

  app.get(
    '/air-fee',
    reportEndpoint(deps, 'air-fee-report', allowed, async (request) => {
      const period = feePeriod(request, now());
      const monitoringRequired = request.query.boolean('monitored', true);
      const { scope, stations } = await feeStations(request, deps, 'air');
      const { stacks, fee } = await readAsCaller(
        deps.db,
        request.caller,
        request.path,
        async (tx) =>
          airFeeReport(tx, stations, period, {
            monitoringRequired,
            ruleSets: await loadFeeRuleSets(tx),
          }),
      );
      return {
        scope: scopeJson(scope, stations),
        period: { ...period, label: periodLabel(period) },
        monitored: monitoringRequired,
        stacks,
        fee,
      };
    }),
  );

  return app;
}
