import type { Executor } from '../../db/database.js';
import {
  airFee,
  monitoringSettings,
  periodBounds,
  type AirPollutant,
  type FeePeriod,
  type FeeResult,
  type FeeRuleSet,
  type HourlyEmission,
  type StackEmissions,
} from '../../domain/index.js';
import type { StationInfo } from './report-access.js';

// /air-fee-report inputs: each emission station is one stack. Its hours come from the hourly
// roll-ups with the domain's rule for hourlyEmissions: an hour counts only where the flow's
// hourly mean is sufficient (≥ 75 % valid values), and a pollutant adds mass only in hours where
// its own mean is sufficient. The domain's airFee then sums C_h × Q_h per hour (never mean ×
// mean) and applies the rule set in force per quarter.

/** Which measured parameter stands for each fee pollutant (first fee-enabled match wins). */
export const AIR_POLLUTANT_PARAMETERS: Readonly<Record<AirPollutant, readonly string[]>> = {
  dust: ['PM', 'Dust', 'TSP'],
  SOx: ['SO2', 'SOx'],
  NOx: ['NOx', 'NO2'],
  CO: ['CO'],
};

export interface StackReport {
  readonly stationId: number;
  readonly stationCode: string;
  readonly stationName: string;
  readonly flowParameter: string | null;
  readonly pollutantParameters: Partial<Record<AirPollutant, string>>;
  /** Hours with a sufficient flow mean in the period. */
  readonly operatingHours: number;
}

async function stackEmissions(
  tx: Executor,
  station: StationInfo,
  range: { start: Date; end: Date },
): Promise<{ report: StackReport; stack: StackEmissions }> {
  const flow = station.parameters.find((p) => p.code.toLowerCase() === 'flow');
  const pollutantParameters: Partial<Record<AirPollutant, string>> = {};
  for (const [pollutant, candidates] of Object.entries(AIR_POLLUTANT_PARAMETERS)) {
    const match = candidates
      .map((code) =>
        station.parameters.find((p) => p.feeEnabled && p.code.toLowerCase() === code.toLowerCase()),
      )
      .find((parameter) => parameter !== undefined);
    if (match) pollutantParameters[pollutant as AirPollutant] = match.code;
  }
  const settings = monitoringSettings();
  const expected = Math.round(60 / settings.recordIntervalMinutes);
  const required = Math.ceil(expected * settings.minValidFraction - 1e-9);
  const codes = [...(flow ? [flow.code] : []), ...Object.values(pollutantParameters)];
  const rows = await tx.query<{ parameter_code: string; hour: Date | string; avg_value: number }>(
    `select parameter_code, hour, avg_value from public.measurement_hourly
     where station_id = $1 and parameter_code = any($2::text[])
       and hour >= $3::timestamptz and hour < $4::timestamptz
       and count_valid >= $5 and avg_value is not null
     order by hour`,
    [station.id, codes, range.start.toISOString(), range.end.toISOString(), required],
  );
  const byHour = new Map<number, Map<string, number>>();
  for (const row of rows) {
    const key = new Date(row.hour).getTime();
    const values = byHour.get(key) ?? new Map<string, number>();
    values.set(row.parameter_code, Number(row.avg_value));
    byHour.set(key, values);
  }
  const hours: HourlyEmission[] = [];
  for (const [hour, values] of byHour) {
    const flowValue = flow ? values.get(flow.code) : undefined;
    if (flowValue === undefined) continue;
    const concentrationsMgPerNm3: Partial<Record<AirPollutant, number>> = {};
    for (const [pollutant, code] of Object.entries(pollutantParameters)) {
      const value = values.get(code);
      if (value !== undefined) concentrationsMgPerNm3[pollutant as AirPollutant] = value;
    }
    hours.push({ hourStart: new Date(hour), flowNm3PerHour: flowValue, concentrationsMgPerNm3 });
  }
  return {
    report: {
      stationId: station.id,
      stationCode: station.code,
      stationName: station.name,
      flowParameter: flow?.code ?? null,
      pollutantParameters,
      operatingHours: hours.length,
    },
    stack: { stack: station.code, hours },
  };
}

export async function airFeeReport(
  tx: Executor,
  stations: readonly StationInfo[],
  period: FeePeriod,
  options: { monitoringRequired: boolean; ruleSets: readonly FeeRuleSet[] },
): Promise<{ stacks: StackReport[]; fee: FeeResult }> {
  const range = periodBounds(period);
  const reports: StackReport[] = [];
  const stacks: StackEmissions[] = [];
  for (const station of stations) {
    const { report, stack } = await stackEmissions(tx, station, range);
    reports.push(report);
    stacks.push(stack);
  }
  const fee = airFee({
    period,
    stacks,
    monitoringRequired: options.monitoringRequired,
    ruleSets: options.ruleSets,
  });
  return { stacks: reports, fee };
}
