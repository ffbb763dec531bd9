import unitsData from './data/units.json';

// Loggers write a unit on every line; the station's parameter has one unit, the one its limits,
// averages and fees assume. A value in another unit of the same quantity (g/L for a mg/L
// parameter) is converted with the table in data/units.json; a unit we cannot relate is refused,
// never stored as if it were the parameter's (a 1,000× error hidden in a report).

interface UnitEntry {
  readonly unit: string;
  readonly factor: number;
  readonly offset?: number;
}
interface Quantity {
  readonly quantity: string;
  readonly base: string;
  readonly units: readonly UnitEntry[];
}

const NORMALIZED = new Map<string, string>();
/** Distinct unit spellings remembered; loggers repeat a handful, junk must not grow the cache. */
const NORMALIZED_CACHE_SIZE = 256;

/** Same unit however it is typed: case, spaces, m3/m³, u/µ/μ, o/º/° before C/F. */
export function normalizeUnit(unit: string): string {
  const cached = NORMALIZED.get(unit);
  if (cached !== undefined) return cached;
  const normal = unit
    .normalize('NFKC')
    .replace(/\s+/g, '')
    .replace(/[µμ]/g, 'u')
    .replace(/[º˚]|(?<![a-z])o(?=[CF]$)/gi, '°')
    .toLowerCase();
  if (NORMALIZED.size < NORMALIZED_CACHE_SIZE) NORMALIZED.set(unit, normal);
  return normal;
}

interface KnownUnit {
  readonly quantity: Quantity;
  readonly entry: UnitEntry;
}

const KNOWN_UNITS: ReadonlyMap<string, KnownUnit> = new Map(
  (unitsData.quantities as Quantity[]).flatMap((quantity) =>
    quantity.units.map((entry) => [normalizeUnit(entry.unit), { quantity, entry }] as const),
  ),
);

/** A parameter without a unit (pH) or with a placeholder for none. */
const isUnitless = (unit: string) => ['', '-', '–'].includes(unit.trim());

export type UnitConversion =
  | { readonly ok: true; readonly value: number; readonly converted: boolean }
  | { readonly ok: false; readonly reason: 'unknown_unit' | 'other_quantity' };

/**
 * `value` in `from` expressed in `to`. An empty `from` means the logger did not say: the value
 * is taken as already in `to`. Units equal after normalisation need no table entry.
 */
export function convertUnit(value: number, from: string, to: string): UnitConversion {
  if (isUnitless(from) || normalizeUnit(from) === normalizeUnit(to)) {
    return { ok: true, value, converted: false };
  }
  const source = KNOWN_UNITS.get(normalizeUnit(from));
  const target = KNOWN_UNITS.get(normalizeUnit(to));
  if (!source || !target) return { ok: false, reason: 'unknown_unit' };
  if (source.quantity !== target.quantity) return { ok: false, reason: 'other_quantity' };
  const base = value * source.entry.factor + (source.entry.offset ?? 0);
  const result = (base - (target.entry.offset ?? 0)) / target.entry.factor;
  // 12 significant digits drop binary noise (0.3 µg/L → 0.0003 mg/L, not 0.00030000000000000003).
  return { ok: true, value: Number(result.toPrecision(12)), converted: true };
}
