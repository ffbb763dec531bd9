import type { Executor } from '../../db/database.js';
import {
  AIR_MISSING_DATA_RULE,
  airFee,
  convertUnit,
  distinctLocalDays,
  monitoringSettings,
  periodBounds,
  quarterDataBasis,
  quartersOf,
  STANDARD_CONDITIONS,
  standardFlow,
  type AirPollutant,
  type FeePeriod,
  type FeeResult,
  type FeeRuleSet,
  type HourlyEmission,
  type QuarterDataBasis,
  type StackEmissions,
} from '../../domain/index.js';
import type { ParameterInfo, StationInfo } from './report-access.js';

// /air-fee-report inputs: each emission station is one stack. Its hours come from the hourly
// roll-ups with the domain's rule for hourlyEmissions: an hour counts only where the flow's
// hourly mean is sufficient (≥ 75 % valid values), and a pollutant adds mass only in hours where
// its own mean is sufficient. The domain's airFee then sums C_h × Q_h per hour (never mean ×
// mean) and applies the rule set in force per quarter.
// The mass needs the flow at standard conditions (Nm³/h). A flow parameter in Nm³ is used as is;
// one in m³ (stack conditions) is corrected hour by hour with the stack temperature and pressure
// means of that hour where the station measures them (data/fee-data-basis.json), and the report
// says how many hours were corrected for each.

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
  readonly flowUnit: string | null;
  /** The flow parameter is in Nm³ already: no correction needed. */
  readonly flowAtStandardConditions: boolean;
  readonly temperatureParameter: string | null;
  readonly pressureParameter: string | null;
  /** Operating hours whose flow was corrected with that hour's stack temperature / pressure. */
  readonly temperatureCorrectedHours: number;
  readonly pressureCorrectedHours: number;
  /** The valid data behind each quarter of the period. */
  readonly quarters: readonly { year: number; quarter: number; dataBasis: QuarterDataBasis }[];
}

const byName = (parameters: readonly ParameterInfo[], names: readonly string[]) =>
  parameters.find((p) => names.some((name) => name.toLowerCase() === p.code.toLowerCase()));

/** Value of the hour in `unit`, or undefined when missing or not convertible. */
function hourValue(
  values: Map<string, number>,
  parameter: ParameterInfo | undefined,
  unit: string,
): number | undefined {
  const value = parameter ? values.get(parameter.code) : undefined;
  if (value === undefined || !parameter) return undefined;
  const converted = convertUnit(value, parameter.unit, unit);
  return converted.ok ? converted.value : undefined;
}

/** A flow parameter stored in Nm³ (a flow without a unit is not assumed to be standard). */
const atStandardConditions = (flow: ParameterInfo) =>
  flow.unit.trim() !== '' && convertUnit(1, flow.unit, 'Nm³/h').ok;

/** The hour's flow in Nm³/h and which stack conditions it was corrected for. */
function hourFlow(
  flowValue: number,
  flow: ParameterInfo,
  values: Map<string, number>,
  conditions: { temperature?: ParameterInfo; pressure?: ParameterInfo },
): Pick<HourlyEmission, 'flowNm3PerHour' | 'flowCorrection'> {
  const standard = atStandardConditions(flow) && convertUnit(flowValue, flow.unit, 'Nm³/h');
  if (standard && standard.ok) return { flowNm3PerHour: standard.value };
  const actual = convertUnit(flowValue, flow.unit, 'm³/h');
  if (!actual.ok) {
    return { flowNm3PerHour: flowValue, flowCorrection: { temperature: false, pressure: false } };
  }
  return standardFlow(actual.value, {
    temperatureC: hourValue(values, conditions.temperature, '°C'),
    pressureKPa: hourValue(values, conditions.pressure, 'kPa'),
  });
}

async function stackEmissions(
  tx: Executor,
  station: StationInfo,
  range: { start: Date; end: Date; period: FeePeriod },
): Promise<{ report: StackReport; stack: StackEmissions }> {
  const flow = station.parameters.find((p) => p.code.toLowerCase() === 'flow');
  const conditions = {
    temperature: byName(station.parameters, STANDARD_CONDITIONS.temperatureParameters),
    pressure: byName(station.parameters, STANDARD_CONDITIONS.pressureParameters),
  };
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
  const codes = [
    ...[flow, conditions.temperature, conditions.pressure].flatMap((p) => (p ? [p.code] : [])),
    ...Object.values(pollutantParameters),
  ];
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
    if (flowValue === undefined || !flow) continue;
    const concentrationsMgPerNm3: Partial<Record<AirPollutant, number>> = {};
    for (const [pollutant, code] of Object.entries(pollutantParameters)) {
      const value = values.get(code);
      if (value !== undefined) concentrationsMgPerNm3[pollutant as AirPollutant] = value;
    }
    const standard = hourFlow(flowValue, flow, values, conditions);
    hours.push({ hourStart: new Date(hour), ...standard, concentrationsMgPerNm3 });
  }
  const corrected = (factor: 'temperature' | 'pressure') =>
    hours.filter((hour) => hour.flowCorrection?.[factor]).length;
  const quarters = quartersOf(range.period).map((span) => {
    const inQuarter = hours.filter((h) => h.hourStart >= span.start && h.hourStart < span.end);
    const dataBasis = quarterDataBasis(
      {
        measuredHours: inQuarter.length,
        daysWithData: distinctLocalDays(inQuarter.map((h) => h.hourStart)),
        calendarDays: span.days,
      },
      AIR_MISSING_DATA_RULE.minCompleteness,
    );
    return { year: span.year, quarter: span.quarter, dataBasis };
  });
  return {
    report: {
      stationId: station.id,
      stationCode: station.code,
      stationName: station.name,
      flowParameter: flow?.code ?? null,
      pollutantParameters,
      operatingHours: hours.length,
      flowUnit: flow?.unit ?? null,
      flowAtStandardConditions: flow ? atStandardConditions(flow) : false,
      temperatureParameter: conditions.temperature?.code ?? null,
      pressureParameter: conditions.pressure?.code ?? null,
      temperatureCorrectedHours: corrected('temperature'),
      pressureCorrectedHours: corrected('pressure'),
      quarters,
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
  const range = { ...periodBounds(period), period };
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
