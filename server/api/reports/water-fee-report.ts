import type { Executor } from '../../db/database.js';
import {
  monitoringSettings,
  quartersOf,
  waterFee,
  type FeePeriod,
  type FeeResult,
  type FeeRuleSet,
  type QuarterDischarge,
  type QuarterSpan,
} from '../../domain/index.js';
import type { StationInfo } from './report-access.js';

// /water-fee-report inputs from stored data, then the domain's waterFee (formula, trace, rule
// sets). Per quarter and station, from the hourly roll-ups (Σ of valid values and their count
// per hour, so no 5-minute rows leave the database):
// - volume Lq = Σ valid flow values × record interval (integrated, never averaged, §5);
// - concentration Ci = mean of the valid values of the quarter (Σ / count);
// identical to the domain's quarterDischarges on the raw records (checked by the tests).
// A customer's outlets are one facility: volumes add up and each concentration is the
// volume-weighted mean, so Lq × Ci equals the sum of the outlets' loads.

type FlowUnit = 'm3/h' | 'm3/s' | 'm3/day';
const HOURS_PER_UNIT: Readonly<Record<FlowUnit, number>> = {
  'm3/h': 1,
  'm3/s': 1 / 3600,
  'm3/day': 24,
};

export function flowUnitOf(unit: string): FlowUnit | undefined {
  const normal = unit.toLowerCase().replace(/³/g, '3').replace(/\s+/g, '');
  if (normal === 'm3/h' || normal === 'm3/giờ') return 'm3/h';
  if (normal === 'm3/s') return 'm3/s';
  if (['m3/day', 'm3/d', 'm3/ngày', 'm3/ngđ', 'm3/24h'].includes(normal)) return 'm3/day';
  return undefined;
}

export interface OutletQuarter {
  readonly year: number;
  readonly quarter: number;
  readonly volumeM3: number;
  readonly flowValidCount: number;
  readonly flowExpectedCount: number;
  readonly flowCoverage: number;
  readonly flowExcludedCount: number;
  /** Hours the valid flow values stand for, and the local days they fall on. */
  readonly flowMeasuredHours: number;
  readonly flowDaysWithData: number;
  readonly concentrationsMgPerL: Record<string, number | null>;
}

export interface OutletReport {
  readonly stationId: number;
  readonly stationCode: string;
  readonly stationName: string;
  readonly flowParameter: string | null;
  readonly flowUnit: FlowUnit | null;
  readonly pollutantParameters: Record<string, string>;
  readonly quarters: OutletQuarter[];
}

interface Totals {
  sum: number;
  valid: number;
  all: number;
  days: number;
}

async function quarterTotals(
  tx: Executor,
  stationId: number,
  codes: readonly string[],
  span: QuarterSpan,
): Promise<Map<string, Totals>> {
  const rows = await tx.query<{
    parameter_code: string;
    sum: number | null;
    valid: number;
    all: number;
    days: number;
  }>(
    `select parameter_code, sum(avg_value * count_valid) filter (where count_valid > 0) as sum,
            sum(count_valid)::int as valid, sum(count_all)::int as all,
            count(distinct (hour at time zone 'Asia/Ho_Chi_Minh')::date)
              filter (where count_valid > 0)::int as days
     from public.measurement_hourly
     where station_id = $1 and parameter_code = any($2::text[])
       and hour >= $3::timestamptz and hour < $4::timestamptz
     group by parameter_code`,
    [stationId, codes, span.start.toISOString(), span.end.toISOString()],
  );
  return new Map(
    rows.map((row) => [
      row.parameter_code,
      {
        sum: Number(row.sum ?? 0),
        valid: Number(row.valid),
        all: Number(row.all),
        days: Number(row.days),
      },
    ]),
  );
}

const feePollutants = (ruleSets: readonly FeeRuleSet[]) =>
  new Set(
    ruleSets.flatMap((ruleSet) =>
      ruleSet.formulaKind === 'water_fixed_plus_load'
        ? Object.keys(ruleSet.rates.pollutantRatesVndPerKg)
        : [],
    ),
  );

