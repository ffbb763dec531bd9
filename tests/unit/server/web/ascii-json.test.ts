import { describe, expect, it } from 'vitest';
import { asciiJson } from '../../../../server/web/ascii-json';

describe('asciiJson', () => {
  it('writes every character beyond ASCII as its escape, a pair past U+FFFF', () => {
    const value = { name: 'Trạm Đồng Nai 🌊', note: 'Ω "x" \\ ok', n: 1.5 };
    const json = asciiJson(JSON.stringify(value));
    expect(json).toBe(
      '{"name":"Tr\\u1ea1m \\u0110\\u1ed3ng Nai \\ud83c\\udf0a","note":"\\u03a9 \\"x\\" \\\\ ok","n":1.5}',
    );
    expect(JSON.parse(json)).toEqual(value);
  });

  it('leaves ASCII text as it is', () => {
    const json = JSON.stringify({ a: [1, null, 'b\u007f'] });
    expect(asciiJson(json)).toBe(json);
  });
});
