import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { AnswerCache } from '../../../../server/api/answer-cache';

// The in-memory answers of GET /api/customers/ (server/api/answer-cache.ts): one answer per slot,
// only at its own version, compressed once per coding, within its bounds in slots and bytes.

describe('AnswerCache', () => {
  it('returns an answer only at the version it was kept at, and a newer one replaces it', () => {
    const cache = new AnswerCache();
    cache.put('compact:1,2', '3,5', '[1]');
    expect(cache.get('compact:1,2', '3,5')!.body.toString()).toBe('[1]');
    expect(cache.get('compact:1,2', '3,6')).toBeUndefined();
    expect(cache.get('compact:1', '3,5')).toBeUndefined();
    cache.put('compact:1,2', '3,6', '[2]');
    expect(cache.get('compact:1,2', '3,5')).toBeUndefined();
    expect(cache.get('compact:1,2', '3,6')!.body.toString()).toBe('[2]');
    expect(cache.size).toEqual({ slots: 1, bytes: 3 });
  });

  it('compresses once per coding, and counts the copies in its bytes', async () => {
    const cache = new AnswerCache();
    const text = JSON.stringify(Array.from({ length: 500 }, (_, i) => ({ id: i, name: 'Trạm' })));
    const answer = cache.put('full:1', '1', text);
    const [br, again, gzip] = await Promise.all([
      answer.encoded('br'),
      answer.encoded('br'),
      answer.encoded('gzip'),
    ]);
    expect(again).toBe(br);
    expect(brotliDecompressSync(br).toString()).toBe(text);
    expect(gunzipSync(gzip).toString()).toBe(text);
    expect(cache.size.bytes).toBe(Buffer.byteLength(text) + br.byteLength + gzip.byteLength);
  });

  it('lets the slot used longest ago go when it holds too many slots or bytes', () => {
    const cache = new AnswerCache({ maxSlots: 2, maxBytes: 10 });
    cache.put('a', '1', 'aaa');
    cache.put('b', '1', 'bbb');
    cache.get('a', '1');
    cache.put('c', '1', 'ccc');
    expect(cache.get('b', '1')).toBeUndefined();
    expect(cache.get('a', '1')).toBeDefined();
    expect(cache.size).toEqual({ slots: 2, bytes: 6 });
    cache.put('d', '1', 'dddddddd');
    expect(cache.size).toEqual({ slots: 1, bytes: 8 });
    // An answer larger than the whole budget is still answered, but not kept (nor does it
    // push the others out).
    const large = cache.put('e', '1', 'e'.repeat(11));
    expect(large.body.byteLength).toBe(11);
    expect(cache.get('e', '1')).toBeUndefined();
    expect(cache.size).toEqual({ slots: 1, bytes: 8 });
  });
});
