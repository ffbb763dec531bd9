import { STANDARD_CONDITIONS, type StandardConditionsRule } from './data-basis';

// Stack flow measured at stack conditions (m³/h) → standard conditions (Nm³/h) for the emission
// mass, by the ideal-gas law: Q_N = Q × T_N / T × p / p_N. Each factor is applied only when it
// was measured at the stack in that hour; the caller reports which were (never a silent guess).

const KELVIN = 273.15;

export interface StackConditions {
  readonly temperatureC?: number;
  readonly pressureKPa?: number;
}

export interface StandardFlow {
  readonly flowNm3PerHour: number;
  readonly flowCorrection: { readonly temperature: boolean; readonly pressure: boolean };
}

export function standardFlow(
  flowM3PerHour: number,
  conditions: StackConditions,
  rule: StandardConditionsRule = STANDARD_CONDITIONS,
): StandardFlow {
  const { temperatureC, pressureKPa } = conditions;
  // An absolute temperature at or below zero is a broken reading, not a condition to correct for.
  const temperature = temperatureC !== undefined && temperatureC + KELVIN > 0;
  const pressure = pressureKPa !== undefined && pressureKPa > 0;
  const temperatureFactor = temperature
    ? (rule.temperatureC + KELVIN) / (temperatureC + KELVIN)
    : 1;
  const pressureFactor = pressure ? pressureKPa / rule.pressureKPa : 1;
  return {
    flowNm3PerHour: flowM3PerHour * temperatureFactor * pressureFactor,
    flowCorrection: { temperature, pressure },
  };
}
