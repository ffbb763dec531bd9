// Figures in formulas are written the Vietnamese way (27.000 m³, 0,5 mg/L) so the report text
// can be shown and exported as is.

const integerFormat = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 0 });
const decimalFormat = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 3 });

/** VNĐ has no subunit: every amount is rounded to whole đồng, half away from zero. */
export const roundDong = (amount: number): number =>
  Math.sign(amount) * Math.round(Math.abs(amount));

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
