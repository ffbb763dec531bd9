// Figures in formulas are written the Vietnamese way (27.000 m³, 0,5 mg/L) so the report text
// can be shown and exported as is.

/**
 * Decimals of every figure a fee is computed from (volume, concentration, flow, mass). The
 * computation rounds its inputs to this precision first and the report prints them at the same
 * precision, so a reader recomputing the printed formula gets the printed amount to the đồng.
 */
export const FEE_FIGURE_DECIMALS = 3;

const integerFormat = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 0 });
const decimalFormat = new Intl.NumberFormat('vi-VN', {
  maximumFractionDigits: FEE_FIGURE_DECIMALS,
});

/** VNĐ has no subunit: every amount is rounded to whole đồng, half away from zero. */
export const roundDong = (amount: number): number =>
  Math.sign(amount) * Math.round(Math.abs(amount));

/** A figure at the precision it is printed and computed with (half away from zero). */
export function roundFigure(value: number): number {
  const scale = 10 ** FEE_FIGURE_DECIMALS;
  // toPrecision first: 1.0005 is stored as 1.000499…, which must still round up.
  const scaled = Number((Math.abs(value) * scale).toPrecision(15));
  return (Math.sign(value) * Math.round(scaled)) / scale;
}

export const formatDong = (amount: number): string => integerFormat.format(amount);
export const formatNumber = (value: number): string => decimalFormat.format(value);

/** One figure of a fee report, with how it was obtained. */
export interface FeeTraceStep {
  readonly label: string;
  readonly formula: string;
  readonly value: number;
  readonly unit: string;
}

export const traceStep = (
  label: string,
  formula: string,
  value: number,
  unit: string,
): FeeTraceStep => ({
  label,
  formula,
  value,
  unit,
});
