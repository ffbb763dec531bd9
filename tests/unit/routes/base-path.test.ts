import { describe, expect, it } from 'vitest';
import { appIdFromPath, detectBasename, isInsideMiniApp } from '../../../src/routes/base-path';

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

describe('isInsideMiniApp', () => {
  it('is true on the Zalo host under /zapps/', () => {
    expect(
      isInsideMiniApp({ hostname: 'h5.zdn.vn', pathname: '/zapps/1/', hasNativeBridge: false }),
    ).toBe(true);
  });

  it('is true wherever the native bridge exists', () => {
    expect(isInsideMiniApp({ hostname: 'example.com', pathname: '/', hasNativeBridge: true })).toBe(
      true,
    );
  });

  it('is false for a plain web server, even one mirroring /zapps/', () => {
    expect(
      isInsideMiniApp({ hostname: 'greenwatch.vn', pathname: '/zapps/1/', hasNativeBridge: false }),
    ).toBe(false);
    expect(
      isInsideMiniApp({ hostname: 'h5.zdn.vn', pathname: '/other', hasNativeBridge: false }),
    ).toBe(false);
  });
});
