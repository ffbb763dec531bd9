import type { QcvnLimit } from './limits';
import type { ParameterLimit } from './parameter-limit';

// Cmax = C × (Kq × Kf for QCVN 40, K for QCVN 14, Kp × Kv for QCVN 19). Coefficients never
// scale pH, temperature, colour or coliform: the catalogue says which values they apply to.

export interface PermittedLimit {
  readonly parameter: string;
  readonly limit: ParameterLimit;
  readonly unit: string;
  /** Product of the coefficients actually applied (1 when they do not apply). */
  readonly factor: number;
  /** The computation in words, e.g. "Cmax = 75 × 0,9 × 1,1 = 74,25 mg/L". */
  readonly formula: string;
}

// Coefficients have one or two decimals; rounding removes binary noise such as 74.25000000000001.
const tidy = (value: number): number => Math.round(value * 1e6) / 1e6;
const vn = (value: number): string =>
  new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 6 }).format(value);

export function permittedLimit(base: QcvnLimit, coefficients: readonly number[]): PermittedLimit {
  const applied = base.coefficientsApply ? coefficients : [];
  const factor = tidy(applied.reduce((product, k) => product * k, 1));
  const scale = (value: number) => tidy(applied.reduce((product, k) => product * k, value));
  const limit: ParameterLimit =
    base.limit.kind === 'max'
      ? { kind: 'max', max: scale(base.limit.max) }
      : { kind: 'range', min: base.limit.min, max: base.limit.max };
  const unit = base.unit === '-' ? '' : ` ${base.unit}`;
  const formula =
    limit.kind === 'range'
      ? `${base.parameter}: ${vn(limit.min)} – ${vn(limit.max)}${unit} (không áp dụng hệ số)`
      : applied.length === 0
        ? `Cmax = C = ${vn(limit.max)}${unit}`
        : `Cmax = ${[base.limit.max, ...applied].map(vn).join(' × ')} = ${vn(limit.max)}${unit}`;
  return { parameter: base.parameter, limit, unit: base.unit, factor, formula };
}
