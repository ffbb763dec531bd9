import { formatVietnamTime } from '../vietnam-time';
import { formatDong, formatNumber, roundDong, roundFigure } from './fee-format';
import { monthsOf, type QuarterSpan } from './fee-period';
import type { PollutantCharge } from './fee-result';
import type { AirEmissionRuleSet, AirPollutant } from './fee-rule-set';

// Parts of one quarter of the emission fee (Decree 153/2024): the mass of each pollutant through
// each stack, Σ over valid hours of C_h (mg/Nm³) × Q_h (Nm³/h) × 1 h × 10⁻⁹ t — not mean × mean,
// which differs when flow and concentration move together — and the months of f charged.

export interface HourlyEmission {
  readonly hourStart: Date;
  readonly flowNm3PerHour: number;
  /**
   * Which stack conditions of the hour the flow was corrected for. Omitted: the flow was
   * measured at standard conditions (Nm³/h).
   */
  readonly flowCorrection?: { readonly temperature: boolean; readonly pressure: boolean };
  readonly concentrationsMgPerNm3: Readonly<Partial<Record<AirPollutant, number>>>;
}

export interface StackEmissions {
  readonly stack: string;
  readonly hours: readonly HourlyEmission[];
}

/** 'standard': Nm³ measured or every hour corrected for both; 'not_converted': no hour corrected. */
export type FlowConversion = 'standard' | 'partly_converted' | 'not_converted';

const FULLY_CORRECTED = { temperature: true, pressure: true } as const;

export function flowConversion(hours: readonly HourlyEmission[]): FlowConversion {
  const corrections = hours.map((hour) => hour.flowCorrection ?? FULLY_CORRECTED);
  if (corrections.every((c) => c.temperature && c.pressure)) return 'standard';
  return corrections.every((c) => !c.temperature && !c.pressure)
    ? 'not_converted'
    : 'partly_converted';
}

export const AIR_POLLUTANTS: readonly AirPollutant[] = ['dust', 'SOx', 'NOx', 'CO'];
export const AIR_POLLUTANT_LABEL: Readonly<Record<AirPollutant, string>> = {
  dust: 'Bụi',
  SOx: 'SOx',
  NOx: 'NOx',
  CO: 'CO',
};

export function stackCharges(
  ruleSet: AirEmissionRuleSet,
  span: QuarterSpan,
  stack: StackEmissions,
): PollutantCharge[] {
  const inQuarter = stack.hours.filter(
    (hour) => hour.hourStart >= span.start && hour.hourStart < span.end,
  );
  return AIR_POLLUTANTS.flatMap((pollutant) => {
    const measured = inQuarter.flatMap((hour) => {
      const concentration = hour.concentrationsMgPerNm3[pollutant];
      return concentration !== undefined && Number.isFinite(concentration)
        ? [{ concentration, flow: hour.flowNm3PerHour }]
        : [];
    });
    if (measured.length === 0) return [];
    // Summing C × Q in mg first and dividing once keeps whole figures exact.
    const milligrams = measured.reduce((sum, hour) => sum + hour.concentration * hour.flow, 0);
    const totalFlow = measured.reduce((sum, hour) => sum + hour.flow, 0);
    // The mass at the printed precision is what the amount is computed from.
    const load = roundFigure(milligrams / 1e9);
    const rate = ruleSet.rates.pollutantRatesVndPerTonne[pollutant];
    const amount = roundDong(load * rate);
    const label = AIR_POLLUTANT_LABEL[pollutant];
    const conversion = flowConversion(inQuarter);
    const flowNote = conversion === 'standard' ? '' : ` (${FLOW_CONVERSION_NOTE[conversion]})`;
    const formula = `${stack.stack} — ${label}: Σ(C × Q × 1 h) × 10⁻⁹ = ${formatNumber(load)} t × ${formatDong(rate)} đồng/tấn = ${formatDong(amount)} đồng${flowNote}`;
    return [
      {
        pollutant,
        stack: stack.stack,
        operatingHours: measured.length,
        concentration: totalFlow ? milligrams / totalFlow : 0,
        concentrationUnit: 'mg/Nm3',
        load,
        loadUnit: 't',
        rate,
        rateUnit: 'đồng/tấn',
        amount,
        formula,
        flowConversion: conversion,
      },
    ];
  });
}

export const FLOW_CONVERSION_NOTE: Readonly<Record<FlowConversion, string>> = {
  standard: 'Q ở điều kiện chuẩn',
  partly_converted: 'Q chỉ được quy đổi một phần về điều kiện chuẩn',
  not_converted: 'Q chưa quy đổi về điều kiện chuẩn',
};

/** Months of the quarter charged f/12: from the later of the rule's first month and start-up. */
export function chargedMonths(
  ruleSet: AirEmissionRuleSet,
  span: QuarterSpan,
  operatingSince?: Date,
): number {
  const startMonth = operatingSince ? formatVietnamTime(operatingSince, 'yyyy-MM') : '';
  const firstMonth = ruleSet.rates.firstChargeableMonth ?? '';
  const from = startMonth > firstMonth ? startMonth : firstMonth;
  return monthsOf(span).filter((month) => month >= from).length;
}
