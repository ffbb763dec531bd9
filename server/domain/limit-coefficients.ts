import limitsData from './data/vn-limits.json';

// The permit coefficients of the reference (all marked unverified there): looked up from the
// banded tables in data/vn-limits.json so a correction is a data change.

interface Band {
  readonly max: number | null;
  readonly k: number;
}

const qcvn40 = limitsData.limits.QCVN_40_2011_BTNMT;
const qcvn19 = limitsData.limits.QCVN_19_2009_BTNMT;

/** Upper bounds are inclusive ("Q ≤ 50 → 0.9", "50 < Q ≤ 200 → 1.0" …). */
function banded(bands: readonly Band[], quantity: number): number {
  if (!Number.isFinite(quantity) || quantity < 0) {
    throw new RangeError(`Giá trị không hợp lệ để tra hệ số: ${quantity}`);
  }
  const band = bands.find((candidate) => candidate.max === null || quantity <= candidate.max);
  if (!band) throw new RangeError(`Không có bậc hệ số cho giá trị ${quantity}`);
  return band.k;
}

/** Kq for a river, stream or canal by its dry-season flow (m³/s). */
export const kqForRiver = (flowM3PerSecond: number): number =>
  banded(qcvn40.Kq_river_by_flow_m3_per_s.table, flowM3PerSecond);

/** Kq for a lake or pond by its volume (m³). */
export const kqForLake = (volumeM3: number): number =>
  banded(qcvn40.Kq_lake_by_volume_m3.table, volumeM3);

export const kqForCoastal = (usedForBathingOrAquaculture: boolean): number =>
  usedForBathingOrAquaculture
    ? qcvn40.Kq_coastal.for_bathing_or_aquaculture
    : qcvn40.Kq_coastal.not_for_bathing_or_aquaculture;

/** Kf by the facility's discharge (m³ per 24 h). */
export const kfForDischarge = (dischargeM3PerDay: number): number =>
  banded(qcvn40.Kf_by_discharge_m3_per_day.table, dischargeM3PerDay);

/** Kp by the source's total stack flow (m³/h). */
export const kpForStackFlow = (flowM3PerHour: number): number =>
  banded(qcvn19.Kp_by_total_flow_m3_per_h.table, flowM3PerHour);

export type AreaType = 'type1' | 'type2' | 'type3' | 'type4' | 'type5';

export const kvForArea = (area: AreaType): number => qcvn19.Kv_by_area_type.table[area];

export type DomesticFacilitySize = 'large_facility' | 'small_facility';

export const kForDomesticFacility = (size: DomesticFacilitySize): number =>
  limitsData.limits.QCVN_14_2008_BTNMT.K_values.value[size];
