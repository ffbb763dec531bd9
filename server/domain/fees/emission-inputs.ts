import { hourlyAverages } from '../averages';
import type { MeasurementRecord } from '../measurement';
import type { MonitoringSettings } from '../monitoring-conventions';
import type { HourlyEmission } from './air-emission-charges';
import type { AirPollutant } from './fee-rule-set';

// CEMS records → hourly flow and concentrations for the emission fee. Only hourly means that meet
// the completeness rule count; an hour without a valid flow mean is not an operating hour, and a
// pollutant without a valid mean in that hour adds no mass for it. (How the decree treats invalid
// or missing hours is unverified in the reference; this is the conservative product rule.)

export interface StackRecords {
  readonly records: readonly MeasurementRecord[];
  /** Parameter code of the stack flow, in Nm³/h. */
  readonly flowParameter: string;
  /** Parameter code measured for each fee pollutant (e.g. SOx ← 'SO2'), configurable per plant. */
  readonly pollutantParameters: Readonly<Partial<Record<AirPollutant, string>>>;
  readonly from: Date;
  readonly to: Date;
  readonly settings?: Partial<MonitoringSettings>;
}

export function hourlyEmissions(input: StackRecords): HourlyEmission[] {
  const parameters = [input.flowParameter, ...Object.values(input.pollutantParameters)] as string[];
  const averages = hourlyAverages(input.records, {
    from: input.from,
    to: input.to,
    parameters,
    settings: input.settings,
  });
  const sufficient = new Map<string, number>();
  for (const average of averages) {
    if (average.sufficient && average.value !== null) {
      sufficient.set(`${average.parameter}|${average.start.getTime()}`, average.value);
    }
  }
  const hours = averages.filter((average) => average.parameter === input.flowParameter);
  return hours.flatMap((hour) => {
    const flow = sufficient.get(`${input.flowParameter}|${hour.start.getTime()}`);
    if (flow === undefined) return [];
    const concentrationsMgPerNm3: Partial<Record<AirPollutant, number>> = {};
    for (const [pollutant, parameter] of Object.entries(input.pollutantParameters) as [
      AirPollutant,
      string,
    ][]) {
      const value = sufficient.get(`${parameter}|${hour.start.getTime()}`);
      if (value !== undefined) concentrationsMgPerNm3[pollutant] = value;
    }
    return [{ hourStart: hour.start, flowNm3PerHour: flow, concentrationsMgPerNm3 }];
  });
}
