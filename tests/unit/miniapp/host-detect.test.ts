import { afterEach, describe, expect, it } from 'vitest';
import {
  currentHostEnvironment,
  currentMiniAppId,
  detectHost,
  isZaloContainer,
} from '../../../src/miniapp';

const env = (hostname: string, pathname = '/', hasNativeBridge = false) => ({
  hostname,
  pathname,
  hasNativeBridge,
});

describe('host detection', () => {
  afterEach(() => {
    delete (window as { ZJSBridge?: unknown }).ZJSBridge;
  });

  it('is the Zalo container on h5.zdn.vn under /zapps/', () => {
    expect(isZaloContainer(env('h5.zdn.vn', '/zapps/1234/'))).toBe(true);
    expect(detectHost(env('h5.zdn.vn', '/zapps/1234/stations'))).toBe('zalo');
  });

  it('is the container wherever the native bridge is injected', () => {
    expect(detectHost(env('greenwatch.vn', '/', true))).toBe('zalo');
  });

  it('is not the container on h5.zdn.vn outside /zapps/, or on look-alike hosts', () => {
    expect(detectHost(env('h5.zdn.vn', '/other'))).toBe('browser');
    expect(detectHost(env('h5.zdn.vn.evil.test', '/zapps/1/'))).toBe('browser');
    expect(detectHost(env('greenwatch.vn', '/zapps/1/'))).toBe('browser');
  });

  it('is the web preview on a localhost dev server and a plain browser elsewhere', () => {
    expect(detectHost(env('localhost', '/'))).toBe('web-preview');
    expect(detectHost(env('app.localhost', '/zapps/1/'))).toBe('web-preview');
    expect(detectHost(env('127.0.0.1', '/zapps/1/'))).toBe('browser');
    expect(detectHost(env('greenwatch.vn'))).toBe('browser');
  });

  it('reads the current window', () => {
    expect(currentHostEnvironment()).toEqual({
      hostname: 'greenwatch.test',
      pathname: '/',
      hasNativeBridge: false,
    });
    expect(detectHost()).toBe('browser');
    (window as { ZJSBridge?: unknown }).ZJSBridge = {};
    expect(detectHost()).toBe('zalo');
  });

  it('reads the mini-app id from the container, else from the /zapps/<id>/ path', () => {
    expect(currentMiniAppId()).toBe('');
    window.history.replaceState(null, '', '/zapps/4318394720137581234/login');
    expect(currentMiniAppId()).toBe('4318394720137581234');
    (window as { APP_ID?: string }).APP_ID = '999';
    expect(currentMiniAppId()).toBe('999');
    delete (window as { APP_ID?: string }).APP_ID;
    window.history.replaceState(null, '', '/');
  });
});
