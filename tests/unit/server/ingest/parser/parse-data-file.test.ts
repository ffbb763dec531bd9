// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  DataFileError,
  measurementKey,
  parseDataFile,
  type DataFileErrorCode,
} from '../../../../../server/ingest/parser';

const FILE_NAME = 'HCM_NMABC_NUOC_20250315143500.txt';
const VALID_LINES = [
  'Flow\t12.5\tm3/h\t20250315143000\t00',
  'pH\t7.12\t-\t20250315143000\t00',
  'COD\t45.2\tmg/L\t20250315143000\t00',
  'TSS\t30.1\tmg/L\t20250315143000\t01',
  'NH4\t2.4\tmg/L\t20250315143000\t02',
];
const crlf = (lines: readonly string[]) => lines.join('\r\n') + '\r\n';
const bytes = (text: string) => new TextEncoder().encode(text);

function fileError(run: () => unknown): DataFileError {
  try {
    run();
  } catch (error) {
    if (error instanceof DataFileError) return error;
    throw error;
  }
  throw new Error('expected a DataFileError');
}

describe('parseDataFile — valid files', () => {
  it('returns the file info and every measurement with UTC times', () => {
    const parsed = parseDataFile({ fileName: FILE_NAME, content: bytes(crlf(VALID_LINES)) });
    expect(parsed.fileInfo).toEqual({
      fileName: FILE_NAME,
      stationCode: 'HCM_NMABC_NUOC',
      fileTime: new Date('2025-03-15T07:35:00.000Z'),
      fileTimeIso: '2025-03-15T07:35:00.000Z',
      lineCount: 5,
      acceptedCount: 5,
      rejectedCount: 0,
    });
    expect(parsed.rejected).toEqual([]);
    expect(parsed.measurements.map((m) => [m.line, m.parameter, m.value, m.deviceStatus])).toEqual([
      [1, 'Flow', 12.5, 'measuring'],
      [2, 'pH', 7.12, 'measuring'],
      [3, 'COD', 45.2, 'measuring'],
      [4, 'TSS', 30.1, 'calibrating'],
      [5, 'NH4', 2.4, 'device_error'],
    ]);
    expect(new Set(parsed.measurements.map((m) => m.timeIso))).toEqual(
      new Set(['2025-03-15T07:30:00.000Z']),
    );
  });

  it('reads LF-only, CR-only, BOM-prefixed and string content alike', () => {
    const variants = [
      bytes(VALID_LINES.join('\n')),
      bytes(VALID_LINES.join('\r')),
      bytes('\uFEFF' + crlf(VALID_LINES)),
      '\uFEFF' + VALID_LINES.join('\n'),
    ];
    for (const content of variants) {
      const parsed = parseDataFile({ fileName: FILE_NAME, content });
      expect(parsed.measurements).toHaveLength(5);
      expect(parsed.rejected).toEqual([]);
    }
  });

  it('skips blank lines without rejecting them and keeps true line numbers', () => {
    const parsed = parseDataFile({
      fileName: FILE_NAME,
      content: `\n${VALID_LINES[2]}\n\n   \n${VALID_LINES[0]}\n`,
    });
    expect(parsed.measurements.map((m) => m.line)).toEqual([2, 5]);
    expect(parsed.fileInfo.lineCount).toBe(2);
  });

  it('applies the station alias table', () => {
    const parsed = parseDataFile(
      { fileName: FILE_NAME, content: 'cod\t50\tmg/L\t20250315143000\t00' },
      { parameterAliases: { COD: 'COD_OUT' } },
    );
    expect(parsed.measurements[0].parameter).toBe('COD_OUT');
  });

  it('reads a space-separated file with several time stamps', () => {
    const content = ['COD 45 mg/L 20250315142500 00', 'COD 46 mg/L 20250315143000 00'].join('\n');
    const parsed = parseDataFile({ fileName: FILE_NAME, content });
    expect(parsed.measurements.map((m) => m.timeIso)).toEqual([
      '2025-03-15T07:25:00.000Z',
      '2025-03-15T07:30:00.000Z',
    ]);
  });
});

describe('parseDataFile — malformed and mixed files', () => {
  it('keeps every good line and reports each bad one with its line, text and reason', () => {
    const lines = [
      VALID_LINES[0],
      'COD\tabc\tmg/L\t20250315143000\t00',
      VALID_LINES[2],
      'TSS\t30\tmg/L\t20250315143000\t09',
      'garbage',
      'pH\t7\t-\t20251315143000\t00',
      VALID_LINES[4],
    ];
    const parsed = parseDataFile({ fileName: FILE_NAME, content: crlf(lines) });
    expect(parsed.measurements.map((m) => m.line)).toEqual([1, 3, 7]);
    expect(parsed.rejected).toEqual([
      { line: 2, text: lines[1], reason: 'Giá trị "abc" của COD không phải là số' },
      {
        line: 4,
        text: lines[3],
        reason: expect.stringContaining('Mã trạng thái thiết bị "09" không hợp lệ'),
      },
      { line: 5, text: 'garbage', reason: expect.stringContaining('cần đúng 5 trường') },
      {
        line: 6,
        text: lines[5],
        reason: expect.stringContaining('Thời gian "20251315143000" không hợp lệ'),
      },
    ]);
    expect(parsed.fileInfo).toMatchObject({ lineCount: 7, acceptedCount: 3, rejectedCount: 4 });
  });

  it('returns a file whose lines are all bad as rejected lines, not as an error', () => {
    const parsed = parseDataFile({ fileName: FILE_NAME, content: 'a\nb b\n' });
    expect(parsed.measurements).toEqual([]);
    expect(parsed.rejected.map((r) => r.line)).toEqual([1, 2]);
  });

  it('rejects a second line for the same parameter and time, naming the first', () => {
    const parsed = parseDataFile({
      fileName: FILE_NAME,
      content: [
        VALID_LINES[2],
        'COD\t99\tmg/L\t20250315143000\t00',
        'cod\t45.2\tmg/L\t20250315143000\t00',
      ].join('\n'),
    });
    expect(parsed.measurements).toHaveLength(1);
    expect(parsed.measurements[0].value).toBe(45.2);
    expect(parsed.rejected.map((r) => r.reason)).toEqual([
      'Trùng thông số COD và thời gian với dòng 1',
      'Trùng thông số cod và thời gian với dòng 1',
    ]);
  });

  it('refuses lines stamped in the future when the receive time is given', () => {
    const now = new Date('2025-03-15T07:31:00.000Z');
    const parsed = parseDataFile(
      {
        fileName: FILE_NAME,
        content: [VALID_LINES[2], 'COD\t45\tmg/L\t20250315150000\t00'].join('\n'),
      },
      { now },
    );
    expect(parsed.measurements).toHaveLength(1);
    expect(parsed.rejected[0].reason).toMatch(/ở tương lai/);
    const tolerant = parseDataFile(
      { fileName: FILE_NAME, content: 'COD\t45\tmg/L\t20250315150000\t00' },
      { now, maxFutureMinutes: 60 },
    );
    expect(tolerant.measurements).toHaveLength(1);
  });
});