async function outletReport(
  tx: Executor,
  station: StationInfo,
  period: FeePeriod,
  pollutants: Set<string>,
): Promise<OutletReport> {
  const flow =
    station.parameters.find((p) => p.code.toLowerCase() === 'flow') ??
    station.parameters.find((p) => flowUnitOf(p.unit) !== undefined);
  const flowUnit = flow ? (flowUnitOf(flow.unit) ?? 'm3/h') : null;
  const pollutantParameters: Record<string, string> = {};
  for (const parameter of station.parameters) {
    const pollutant = [...pollutants].find((p) => p.toLowerCase() === parameter.code.toLowerCase());
    if (parameter.feeEnabled && pollutant && parameter !== flow) {
      pollutantParameters[pollutant] = parameter.code;
    }
  }
  const codes = [...(flow ? [flow.code] : []), ...Object.values(pollutantParameters)];
  const intervalMinutes = monitoringSettings().recordIntervalMinutes;
  const quarters: OutletQuarter[] = [];
  for (const span of quartersOf(period)) {
    const totals = await quarterTotals(tx, station.id, codes, span);
    const flowTotals = (flow && totals.get(flow.code)) || { sum: 0, valid: 0, all: 0, days: 0 };
    const expected = Math.round(
      (span.end.getTime() - span.start.getTime()) / (intervalMinutes * 60_000),
    );
    const ratePerHourSum = flowUnit ? flowTotals.sum / HOURS_PER_UNIT[flowUnit] : 0;
    const concentrationsMgPerL = Object.fromEntries(
      Object.entries(pollutantParameters).map(([pollutant, code]) => {
        const found = totals.get(code);
        return [pollutant, found && found.valid > 0 ? found.sum / found.valid : null];
      }),
    );
    quarters.push({
      year: span.year,
      quarter: span.quarter,
      volumeM3: (ratePerHourSum * intervalMinutes) / 60,
      flowValidCount: flowTotals.valid,
      flowExpectedCount: expected,
      flowCoverage: expected ? Math.min(1, flowTotals.valid / expected) : 0,
      flowExcludedCount: flowTotals.all - flowTotals.valid,
      flowMeasuredHours: (flowTotals.valid * intervalMinutes) / 60,
      flowDaysWithData: flowTotals.days,
      concentrationsMgPerL,
    });
  }
  return {
    stationId: station.id,
    stationCode: station.code,
    stationName: station.name,
    flowParameter: flow?.code ?? null,
    flowUnit,
    pollutantParameters,
    quarters,
  };
}

/**
 * One facility's quarter from its outlets: volumes add, concentrations are volume-weighted. The
 * time with data is the outlets' mean (an outlet without data halves a two-outlet facility's
 * completeness, so the report flags it), the days with data those of the best-covered outlet.
 */
function facilityQuarter(outlets: readonly OutletReport[], span: QuarterSpan): QuarterDischarge {
  const quarters = outlets.map((outlet) =>
    outlet.quarters.find((q) => q.year === span.year && q.quarter === span.quarter)!,
  );
  const volumeM3 = quarters.reduce((sum, quarter) => sum + quarter.volumeM3, 0);
  const pollutants = new Set(quarters.flatMap((q) => Object.keys(q.concentrationsMgPerL)));
  const concentrationsMgPerL = Object.fromEntries(
    [...pollutants].map((pollutant) => {
      const measured = quarters.filter(
        (q) => typeof q.concentrationsMgPerL[pollutant] === 'number',
      );
      if (measured.length === 0) return [pollutant, null];
      if (measured.length === 1 && quarters.length === 1) {
        return [pollutant, measured[0].concentrationsMgPerL[pollutant]];
      }
      const volume = measured.reduce((sum, q) => sum + q.volumeM3, 0);
      const weighted = (q: OutletQuarter) =>
        (q.concentrationsMgPerL[pollutant] as number) * (volume > 0 ? q.volumeM3 : 1);
      const total = measured.reduce((sum, q) => sum + weighted(q), 0);
      return [pollutant, total / (volume > 0 ? volume : measured.length)];
    }),
  );
  const measuredHours = quarters.length
    ? quarters.reduce((sum, q) => sum + q.flowMeasuredHours, 0) / quarters.length
    : 0;
  const daysWithData = Math.max(0, ...quarters.map((q) => q.flowDaysWithData));
  return {
    year: span.year,
    quarter: span.quarter,
    volumeM3,
    concentrationsMgPerL,
    measuredHours,
    daysWithData,
  };
}

/** Each parameter code's display name: the station's own name, the first one given. */
function parameterNamesOf(stations: readonly StationInfo[]): Record<string, string> {
  const names: Record<string, string> = {};
  for (const { code, name } of stations.flatMap((station) => station.parameters)) {
    if (!(code in names) && name.trim()) names[code] = name.trim();
  }
  return names;
}

/** `discharges`: the facility's quarters the fee was computed from (the declarations show them). */
export async function waterFeeReport(
  tx: Executor,
  stations: readonly StationInfo[],
  period: FeePeriod,
  options: {
    monitored: boolean;
    /** The declared average discharge; the measured one when absent. */
    declaredFlowM3PerDay?: number;
    ruleSets: readonly FeeRuleSet[];
  },
): Promise<{ outlets: OutletReport[]; fee: FeeResult; discharges: QuarterDischarge[] }> {
  const pollutants = feePollutants(options.ruleSets);
  const outlets: OutletReport[] = [];
  for (const station of stations) outlets.push(await outletReport(tx, station, period, pollutants));
  const discharges = quartersOf(period).map((span) => facilityQuarter(outlets, span));
  const fee = waterFee({
    period,
    discharges,
    monitored: options.monitored,
    averageFlowM3PerDay: options.declaredFlowM3PerDay,
    ruleSets: options.ruleSets,
    pollutantNames: parameterNamesOf(stations),
  });
  return { outlets, fee, discharges };
}
