import { TZDate } from '@date-fns/tz';
import { VIETNAM_TIME_ZONE, vietnamDateStart } from '../../domain/index.js';
import { badRequest } from './report-error.js';

// Query parameters of the report endpoints, checked one by one with a Vietnamese message that
// names the parameter. Times are ISO 8601; a date or a time without offset is Vietnamese local
// time (Asia/Ho_Chi_Minh), so "from=2026-03-01&to=2026-03-31" is the whole of March there.

const DAY_MS = 86_400_000;
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const LOCAL_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?$/;
const WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

export class ReportQuery {
  private readonly values: Record<string, string[]>;

  constructor(values: Record<string, string[]>, allowed: readonly string[]) {
    this.values = values;
    const unknown = Object.keys(values).filter((key) => !allowed.includes(key));
    if (unknown.length) {
      throw badRequest(
        `Tham số không được hỗ trợ: ${unknown.join(', ')}. Các tham số hợp lệ: ${allowed.join(', ')}`,
      );
    }
  }

  /** The single value of a parameter; repeating a single-valued parameter is an error. */
  optional(name: string): string | undefined {
    const all = this.values[name];
    if (!all || all.length === 0) return undefined;
    if (all.length > 1) throw badRequest(`Tham số ${name} chỉ được có một giá trị`);
    const value = all[0].trim();
    return value === '' ? undefined : value;
  }

  required(name: string): string {
    const value = this.optional(name);
    if (value === undefined) throw badRequest(`Thiếu tham số ${name}`);
    return value;
  }

  /** Comma-separated and/or repeated values, blanks dropped. */
  list(name: string): string[] {
    return (this.values[name] ?? [])
      .flatMap((value) => value.split(','))
      .map((value) => value.trim())
      .filter((value) => value !== '');
  }

  positiveIds(name: string, max: number): number[] {
    const raw = this.list(name);
    if (raw.length === 0) throw badRequest(`Thiếu tham số ${name}`);
    const ids = raw.map((value) => {
      if (!/^[1-9]\d{0,15}$/.test(value)) {
        throw badRequest(`Tham số ${name} phải là các số nguyên dương cách nhau bởi dấu phẩy`);
      }
      return Number(value);
    });
    const unique = [...new Set(ids)];
    if (unique.length > max) throw badRequest(`Tham số ${name} có tối đa ${max} giá trị`);
    return unique;
  }

  integer(name: string, options: { min: number; max: number; fallback?: number }): number {
    const value = this.optional(name);
    if (value === undefined) {
      if (options.fallback !== undefined) return options.fallback;
      throw badRequest(`Thiếu tham số ${name}`);
    }
    const number = /^-?\d{1,9}$/.test(value) ? Number(value) : Number.NaN;
    if (!Number.isInteger(number) || number < options.min || number > options.max) {
      throw badRequest(`Tham số ${name} phải là số nguyên từ ${options.min} đến ${options.max}`);
    }
    return number;
  }

  /** An optional decimal (at most 3 decimals) above 0 and at most `max`. */
  positiveDecimal(name: string, max: number): number | undefined {
    const value = this.optional(name);
    if (value === undefined) return undefined;
    const number = /^\d{1,9}(\.\d{1,3})?$/.test(value) ? Number(value) : Number.NaN;
    if (!(number > 0 && number <= max)) {
      throw badRequest(
        `Tham số ${name} phải là số lớn hơn 0, không quá ${max} và có tối đa 3 chữ số thập phân`,
      );
    }
    return number;
  }

  oneOf<T extends string>(name: string, choices: readonly T[], fallback?: T): T {
    const value = this.optional(name) ?? fallback;
    if (value === undefined) throw badRequest(`Thiếu tham số ${name}`);
    if (!(choices as readonly string[]).includes(value)) {
      throw badRequest(`Tham số ${name} phải là một trong: ${choices.join(', ')}`);
    }
    return value as T;
  }

  boolean(name: string, fallback: boolean): boolean {
    return this.oneOf(name, ['true', 'false'], fallback ? 'true' : 'false') === 'true';
  }

  /**
   * [from, to) from ISO times. A date-only `to` is inclusive (the whole day), so a period given
   * as two dates covers both. At most `maxDays` long.
   */
  period(maxDays: number): { from: Date; to: Date } {
    const from = parseTime('from', this.required('from'), 'start');
    const to = parseTime('to', this.required('to'), 'end');
    if (from >= to) {
      throw badRequest('Thời điểm bắt đầu (from) phải trước thời điểm kết thúc (to)');
    }
    checkSpan(from, to, maxDays);
    return { from, to };
  }
}

export function checkSpan(from: Date, to: Date, maxDays: number): void {
  if (to.getTime() - from.getTime() > maxDays * DAY_MS) {
    throw badRequest(`Khoảng thời gian quá dài: tối đa ${maxDays} ngày cho báo cáo này`);
  }
}

function parseTime(name: string, value: string, edge: 'start' | 'end'): Date {
  const invalid = () =>
    badRequest(
      `Tham số ${name} không phải thời gian hợp lệ: dùng dạng ISO, ví dụ 2026-03-01, ` +
        '2026-03-01T08:00 (giờ Việt Nam) hoặc 2026-03-01T01:00:00Z',
    );
  const date = DATE_ONLY.exec(value);
  if (date) {
    const [year, month, day] = date.slice(1).map(Number);
    if (!validDate(year, month, day)) throw invalid();
    return vietnamDateStart(year, month, edge === 'end' ? day + 1 : day);
  }
  const local = LOCAL_TIME.exec(value);
  if (local) {
    const [year, month, day, hour, minute, second] = local
      .slice(1, 7)
      .map((part) => (part === undefined ? 0 : Number(part)));
    if (!validDate(year, month, day) || hour > 23 || minute > 59 || second > 59) throw invalid();
    const ms = local[7] ? Number(local[7].padEnd(3, '0')) : 0;
    const zoned = new TZDate(year, month - 1, day, hour, minute, second, ms, VIETNAM_TIME_ZONE);
    return new Date(zoned.getTime());
  }
  if (WITH_OFFSET.test(value)) {
    const instant = new Date(value);
    if (!Number.isNaN(instant.getTime())) return instant;
  }
  throw invalid();
}

function validDate(year: number, month: number, day: number): boolean {
  if (year < 2000 || year > 2100 || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}
