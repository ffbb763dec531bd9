import { parseDataLine, type LineOptions, type ParsedMeasurement } from './data-line';
import { decodeDataFile } from './decode-content';
import { parseDataFileName } from './file-name';
import { DataFileError } from './parse-errors';

// A data-logger file → its accepted measurements and its rejected lines with a reason each.
// A bad line never costs the good ones; only a problem with the file as a whole (name,
// encoding, no content, wrong station) throws DataFileError.

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

export interface RejectedLine {
  readonly line: number;
  readonly text: string;
  readonly reason: string;
}

export interface ParsedDataFile {
  readonly fileInfo: DataFileInfo;
  readonly measurements: readonly ParsedMeasurement[];
  readonly rejected: readonly RejectedLine[];
}

export interface DataFileInput {
  readonly fileName: string;
  readonly content: Uint8Array | string;
}

export interface ParseOptions extends LineOptions {
  /** The station the file was sent for (by its credentials); a different name prefix is refused. */
  readonly expectedStationCode?: string;
  /** With `now`, lines stamped further ahead than this are refused (a logger clock gone wrong). */
  readonly now?: Date;
  readonly maxFutureMinutes?: number;
}

const DEFAULT_MAX_FUTURE_MINUTES = 15;

export function parseDataFile(input: DataFileInput, options: ParseOptions = {}): ParsedDataFile {
  const name = parseDataFileName(input.fileName);
  const expected = options.expectedStationCode;
  if (expected !== undefined && expected.toLowerCase() !== name.stationCode.toLowerCase()) {
    throw new DataFileError(
      'station_mismatch',
      `Tệp "${name.fileName}" thuộc trạm "${name.stationCode}", không phải trạm "${expected}"`,
    );
  }
  const lines = decodeDataFile(input.content).split(/\r\n|\r|\n/);
  const latestAllowed = options.now
    ? options.now.getTime() + (options.maxFutureMinutes ?? DEFAULT_MAX_FUTURE_MINUTES) * 60_000
    : Infinity;
  const measurements: ParsedMeasurement[] = [];
  const rejected: RejectedLine[] = [];
  const seen = new Map<string, number>();
  let lineCount = 0;
  lines.forEach((text, index) => {
    if (text.trim() === '') return;
    lineCount += 1;
    const line = index + 1;
    const result = parseDataLine(text, line, options);
    if (!result.ok) {
      rejected.push({ line, text, reason: result.reason });
      return;
    }
    const { measurement } = result;
    if (measurement.time.getTime() > latestAllowed) {
      rejected.push({
        line,
        text,
        reason: `Thời gian đo ${measurement.timeIso} ở tương lai so với lúc nhận tệp`,
      });
      return;
    }
    const key = `${measurement.parameter.toLowerCase()}|${measurement.time.getTime()}`;
    const firstLine = seen.get(key);
    if (firstLine !== undefined) {
      rejected.push({
        line,
        text,
        reason: `Trùng thông số ${measurement.parameter} và thời gian với dòng ${firstLine}`,
      });
      return;
    }
    seen.set(key, line);
    measurements.push(measurement);
  });
  return {
    fileInfo: {
      fileName: name.fileName,
      stationCode: name.stationCode,
      fileTime: name.fileTime,
      fileTimeIso: name.fileTime.toISOString(),
      lineCount,
      acceptedCount: measurements.length,
      rejectedCount: rejected.length,
    },
    measurements,
    rejected,
  };
}

/** Identity of a measurement for idempotent storage: a resent file maps to the same keys. */
export const measurementKey = (
  stationCode: string,
  measurement: Pick<ParsedMeasurement, 'parameter' | 'time'>,
): string => `${stationCode}|${measurement.parameter}|${measurement.time.toISOString()}`;
