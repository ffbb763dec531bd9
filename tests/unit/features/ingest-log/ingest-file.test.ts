import { describe, expect, it } from 'vitest';
import {
  formatReceivedAt,
  hasRejectedLines,
  omittedLines,
  reasonCounts,
  rejectedLineCount,
  wholeFileRefusal,
  type IngestFile,
} from '../../../../src/features/ingest-log/ingest-file';
import { periodStart } from '../../../../src/features/ingest-log/ingest-log-period';
import {
  readStationLogParams,
  stationLogPath,
  stationLogSearch,
} from '../../../../src/features/ingest-log/station-log-params';

const file = (overrides: Partial<IngestFile> = {}): IngestFile => ({
  id: 1,
  file_name: 'ST01_20261124100000.txt',
  source: 'http',
  status: 'accepted',
  lines_total: 4,
  lines_accepted: 4,
  rejected_by_reason: {},
  first_error: null,
  received_at: '2026-11-24T03:05:09.123Z',
  ...overrides,
});

describe('a received file as the log shows it', () => {
  it('counts rejected lines and lists reasons, most frequent first', () => {
    const partial = file({
      status: 'partial',
      lines_total: 10,
      lines_accepted: 4,
      rejected_by_reason: { bad_unit: 2, bad_value: 4, duplicate: 0 },
      first_error: { line: 2, code: 'bad_unit', text: 'COD\t60\tg/m', reason: 'Đơn vị…' },
    });
    expect(rejectedLineCount(partial)).toBe(6);
    expect(reasonCounts(partial)).toEqual([
      { code: 'bad_value', count: 4 },
      { code: 'bad_unit', count: 2 },
    ]);
    expect(wholeFileRefusal(partial)).toBeNull();
    expect(hasRejectedLines(partial)).toBe(true);
  });

  it('shows a file refused as a whole by its one error, with no lines to list', () => {
    const refused = file({
      status: 'rejected',
      lines_total: 0,
      lines_accepted: 0,
      rejected_by_reason: {},
      first_error: {
        line: null,
        code: 'empty_file',
        reason: 'Tệp rỗng: không có dòng dữ liệu nào',
      },
    });
    expect(reasonCounts(refused)).toEqual([{ code: 'empty_file', count: null }]);
    expect(wholeFileRefusal(refused)?.reason).toBe('Tệp rỗng: không có dòng dữ liệu nào');
    expect(hasRejectedLines(refused)).toBe(false);
  });

  it('has no reasons for a clean file, and tolerates a missing count map', () => {
    expect(reasonCounts(file())).toEqual([]);
    expect(reasonCounts(file({ rejected_by_reason: null }))).toEqual([]);
    expect(hasRejectedLines(file())).toBe(false);
  });

  it('says how many rejected lines were counted but not kept with their text', () => {
    const big = file({ status: 'partial', lines_total: 500, lines_accepted: 100 });
    const listed = Array.from({ length: 100 }, (_, index) => ({
      line: index + 1,
      code: 'bad_value',
      text: 'x',
      reason: 'r',
    }));
    expect(omittedLines(big, listed)).toBe(300);
    expect(omittedLines(big, [...listed, ...listed, ...listed, ...listed, ...listed])).toBe(0);
  });

  it('shows the time received in Vietnam time with seconds, whatever the viewer zone', () => {
    expect(formatReceivedAt('2026-11-24T03:05:09.123Z')).toBe('24/11/2026 10:05:09');
    expect(formatReceivedAt('2026-12-31T17:00:00Z')).toBe('01/01/2027 00:00:00');
  });
});

describe('periods and the URL of the log', () => {
  it('starts "today" at Vietnam midnight and the windows that many days back', () => {
    const now = new Date('2026-11-24T18:30:00Z'); // 01:30 on 25/11 in Vietnam
    expect(periodStart('today', now).toISOString()).toBe('2026-11-24T17:00:00.000Z');
    expect(periodStart('7d', now).toISOString()).toBe('2026-11-17T18:30:00.000Z');
    expect(periodStart('90d', now).toISOString()).toBe('2026-08-26T18:30:00.000Z');
  });

  it('reads a station of the list, else the first; unknown values fall back to defaults', () => {
    const ids = [4, 7, 9];
    expect(
      readStationLogParams(new URLSearchParams('station=7&period=30d&errors=1&page=3'), ids),
    ).toEqual({ stationId: 7, period: '30d', onlyProblems: true, page: 3 });
    // Another customer's station id (or junk) is not honoured: the user's first station shows.
    expect(
      readStationLogParams(new URLSearchParams('station=12&period=1y&errors=yes&page=-2'), ids),
    ).toEqual({ stationId: 4, period: '7d', onlyProblems: false, page: 1 });
    expect(readStationLogParams(new URLSearchParams(''), []).stationId).toBeNull();
  });

  it('writes only what differs from the defaults, and links a station to its log', () => {
    expect(
      stationLogSearch({ stationId: 7, period: '7d', onlyProblems: false, page: 1 }).toString(),
    ).toBe('station=7');
    expect(
      stationLogSearch({ stationId: 7, period: 'today', onlyProblems: true, page: 2 }).toString(),
    ).toBe('station=7&period=today&errors=1&page=2');
    expect(stationLogPath(12)).toBe('/station-log?station=12');
  });
});
