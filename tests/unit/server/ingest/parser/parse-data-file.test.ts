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

async function fileError(run: () => Promise<unknown>): Promise<DataFileError> {
  try {
    await run();
  } catch (error) {
    if (error instanceof DataFileError) return error;
    throw error;
  }
  throw new Error('expected a DataFileError');
}

describe('parseDataFile — valid files', () => {
  it('returns the file info and every measurement with UTC times', async () => {
    const parsed = await parseDataFile({ fileName: FILE_NAME, content: bytes(crlf(VALID_LINES)) });
    expect(parsed.fileInfo).toEqual({
      fileName: FILE_NAME,
      stationCode: 'HCM_NMABC_NUOC',
      fileTime: new Date('2025-03-15T07:35:00.000Z'),
      fileTimeIso: '2025-03-15T07:35:00.000Z',
      lineCount: 5,
      acceptedCount: 5,
      rejectedCount: 0,
    });
    expect(parsed.rejections).toEqual({ total: 0, byReason: {}, listed: [] });
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

  it('reads LF-only, CR-only, BOM-prefixed and string content alike', async () => {
    const variants = [
      bytes(VALID_LINES.join('\n')),
      bytes(VALID_LINES.join('\r')),
      bytes('\uFEFF' + crlf(VALID_LINES)),
      '\uFEFF' + VALID_LINES.join('\n'),
    ];
    for (const content of variants) {
      const parsed = await parseDataFile({ fileName: FILE_NAME, content });
      expect(parsed.measurements).toHaveLength(5);
      expect(parsed.rejections).toEqual({ total: 0, byReason: {}, listed: [] });
    }
  });

  it('skips blank lines without rejecting them and keeps true line numbers', async () => {
    const parsed = await parseDataFile({
      fileName: FILE_NAME,
      content: `\n${VALID_LINES[2]}\n\n   \n${VALID_LINES[0]}\n`,
    });
    expect(parsed.measurements.map((m) => m.line)).toEqual([2, 5]);
    expect(parsed.fileInfo.lineCount).toBe(2);
  });

  it('applies the station alias table', async () => {
    const parsed = await parseDataFile(
      { fileName: FILE_NAME, content: 'cod\t50\tmg/L\t20250315143000\t00' },
      { parameterAliases: { COD: 'COD_OUT' } },
    );
    expect(parsed.measurements[0].parameter).toBe('COD_OUT');
  });

  it('reads a space-separated file with several time stamps', async () => {
    const content = ['COD 45 mg/L 20250315142500 00', 'COD 46 mg/L 20250315143000 00'].join('\n');
    const parsed = await parseDataFile({ fileName: FILE_NAME, content });
    expect(parsed.measurements.map((m) => m.timeIso)).toEqual([
      '2025-03-15T07:25:00.000Z',
      '2025-03-15T07:30:00.000Z',
    ]);
  });
});

describe('parseDataFile — malformed and mixed files', () => {
  it('keeps every good line and reports each bad one with its line, text and reason', async () => {
    const lines = [
      VALID_LINES[0],
      'COD\tabc\tmg/L\t20250315143000\t00',
      VALID_LINES[2],
      'TSS\t30\tmg/L\t20250315143000\t09',
      'garbage',
      'pH\t7\t-\t20251315143000\t00',
      VALID_LINES[4],
    ];
    const parsed = await parseDataFile({ fileName: FILE_NAME, content: crlf(lines) });
    expect(parsed.measurements.map((m) => m.line)).toEqual([1, 3, 7]);
    expect(parsed.rejections.listed).toEqual([
      {
        line: 2,
        code: 'bad_value',
        text: lines[1],
        reason: 'Giá trị "abc" của COD không phải là số',
      },
      {
        line: 4,
        code: 'bad_status',
        text: lines[3],
        reason: expect.stringContaining('Mã trạng thái thiết bị "09" không hợp lệ'),
      },
      {
        line: 5,
        code: 'field_count',
        text: 'garbage',
        reason: expect.stringContaining('cần đúng 5 trường'),
      },
      {
        line: 6,
        code: 'bad_time',
        text: lines[5],
        reason: expect.stringContaining('Thời gian "20251315143000" không hợp lệ'),
      },
    ]);
    expect(parsed.rejections.byReason).toEqual({
      bad_value: 1,
      bad_status: 1,
      field_count: 1,
      bad_time: 1,
    });
    expect(parsed.fileInfo).toMatchObject({ lineCount: 7, acceptedCount: 3, rejectedCount: 4 });
  });

  it('returns a file whose lines are all bad as rejected lines, not as an error', async () => {
    const parsed = await parseDataFile({ fileName: FILE_NAME, content: 'a\nb b\n' });
    expect(parsed.measurements).toEqual([]);
    expect(parsed.rejections.listed.map((r) => r.line)).toEqual([1, 2]);
  });

  it('rejects a second line for the same parameter and time, naming the first', async () => {
    const parsed = await parseDataFile({
      fileName: FILE_NAME,
      content: [
        VALID_LINES[2],
        'COD\t99\tmg/L\t20250315143000\t00',
        'cod\t45.2\tmg/L\t20250315143000\t00',
      ].join('\n'),
    });
    expect(parsed.measurements).toHaveLength(1);
    expect(parsed.measurements[0].value).toBe(45.2);
    expect(parsed.rejections.listed.map((r) => r.reason)).toEqual([
      'Trùng thông số COD và thời gian với dòng 1',
      'Trùng thông số cod và thời gian với dòng 1',
    ]);
  });

  it('refuses lines stamped in the future when the receive time is given', async () => {
    const now = new Date('2025-03-15T07:31:00.000Z');
    const parsed = await parseDataFile(
      {
        fileName: FILE_NAME,
        content: [VALID_LINES[2], 'COD\t45\tmg/L\t20250315150000\t00'].join('\n'),
      },
      { now },
    );
    expect(parsed.measurements).toHaveLength(1);
    expect(parsed.rejections.listed[0]).toMatchObject({
      code: 'future_time',
      // The logger's own stamp, in Vietnam time (issue 14: it read as UTC, 07:00).
      reason:
        'Thời gian đo 15/03/2025 15:00:00 ở tương lai so với lúc nhận tệp ' +
        '(15/03/2025 14:31:00, giờ Việt Nam)',
    });
    const tolerant = await parseDataFile(
      { fileName: FILE_NAME, content: 'COD\t45\tmg/L\t20250315150000\t00' },
      { now, maxFutureMinutes: 60 },
    );
    expect(tolerant.measurements).toHaveLength(1);
  });
});

describe('parseDataFile — repeated files', () => {
  it('parses the same file identically every time, giving the same storage keys', async () => {
    const input = { fileName: FILE_NAME, content: bytes(crlf(VALID_LINES)) };
    const first = await parseDataFile(input);
    const again = await parseDataFile(input);
    expect(again).toEqual(first);
    const keys = (parsed: typeof first) =>
      parsed.measurements.map((m) => measurementKey(parsed.fileInfo.stationCode, m));
    expect(keys(again)).toEqual(keys(first));
    expect(keys(first)[2]).toBe('HCM_NMABC_NUOC|COD|2025-03-15T07:30:00.000Z');
  });

  it('gives a resent file under a new name the same measurement keys', async () => {
    const first = await parseDataFile({ fileName: FILE_NAME, content: crlf(VALID_LINES) });
    const resent = await parseDataFile({
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
  const cases: [string, () => Promise<unknown>, DataFileErrorCode, RegExp][] = [
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
      'UTF-16 with BOM',
      () =>
        parseDataFile({ fileName: FILE_NAME, content: new Uint8Array([0xff, 0xfe, 0x43, 0x00]) }),
      'bad_encoding',
      /UTF-16/,
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

  it.each(cases)('refuses %s with a clear error', async (_name, run, code, message) => {
    const error = await fileError(run);
    expect(error.code).toBe(code);
    expect(error.message).toMatch(message);
  });

  it('matches the expected station code case-insensitively', async () => {
    const parsed = await parseDataFile(
      { fileName: FILE_NAME, content: VALID_LINES[0] },
      { expectedStationCode: 'hcm_nmabc_nuoc' },
    );
    expect(parsed.measurements).toHaveLength(1);
  });

  it('accepts Vietnamese text in UTF-8 (reported as a rejected line, not an encoding error)', async () => {
    const parsed = await parseDataFile({
      fileName: FILE_NAME,
      content: bytes(`Nhiệt độ\t30\toC\t20250315143000\t00\n${VALID_LINES[0]}`),
    });
    expect(parsed.measurements).toHaveLength(1);
    expect(parsed.rejections.total).toBe(1);
  });
});

describe('parseDataFile — bad bytes are rejected line by line', () => {
  const withBadLine = (bad: number[]) =>
    new Uint8Array([
      ...bytes(`${VALID_LINES[0]}\r\n`),
      ...bytes('Temp\t30\t'),
      ...bad,
      ...bytes(`C\t20250315143000\t00\r\n`),
      ...bytes(VALID_LINES[2]),
    ]);

  it.each([
    ['a Windows-1252 degree sign', [0xb0], 'bad_encoding', 'byte 0xB0 ở vị trí 9'],
    ['a Windows-1258 "ê"', [0xea], 'bad_encoding', 'byte 0xEA ở vị trí 9'],
    ['a truncated UTF-8 sequence', [0xc3], 'bad_encoding', 'byte 0xC3 ở vị trí 9'],
    ['an overlong UTF-8 form', [0xe0, 0x80, 0x80], 'bad_encoding', 'byte 0xE0'],
    ['a UTF-16 surrogate in UTF-8', [0xed, 0xa0, 0x80], 'bad_encoding', 'byte 0xED'],
    ['a NUL', [0x00], 'control_character', 'ký tự NUL (0x00) ở vị trí 9'],
    ['a BEL control character', [0x07], 'control_character', 'ký tự điều khiển 0x07'],
    ['DEL', [0x7f], 'control_character', 'ký tự điều khiển 0x7F'],
  ])('keeps the lines around %s', async (_name, bad, code, where) => {
    const parsed = await parseDataFile({ fileName: FILE_NAME, content: withBadLine(bad) });
    expect(parsed.measurements.map((m) => m.line)).toEqual([1, 3]);
    expect(parsed.rejections.byReason).toEqual({ [code]: 1 });
    const [rejected] = parsed.rejections.listed;
    expect(rejected).toMatchObject({ line: 2, code });
    expect(rejected.reason).toContain(where);
    expect(rejected.text.startsWith('Temp\t30\t')).toBe(true);
  });

  it('says what to do about a line that is not UTF-8', async () => {
    const parsed = await parseDataFile({ fileName: FILE_NAME, content: withBadLine([0xb0]) });
    expect(parsed.rejections.listed[0].reason).toBe(
      'Dòng chứa byte 0xB0 ở vị trí 9 không hợp lệ trong UTF-8 (có thể tệp được lưu bằng bảng mã' +
        ' khác như Windows-1252 hoặc 1258): cần văn bản UTF-8',
    );
  });

  it('shows invalid bytes and control characters visibly in the listed text', async () => {
    const bad = await parseDataFile({ fileName: FILE_NAME, content: withBadLine([0xb0]) });
    expect(bad.rejections.listed[0].text).toBe('Temp\t30\t\uFFFDC\t20250315143000\t00');
    const nul = await parseDataFile({ fileName: FILE_NAME, content: withBadLine([0x00]) });
    expect(nul.rejections.listed[0].text).toBe('Temp\t30\t\u2400C\t20250315143000\t00');
  });

  it('rejects control characters in string content too', async () => {
    const parsed = await parseDataFile({
      fileName: FILE_NAME,
      content: `${VALID_LINES[0]}\nCOD\t4\u00005\tmg/L\t20250315143000\t00`,
    });
    expect(parsed.measurements).toHaveLength(1);
    expect(parsed.rejections.listed[0]).toMatchObject({ line: 2, code: 'control_character' });
  });

  it('counts a file of bad lines as rejected lines, not as a whole-file error', async () => {
    const parsed = await parseDataFile({
      fileName: FILE_NAME,
      content: new Uint8Array([0x43, 0x00, 0x4f, 0x00, 0x0a, 0x44, 0x00]),
    });
    expect(parsed.measurements).toEqual([]);
    expect(parsed.rejections).toMatchObject({ total: 2, byReason: { control_character: 2 } });
  });
});

describe('parseDataFile — bounded rejections', () => {
  const junk = (count: number) =>
    Array.from({ length: count }, (_, i) => `junk ${i} ${'x'.repeat(i)}`).join('\n');

  it('lists only the first rejected lines, cut, and counts all of them by reason', async () => {
    const parsed = await parseDataFile(
      { fileName: FILE_NAME, content: `${junk(30)}\n${VALID_LINES[0]}` },
      { rejectionLimits: { listedLines: 5, textChars: 12 } },
    );
    expect(parsed.rejections.total).toBe(30);
    expect(parsed.rejections.byReason).toEqual({ field_count: 30 });
    expect(parsed.rejections.listed.map((r) => r.line)).toEqual([1, 2, 3, 4, 5]);
    expect(parsed.rejections.listed.map((r) => r.text)).toEqual([
      'junk 0 ',
      'junk 1 x',
      'junk 2 xx',
      'junk 3 xxx',
      'junk 4 xxxx',
    ]);
    const long = await parseDataFile(
      { fileName: FILE_NAME, content: junk(30) },
      { rejectionLimits: { listedLines: 100, textChars: 12 } },
    );
    expect(long.rejections.listed[29].text).toBe('junk 29 xxxx…');
    expect(parsed.fileInfo).toMatchObject({ lineCount: 31, acceptedCount: 1, rejectedCount: 30 });
  });

  it('lists 100 lines of 200 characters by default', async () => {
    const content = Array.from({ length: 300 }, () => `junk ${'x'.repeat(300)}`).join('\n');
    const parsed = await parseDataFile({ fileName: FILE_NAME, content });
    expect(parsed.rejections.total).toBe(300);
    expect(parsed.rejections.listed).toHaveLength(100);
    expect(parsed.rejections.listed[99].text).toBe(`junk ${'x'.repeat(195)}…`);
  });

  it('quotes a long value in a reason only in part', async () => {
    const parsed = await parseDataFile({
      fileName: FILE_NAME,
      content: `COD\t${'1'.repeat(1000)}x\tmg/L\t20250315143000\t00`,
    });
    expect(parsed.rejections.listed[0].reason).toBe(
      `Giá trị "${'1'.repeat(40)}…" của COD không phải là số`,
    );
  });
});

describe('parseDataFile — the station', () => {
  it('rejects lines of parameters the station does not have, naming the station', async () => {
    const parsed = await parseDataFile(
      { fileName: FILE_NAME, content: crlf(VALID_LINES) },
      {
        expectedStationCode: 'HCM_NMABC_NUOC',
        knownParameters: new Set(['COD', 'pH']),
      },
    );
    expect(parsed.measurements.map((m) => m.parameter)).toEqual(['pH', 'COD']);
    expect(parsed.rejections.byReason).toEqual({ unknown_parameter: 3 });
    expect(parsed.rejections.listed[0]).toMatchObject({
      line: 1,
      reason: 'Trạm HCM_NMABC_NUOC không có thông số "Flow"',
    });
  });
});

describe('parseDataFile — large files', () => {
  it('lets the event loop run between slices of lines', async () => {
    const lines = Array.from({ length: 5000 }, (_, i) => `COD\t${i}\tmg/L\t20250315143000\t00`);
    let turns = 0;
    let parsing = true;
    const turn = () => {
      if (!parsing) return;
      turns += 1;
      setImmediate(turn);
    };
    setImmediate(turn);
    const parsed = await parseDataFile(
      { fileName: FILE_NAME, content: lines.join('\n') },
      { sliceLines: 100 },
    );
    parsing = false;
    expect(parsed.fileInfo.lineCount).toBe(5000);
    expect(turns).toBeGreaterThanOrEqual(45);
  });
});
