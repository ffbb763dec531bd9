// A permitted limit (Cmax of the station's permit) and how one value compares with it.
// One-sided parameters break their limit above the maximum; pH-like parameters are a range.

export type ParameterLimit =
  | { readonly kind: 'max'; readonly max: number }
  | { readonly kind: 'range'; readonly min: number; readonly max: number };

/**
 * The limit a station's bounds make: a minimum alone (e.g. dissolved oxygen) is a range open at
 * the top; no bound at all means the parameter is shown but never judged.
 */
export function limitOfBounds(min: number | null, max: number | null): ParameterLimit | undefined {
  if (min !== null) return { kind: 'range', min, max: max ?? Number.POSITIVE_INFINITY };
  if (max !== null) return { kind: 'max', max };
  return undefined;
}

/** One of a parameter's limits over time: in force from `from` until the next period's `from`. */
export interface LimitPeriod {
  readonly from: Date;
  /** Undefined: the parameter has no limit in this period. */
  readonly limit: ParameterLimit | undefined;
}

/** A parameter's limit: one for all time, or periods in time order (no limit before the first). */
export type LimitOverTime = ParameterLimit | readonly LimitPeriod[];

/** The limit in force at `time`. */
export function limitAt(limit: LimitOverTime, time: Date): ParameterLimit | undefined {
  if (!Array.isArray(limit)) return limit as ParameterLimit;
  let current: ParameterLimit | undefined;
  for (const period of limit as readonly LimitPeriod[]) {
    if (period.from.getTime() > time.getTime()) break;
    current = period.limit;
  }
  return current;
}

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
