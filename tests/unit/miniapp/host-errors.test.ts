import { describe, expect, it } from 'vitest';
import {
  describeHostError,
  HOST_ERROR_CATALOGUE,
  MiniAppError,
  toMiniAppError,
} from '../../../src/miniapp';

const SPEC_CODES = [
  0,
  -2000,
  -1400,
  -1500,
  -1401,
  -1403,
  -1404,
  -1408,
  -1409,
  -1410,
  -2001,
  -2002,
  -2003,
  -2004,
  -2005,
  -2006,
  -2007,
  -600,
  -601,
  -602,
  -603,
  -604,
  -605,
  -606,
  -3000,
  -3005,
  -3006,
  ...Array.from({ length: 19 }, (_, i) => -12101 - i),
];

describe('host error catalogue', () => {
  it('covers every code of spec §8 with a name and Vietnamese and English texts', () => {
    for (const code of SPEC_CODES) {
      const text = HOST_ERROR_CATALOGUE[code];
      expect(text, `code ${code}`).toBeDefined();
      expect(text.name).not.toBe('');
      expect(text.vi).not.toBe('');
      expect(text.en).not.toBe('');
    }
    expect(describeHostError(-1404)).toMatchObject({
      name: 'CLIENT_NOT_SUPPORT',
      en: 'This API is not supported in this version of Zalo.',
    });
    expect(describeHostError(-12102).en).toBe('Session expire');
    expect(describeHostError(-12102).vi).toBe('Phiên thanh toán đã hết hạn.');
  });

  it('describes an unlisted native code without failing', () => {
    expect(describeHostError(-201)).toEqual({
      name: 'UNLISTED',
      vi: 'Đã có lỗi xảy ra (mã -201).',
      en: 'An error has occurred (code -201).',
    });
  });
});

describe('toMiniAppError', () => {
  it('wraps the SDK plain {code, message, api, detail} object', () => {
    const sdkFailure = {
      code: -1401,
      message: 'Login failed',
      api: 'getUserInfo',
      detail: { x: 1 },
    };
    const error = toMiniAppError(sdkFailure);
    expect(error).toBeInstanceOf(MiniAppError);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      code: -1401,
      message: 'Login failed',
      api: 'getUserInfo',
      detail: { x: 1 },
    });
    expect(error.vietnameseMessage).toBe('Bạn cần đăng nhập và cấp quyền cho ứng dụng.');
  });

  it('uses the catalogue text when the SDK object has no message, and keeps MiniAppErrors', () => {
    expect(toMiniAppError({ code: -1408 }, 'openChat')).toMatchObject({
      message: 'Request timeout. Please try again later.',
      api: 'openChat',
    });
    const own = new MiniAppError(-1409);
    expect(toMiniAppError(own)).toBe(own);
  });

  it('turns anything else into an unknown error (-2000)', () => {
    expect(toMiniAppError(new TypeError('Failed to fetch'))).toMatchObject({
      code: -2000,
      message: 'Failed to fetch',
    });
    expect(toMiniAppError('weird')).toMatchObject({
      code: -2000,
      message: 'Unknown error. Please try again later.',
    });
  });
});
