import { describe, expect, it } from 'vitest';
import { jsonBytesWithRawJson, RawJson } from '../../../../../server/api/reports/raw-json';

// A report's answer with the JSON the database wrote placed in it as it is, as ASCII bytes.

const isAscii = (bytes: Uint8Array) => bytes.every((byte) => byte < 0x80);

describe('jsonBytesWithRawJson', () => {
  it('writes JSON.stringify’s text, with each RawJson as its own JSON text', () => {
    const periods = [
      [{ start: '2025-01-01T00:00:00.000Z', value: 1.5 }],
      [{ start: '2025-01-02T00:00:00.000Z', value: null, note: 'Thông số "pH" 🌊' }],
    ];
    const answer = {
      generatedAt: '2026-11-25T00:00:00.000Z',
      station: { name: 'Trạm Phước Long' },
      series: periods.map((list, k) => ({
        parameter: `P${k}`,
        periods: new RawJson(JSON.stringify(list)),
      })),
    };
    const bytes = jsonBytesWithRawJson(answer);
    expect(isAscii(bytes)).toBe(true);
    expect(JSON.parse(bytes.toString('utf8'))).toEqual({
      ...answer,
      series: periods.map((list, k) => ({ parameter: `P${k}`, periods: list })),
    });
  });

  it('is JSON.stringify’s text in ASCII when there is no RawJson', () => {
    const value = { a: ['\u00000\u0000', 'ả'], b: 2 };
    const bytes = jsonBytesWithRawJson(value);
    expect(bytes.toString('utf8')).toBe('{"a":["\\u00000\\u0000","\\u1ea3"],"b":2}');
    expect(JSON.parse(bytes.toString('utf8'))).toEqual(value);
  });
});