describe('parseDataFile — repeated files', () => {
  it('parses the same file identically every time, giving the same storage keys', () => {
    const input = { fileName: FILE_NAME, content: bytes(crlf(VALID_LINES)) };
    const first = parseDataFile(input);
    const again = parseDataFile(input);
    expect(again).toEqual(first);
    const keys = (parsed: typeof first) =>
      parsed.measurements.map((m) => measurementKey(parsed.fileInfo.stationCode, m));
    expect(keys(again)).toEqual(keys(first));
    expect(keys(first)[2]).toBe('HCM_NMABC_NUOC|COD|2025-03-15T07:30:00.000Z');
  });

  it('gives a resent file under a new name the same measurement keys', () => {
    const first = parseDataFile({ fileName: FILE_NAME, content: crlf(VALID_LINES) });
    const resent = parseDataFile({
      fileName: 'HCM_NMABC_NUOC_20250315150000.txt',
      content: crlf(VALID_LINES),
    });
    const keys = (parsed: typeof first) =>
      parsed.measurements.map((m) => measurementKey('HCM_NMABC_NUOC', m));
    expect(keys(resent)).toEqual(keys(first));
    expect(resent.fileInfo.fileTimeIso).not.toBe(first.fileInfo.fileTimeIso);
  });
});

describe('parseDataFile — whole-file problems', () => {
  const cases: [string, () => unknown, DataFileErrorCode, RegExp][] = [
    [
      'a bad name',
      () => parseDataFile({ fileName: 'data.txt', content: VALID_LINES[0] }),
      'bad_file_name',
      /Tên tệp "data.txt"/,
    ],
    [
      'an empty file',
      () => parseDataFile({ fileName: FILE_NAME, content: new Uint8Array() }),
      'empty_file',
      /Tệp rỗng/,
    ],
    [
      'only blank lines',
      () => parseDataFile({ fileName: FILE_NAME, content: '\r\n  \n\t\n' }),
      'empty_file',
      /Tệp rỗng/,
    ],
    [
      'invalid UTF-8 bytes',
      () =>
        parseDataFile({
          fileName: FILE_NAME,
          content: new Uint8Array([0x43, 0x4f, 0x44, 0xc3, 0x28]),
        }),
      'bad_encoding',
      /không phải văn bản UTF-8/,
    ],
    [
      'a Windows-1258 byte',
      () => parseDataFile({ fileName: FILE_NAME, content: new Uint8Array([0x54, 0xea, 0x6e]) }),
      'bad_encoding',
      /UTF-8/,
    ],
    [
      'UTF-16 with BOM',
      () =>
        parseDataFile({ fileName: FILE_NAME, content: new Uint8Array([0xff, 0xfe, 0x43, 0x00]) }),
      'bad_encoding',
      /UTF-16/,
    ],
    [
      'NUL bytes',
      () =>
        parseDataFile({ fileName: FILE_NAME, content: new Uint8Array([0x43, 0x00, 0x4f, 0x00]) }),
      'bad_encoding',
      /NUL/,
    ],
    [
      'another station',
      () =>
        parseDataFile(
          { fileName: FILE_NAME, content: VALID_LINES[0] },
          { expectedStationCode: 'ST02' },
        ),
      'station_mismatch',
      /không phải trạm "ST02"/,
    ],
  ];

  it.each(cases)('refuses %s with a clear error', (_name, run, code, message) => {
    const error = fileError(run);
    expect(error.code).toBe(code);
    expect(error.message).toMatch(message);
  });

  it('matches the expected station code case-insensitively', () => {
    const parsed = parseDataFile(
      { fileName: FILE_NAME, content: VALID_LINES[0] },
      { expectedStationCode: 'hcm_nmabc_nuoc' },
    );
    expect(parsed.measurements).toHaveLength(1);
  });

  it('accepts Vietnamese text in UTF-8 (reported as a rejected line, not an encoding error)', () => {
    const parsed = parseDataFile({
      fileName: FILE_NAME,
      content: bytes(`Nhiệt độ\t30\toC\t20250315143000\t00\n${VALID_LINES[0]}`),
    });
    expect(parsed.measurements).toHaveLength(1);
    expect(parsed.rejected).toHaveLength(1);
  });
});
