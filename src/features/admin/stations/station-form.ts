// The station form, bounded as the station table's checks are: a code the data logger sends,
// water or air, a location inside the world's coordinates, the near-threshold share of a limit
// (0 < r ≤ 1, three decimals) and the minutes without data after which it is signal_lost.
import { boolean, mixed, object, type InferType } from 'yup';
import { adminConsole } from '../../../i18n/features/admin-console';
import {
  numberText,
  optionalText,
  parseNumber,
  requiredText,
  textOfNumber,
} from '../console-fields';

const texts = adminConsole.stations;

export const STATION_CODE = /^[A-Za-z0-9_.-]{2,64}$/;
export const STATION_KINDS = ['water', 'air'] as const;
export type StationKind = (typeof STATION_KINDS)[number];

export const stationSchema = object({
  code: requiredText(texts.code, 64).matches(STATION_CODE, texts.codeInvalid),
  name: requiredText(texts.name),
  kind: mixed<StationKind>().oneOf(STATION_KINDS).required(),
  lat: numberText({ min: -90, max: 90, required: true, field: texts.lat }),
  lng: numberText({ min: -180, max: 180, required: true, field: texts.lng }),
  address: optionalText(500),
  province: optionalText(),
  standard: optionalText(),
  public_sharing: boolean().defined(),
  near_threshold_ratio: numberText({
    min: 0.001,
    max: 1,
    required: true,
    field: texts.nearThresholdRatio,
  }),
  signal_loss_minutes: numberText({
    min: 5,
    max: 10080,
    integer: true,
    required: true,
    field: texts.signalLossMinutes,
  }),
});

export type StationFormValues = InferType<typeof stationSchema>;

/** The row as the table stores it. */
export interface StationValues {
  code: string;
  name: string;
  kind: StationKind;
  lat: number;
  lng: number;
  address: string | null;
  province: string | null;
  standard: string | null;
  public_sharing: boolean;
  /** numeric(4,3): PostgREST may send it as text. */
  near_threshold_ratio: number | string;
  signal_loss_minutes: number;
}

export const EMPTY_STATION: StationFormValues = {
  code: '',
  name: '',
  kind: 'water',
  lat: '',
  lng: '',
  address: '',
  province: '',
  standard: '',
  public_sharing: false,
  near_threshold_ratio: '0.9',
  signal_loss_minutes: '60',
};

export function stationFormValues(row: StationValues | null): StationFormValues {
  if (!row) return EMPTY_STATION;
  return {
    code: row.code,
    name: row.name,
    kind: row.kind,
    lat: textOfNumber(row.lat),
    lng: textOfNumber(row.lng),
    address: row.address ?? '',
    province: row.province ?? '',
    standard: row.standard ?? '',
    public_sharing: row.public_sharing,
    near_threshold_ratio: textOfNumber(Number(row.near_threshold_ratio)),
    signal_loss_minutes: textOfNumber(row.signal_loss_minutes),
  };
}

const orNull = (text: string) => (text === '' ? null : text);

/** The validated form as the row to write; the ratio is rounded to the column's 3 decimals. */
export function stationValues(form: StationFormValues): StationValues {
  return {
    code: form.code,
    name: form.name,
    kind: form.kind,
    lat: parseNumber(form.lat)!,
    lng: parseNumber(form.lng)!,
    address: orNull(form.address),
    province: orNull(form.province),
    standard: orNull(form.standard),
    public_sharing: form.public_sharing,
    near_threshold_ratio: Math.round(parseNumber(form.near_threshold_ratio)! * 1000) / 1000,
    signal_loss_minutes: parseNumber(form.signal_loss_minutes)!,
  };
}
