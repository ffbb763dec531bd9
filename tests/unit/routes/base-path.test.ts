import { describe, expect, it } from 'vitest';
import { appIdFromPath } from '../../../src/miniapp';
import { detectBasename } from '../../../src/routes/base-path';

describe('detectBasename', () => {
  it('is empty at the web root and for ordinary paths', () => {
    expect(detectBasename('/')).toBe('');
    expect(detectBasename('/online-monitoring')).toBe('');
    expect(detectBasename('/zapps')).toBe('');
    expect(detectBasename('/zappsx/123/')).toBe('');
  });

  it('is /zapps/<appId> under the mini-app prefix, with or without a trailing path', () => {
    expect(detectBasename('/zapps/4318394720137581234')).toBe('/zapps/4318394720137581234');
    expect(detectBasename('/zapps/4318394720137581234/')).toBe('/zapps/4318394720137581234');
    expect(detectBasename('/zapps/abc_DEF-9/maps')).toBe('/zapps/abc_DEF-9');
  });

  it('does not treat a prefix-sharing id as the app id', () => {
    expect(detectBasename('/zapps/123extra%2F/x')).toBe('');
    expect(appIdFromPath('/zapps/777/login')).toBe('777');
    expect(appIdFromPath('/login')).toBeUndefined();
  });
});
