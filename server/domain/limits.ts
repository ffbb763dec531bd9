import limitsData from './data/vn-limits.json';
import type { ParameterLimit } from './parameter-limit';

// Typed view of the QCVN tables shipped in data/vn-limits.json. These are the raw QCVN C values;
// a station is judged against its permit's Cmax (see permitted-limit.ts), never against C.

export type QcvnStandard =
  'QCVN_40_2011_BTNMT' | 'QCVN_14_2008_BTNMT' | 'QCVN_19_2009_BTNMT' | 'QCVN_05_2023_BTNMT';
export type StationKind = 'wastewater' | 'stack_emission' | 'ambient_air';
/** Column A/B of the discharge standards, or the averaging time of the ambient standard. */
export type LimitColumn = 'A' | 'B' | '1h' | '8h' | '24h' | 'year';

export interface QcvnLimit {
  readonly standard: QcvnStandard;
  readonly parameter: string;
  readonly column: LimitColumn;
  readonly limit: ParameterLimit;
  readonly unit: string;
  /** Whether the permit coefficients (Kq·Kf, K, Kp·Kv) multiply this value. */
  readonly coefficientsApply: boolean;
  readonly verified: boolean;
  readonly source: string;
}

export const STANDARDS_BY_STATION_KIND: Readonly<Record<StationKind, readonly QcvnStandard[]>> = {
  wastewater: ['QCVN_40_2011_BTNMT', 'QCVN_14_2008_BTNMT'],
  stack_emission: ['QCVN_19_2009_BTNMT'],
  ambient_air: ['QCVN_05_2023_BTNMT'],
};

type RawEntry = {
  value?: number;
  min?: number;
  max?: number;
  unit?: string;
  verified?: boolean;
  source?: string;
};
type RawParameter = Record<string, unknown> & {
  unit?: string;
  coefficients_apply?: boolean;
  verified?: boolean;
};

const raw = limitsData.limits as unknown as Record<
  string,
  { source?: string; formula_source?: string; parameters: Record<string, RawParameter> | null }
>;
const RAW_KEY: Record<QcvnStandard, string> = {
  QCVN_40_2011_BTNMT: 'QCVN_40_2011_BTNMT',
  QCVN_14_2008_BTNMT: 'QCVN_14_2008_BTNMT',
  QCVN_19_2009_BTNMT: 'QCVN_19_2009_BTNMT',
  QCVN_05_2023_BTNMT: 'QCVN_05_2023_BTNMT_ambient_ug_per_Nm3',
};
// QCVN 14:2008 applies K to every parameter except pH and coliform (reference §2.3).
const QCVN14_NO_K = new Set(['pH', 'total_coliforms']);

function toLimit(entry: unknown): { limit: ParameterLimit; detail: RawEntry } | undefined {
  if (typeof entry === 'number') return { limit: { kind: 'max', max: entry }, detail: {} };
  if (entry === null || typeof entry !== 'object') return undefined;
  const detail = entry as RawEntry;
  if (typeof detail.min === 'number' && typeof detail.max === 'number') {
    return { limit: { kind: 'range', min: detail.min, max: detail.max }, detail };
  }
  if (typeof detail.value === 'number')
    return { limit: { kind: 'max', max: detail.value }, detail };
  return undefined;
}

function coefficientsApply(
  standard: QcvnStandard,
  parameter: string,
  rawParam: RawParameter,
): boolean {
  if (standard === 'QCVN_05_2023_BTNMT') return false;
  if (standard === 'QCVN_14_2008_BTNMT') return !QCVN14_NO_K.has(parameter);
  return rawParam.coefficients_apply ?? true;
}

function buildCatalogue(): QcvnLimit[] {
  const limits: QcvnLimit[] = [];
  for (const standard of Object.keys(RAW_KEY) as QcvnStandard[]) {
    const table = raw[RAW_KEY[standard]];
    for (const [parameter, rawParam] of Object.entries(table?.parameters ?? {})) {
      for (const [column, entry] of Object.entries(rawParam)) {
        const parsed = toLimit(entry);
        if (!parsed) continue;
        limits.push({
          standard,
          parameter,
          column: column as LimitColumn,
          limit: parsed.limit,
          unit:
            parsed.detail.unit ??
            rawParam.unit ??
            (standard === 'QCVN_05_2023_BTNMT' ? 'µg/Nm3' : ''),
          coefficientsApply: coefficientsApply(standard, parameter, rawParam),
          verified: parsed.detail.verified ?? rawParam.verified ?? true,
          source: parsed.detail.source ?? table?.source ?? table?.formula_source ?? '',
        });
      }
    }
  }
  return limits;
}

const CATALOGUE: readonly QcvnLimit[] = Object.freeze(buildCatalogue());

export function qcvnLimits(standard?: QcvnStandard): readonly QcvnLimit[] {
  return standard ? CATALOGUE.filter((entry) => entry.standard === standard) : CATALOGUE;
}

export function qcvnLimit(
  standard: QcvnStandard,
  parameter: string,
  column: LimitColumn,
): QcvnLimit | undefined {
  return CATALOGUE.find(
    (entry) =>
      entry.standard === standard &&
      entry.parameter.toLowerCase() === parameter.toLowerCase() &&
      entry.column === column,
  );
}
