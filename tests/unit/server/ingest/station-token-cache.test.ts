// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { StationTokenCache } from '../../../../server/ingest/credentials';

// The HTTP receiver's memory of valid station tokens: bounded, oldest out first, and a token
// used again counts as new.

describe('StationTokenCache', () => {
  const station = (id: number) => ({ id, code: `S-${id}` });

  it('answers what it was told and forgets on request', () => {
    const cache = new StationTokenCache();
    cache.remember('a', station(1));
    expect(cache.get('a')).toEqual(station(1));
    expect(cache.get('b')).toBeUndefined();
    cache.forget('a');
    expect(cache.get('a')).toBeUndefined();
  });

  it('keeps at most its size, dropping the token least recently remembered', () => {
    const cache = new StationTokenCache(2);
    cache.remember('a', station(1));
    cache.remember('b', station(2));
    cache.remember('a', station(1));
    cache.remember('c', station(3));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toEqual(station(1));
    expect(cache.get('c')).toEqual(station(3));
  });
});
