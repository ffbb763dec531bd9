import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { convertUnit } from '../../domain/unit-conversion';
import { formatVietnamTime } from '../../domain/vietnam-time';
import { parseDataLine, type LineOptions, type ParsedMeasurement } from './data-line';
import { dataLines } from './data-lines';
import { parseDataFileName } from './file-name';
import {
  quote,
  RejectionLog,
  type RejectionLimits,
  type RejectionSummary,
} from './line-rejections';
import { DataFileError } from './parse-errors';

const SECONDS = 'dd/MM/yyyy HH:mm:ss';

// A data-logger file → its accepted measurements and its rejected lines (counted by reason, the
// first ones listed). A bad line never costs the good ones; only a problem with the file as a
// whole (name, UTF-16, no content, wrong station) throws DataFileError. The file is read in
// slices with a turn of the event loop between them, so a large file never holds the server.

export interface DataFileInfo {
  readonly fileName: string;
  readonly stationCode: string;
  readonly fileTime: Date;
  readonly fileTimeIso: string;
  /** Non-blank lines read. */
  readonly lineCount: number;
  readonly acceptedCount: number;
  readonly rejectedCount: number;
}

export interface ParsedDataFile {
  readonly fileInfo: DataFileInfo;
  readonly measurements: readonly ParsedMeasurement[];
  readonly rejections: RejectionSummary;
}

export interface DataFileInput {
  readonly fileName: string;
  readonly content: Uint8Array | string;
}

export interface ParseOptions extends LineOptions {
  /** The station the file was sent for (by its credentials); a different name prefix is refused. */
  readonly expectedStationCode?: string;
  /** The station's parameter codes; when given, a line for any other parameter is rejected. */
  readonly knownParameters?: ReadonlySet<string>;
  /**
   * Canonical parameter code → the unit it is stored in. A line in another unit of the same
   * quantity is converted (g/L → mg/L); one we cannot relate is refused with `bad_unit`.
   */
  readonly parameterUnits?: Readonly<Record<string, string>>;
  /** With `now`, lines stamped further ahead than this are refused (a logger clock gone wrong). */
  readonly now?: Date;
  readonly maxFutureMinutes?: number;
  readonly rejectionLimits?: Partial<RejectionLimits>;
  /** Lines read between two turns of the event loop. Default 1000 (a few milliseconds). */
  readonly sliceLines?: number;
}

const DEFAULT_MAX_FUTURE_MINUTES = 15;
const DEFAULT_SLICE_LINES = 1000;

function inParameterUnit(
  measurement: ParsedMeasurement,
  units: ParseOptions['parameterUnits'],
): { ok: true; measurement: ParsedMeasurement } | { ok: false; reason: string } {
  const expected = units?.[measurement.parameter];
  if (expected === undefined) return { ok: true, measurement };
  const conversion = convertUnit(measurement.value, measurement.unit, expected);
  if (!conversion.ok) {
    const why =
      conversion.reason === 'other_quantity'
        ? 'khác loại đại lượng với'
        : 'không quy đổi được sang';
    return {
      ok: false,
      reason: `Đơn vị ${quote(measurement.unit)} của ${measurement.parameter} ${why} đơn vị của thông số là "${expected}"`,
    };
  }
  if (!conversion.converted) return { ok: true, measurement: { ...measurement, unit: expected } };
  return {
    ok: true,
    measurement: {
      ...measurement,
      value: conversion.value,
      unit: expected,
      received: { value: measurement.value, unit: measurement.unit },
    },
  };
}

export async function parseDataFile(
  input: DataFileInput,
  options: ParseOptions = {},
): Promise<ParsedDataFile> {
  const name = parseDataFileName(input.fileName);
  const expected = options.expectedStationCode;
  if (expected !== undefined && expected.toLowerCase() !== name.stationCode.toLowerCase()) {
    throw new DataFileError(
      'station_mismatch',
      `Tệp ${quote(name.fileName)} thuộc trạm ${quote(name.stationCode)}, không phải trạm "${expected}"`,
    );
  }
  const stationCode = expected ?? name.stationCode;
  const latestAllowed = options.now
    ? options.now.getTime() + (options.maxFutureMinutes ?? DEFAULT_MAX_FUTURE_MINUTES) * 60_000
    : Infinity;
  const sliceLines = Math.max(1, options.sliceLines ?? DEFAULT_SLICE_LINES);
  const measurements: ParsedMeasurement[] = [];
  const rejections = new RejectionLog(options.rejectionLimits);
  const seen = new Map<string, number>();
  let lineCount = 0;
  for (const { line, text, problem } of dataLines(input.content)) {
    if (line % sliceLines === 0) await yieldToEventLoop();
    if (problem) {
      lineCount += 1;
      rejections.add(line, problem.code, text, problem.reason);
      continue;
    }
    if (text.trim() === '') continue;
    lineCount += 1;
    const result = parseDataLine(text, line, options);
    if (!result.ok) {
      rejections.add(line, result.code, text, result.reason);
      continue;
    }
    const { measurement } = result;
    if (measurement.time.getTime() > latestAllowed) {
      rejections.add(
        line,
        'future_time',
        text,
        // In Vietnam time, as the logger stamps it and the officer reads it (not UTC).
        `Thời gian đo ${formatVietnamTime(measurement.time, SECONDS)} ở tương lai so với lúc ` +
          `nhận tệp (${formatVietnamTime(options.now!, SECONDS)}, giờ Việt Nam)`,
      );
      continue;
    }
    const key = `${measurement.parameter.toLowerCase()}|${measurement.time.getTime()}`;
    const firstLine = seen.get(key);
    if (firstLine !== undefined) {
      rejections.add(
        line,
        'duplicate',
        text,
        `Trùng thông số ${measurement.parameter} và thời gian với dòng ${firstLine}`,
      );
      continue;
    }
    seen.set(key, line);
    if (options.knownParameters && !options.knownParameters.has(measurement.parameter)) {
      rejections.add(
        line,
        'unknown_parameter',
        text,
        `Trạm ${stationCode} không có thông số ${quote(measurement.rawParameter)}`,
      );
      continue;
    }
    const stored = inParameterUnit(measurement, options.parameterUnits);
    if (!stored.ok) {
      rejections.add(line, 'bad_unit', text, stored.reason);
      continue;
    }
    measurements.push(stored.measurement);
  }
  if (lineCount === 0) throw new DataFileError('empty_file', 'Tệp rỗng: không có dòng dữ liệu nào');
  return {
    fileInfo: {
      fileName: name.fileName,
      stationCode: name.stationCode,
      fileTime: name.fileTime,
      fileTimeIso: name.fileTime.toISOString(),
      lineCount,
      acceptedCount: measurements.length,
      rejectedCount: rejections.count,
    },
    measurements,
    rejections: rejections.summary(),
  };
}

/** Identity of a measurement for idempotent storage: a resent file maps to the same keys. */
export const measurementKey = (
  stationCode: string,
  measurement: Pick<ParsedMeasurement, 'parameter' | 'time'>,
): string => `${stationCode}|${measurement.parameter}|${measurement.time.toISOString()}`;
