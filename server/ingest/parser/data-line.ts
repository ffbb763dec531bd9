import { deviceStatusFromCode, type DeviceStatus } from '../../domain/device-status';
import { quote, type LineRejectionCode } from './line-rejections';
import { parseLoggerTimestamp } from './logger-timestamp';

// One record line: parameter, value, unit, YYYYMMDDhhmmss, status. TAB is the usual separator,
// some loggers use spaces (reference §1.3), so a line is split on TABs when that gives five
// fields (the unit may then be empty) and on any whitespace run otherwise.

export type StatusCode = '00' | '01' | '02';

export interface ParsedMeasurement {
  /** 1-based line number in the file. */
  readonly line: number;
  /** Canonical parameter code after the station's alias table. */
  readonly parameter: string;
  /** The code exactly as the logger wrote it. */
  readonly rawParameter: string;
  /** In `unit`: the parameter's own unit once the file parser converted it. */
  readonly value: number;
  readonly unit: string;
  /** The value and unit as the logger wrote them, when they were converted. */
  readonly received?: { readonly value: number; readonly unit: string };
  /** Measurement time as an instant (the line's local time converted to UTC). */
  readonly time: Date;
  readonly timeIso: string;
  readonly statusCode: StatusCode;
  readonly deviceStatus: DeviceStatus;
}

export type LineResult =
  | { ok: true; measurement: ParsedMeasurement }
  | { ok: false; code: LineRejectionCode; reason: string };

export interface LineOptions {
  /** Alias (any case) → canonical parameter code, per station. */
  readonly parameterAliases?: Readonly<Record<string, string>>;
}

const FIELD_NAMES = 'thông số, giá trị, đơn vị, thời gian, trạng thái';
const PARAMETER_CODE = /^[A-Za-z][A-Za-z0-9_.,+-]{0,31}$/;
const NUMBER = /^[+-]?(?:\d+(?:[.,]\d+)?|[.,]\d+)(?:[eE][+-]?\d+)?$/;
const UNIT = /^\S{1,20}$/;

function splitFields(text: string): string[] | null {
  const byTab = text.split('\t').map((field) => field.trim());
  if (byTab.length === 5 && byTab.every((field, index) => index === 2 || field !== ''))
    return byTab;
  const byWhitespace = text.split(/\s+/).filter(Boolean);
  // Four fields with a timestamp third: a parameter without a unit (e.g. pH) on a space-separated line.
  if (byWhitespace.length === 4 && /^\d{14}$/.test(byWhitespace[2])) {
    return [byWhitespace[0], byWhitespace[1], '', byWhitespace[2], byWhitespace[3]];
  }
  return byWhitespace.length === 5 ? byWhitespace : null;
}

function canonicalParameter(code: string, aliases: LineOptions['parameterAliases']): string {
  if (!aliases) return code;
  const wanted = code.toLowerCase();
  const match = Object.entries(aliases).find(([alias]) => alias.toLowerCase() === wanted);
  return match ? match[1] : code;
}

export function parseDataLine(text: string, line: number, options: LineOptions = {}): LineResult {
  const fields = splitFields(text.trim());
  if (!fields) {
    const count = text.trim().split(/\s+/).length;
    return {
      ok: false,
      code: 'field_count',
      reason: `Dòng có ${count} trường, cần đúng 5 trường (${FIELD_NAMES})`,
    };
  }
  const [rawParameter, rawValue, unit, stamp, statusCode] = fields;
  if (!PARAMETER_CODE.test(rawParameter)) {
    return {
      ok: false,
      code: 'bad_parameter',
      reason: `Mã thông số ${quote(rawParameter)} không hợp lệ: phải bắt đầu bằng chữ cái, chỉ gồm chữ, số và _ . , + -`,
    };
  }
  if (!NUMBER.test(rawValue)) {
    return {
      ok: false,
      code: 'bad_value',
      reason: `Giá trị ${quote(rawValue)} của ${rawParameter} không phải là số`,
    };
  }
  const value = Number(rawValue.replace(',', '.'));
  if (!Number.isFinite(value)) {
    return {
      ok: false,
      code: 'bad_value',
      reason: `Giá trị ${quote(rawValue)} của ${rawParameter} vượt quá giới hạn số`,
    };
  }
  if (unit !== '' && !UNIT.test(unit))
    return { ok: false, code: 'bad_unit', reason: `Đơn vị ${quote(unit)} không hợp lệ` };
  const time = parseLoggerTimestamp(stamp);
  if (!time) {
    return {
      ok: false,
      code: 'bad_time',
      reason: `Thời gian ${quote(stamp)} không hợp lệ: cần dạng YYYYMMDDhhmmss (giờ Việt Nam) và là ngày giờ có thật`,
    };
  }
  const deviceStatus = deviceStatusFromCode(statusCode);
  if (!deviceStatus) {
    return {
      ok: false,
      code: 'bad_status',
      reason: `Mã trạng thái thiết bị ${quote(statusCode)} không hợp lệ: chỉ chấp nhận 00 (đang đo), 01 (đang hiệu chuẩn), 02 (lỗi thiết bị)`,
    };
  }
  const parameter = canonicalParameter(rawParameter, options.parameterAliases);
  return {
    ok: true,
    measurement: {
      line,
      parameter,
      rawParameter,
      value,
      unit,
      time,
      timeIso: time.toISOString(),
      statusCode: statusCode as StatusCode,
      deviceStatus,
    },
  };
}
