// A permitted limit (Cmax of the station's permit) and how one value compares with it.
// One-sided parameters break their limit above the maximum; pH-like parameters are a range.

export type ParameterLimit =
  | { readonly kind: 'max'; readonly max: number }
  | { readonly kind: 'range'; readonly min: number; readonly max: number };

export type LimitState = 'exceed_threshold' | 'near_threshold' | 'within_threshold';

export interface NearThresholdSettings {
  /** A one-sided value at or above ratio × Cmax (and not above Cmax) is near. */
  readonly nearRatio: number;
  /** A range value within this many units of a bound (still inside) is near. */
  readonly rangeNearMargin: number;
}

export type LimitBreach = { readonly bound: 'max' | 'min'; readonly limitValue: number };

/** Which bound a value breaks, or null when it is within the limit. */
export function limitBreach(value: number, limit: ParameterLimit): LimitBreach | null {
  if (value > limit.max) return { bound: 'max', limitValue: limit.max };
  if (limit.kind === 'range' && value < limit.min) return { bound: 'min', limitValue: limit.min };
  return null;
}

export function limitState(
  value: number,
  limit: ParameterLimit,
  settings: NearThresholdSettings,
): LimitState {
  if (limitBreach(value, limit)) return 'exceed_threshold';
  if (limit.kind === 'max') {
    return value >= settings.nearRatio * limit.max ? 'near_threshold' : 'within_threshold';
  }
  const nearBound =
    value <= limit.min + settings.rangeNearMargin || value >= limit.max - settings.rangeNearMargin;
  return nearBound ? 'near_threshold' : 'within_threshold';
}
