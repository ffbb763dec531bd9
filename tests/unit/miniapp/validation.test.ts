import { describe, expect, it } from 'vitest';
import {
  MiniAppError,
  validateFollowOA,
  validateOpenChat,
  validateOpenWebView,
  validateUserInfoOptions,
} from '../../../src/miniapp';

function failureOf(run: () => unknown): MiniAppError {
  try {
    run();
  } catch (error) {
    if (error instanceof MiniAppError) return error;
    throw error;
  }
  throw new Error('expected a validation error');
}

describe('open chat input', () => {
  it('accepts id with type user or oa, and an optional message', () => {
    expect(validateOpenChat({ id: 'u1', type: 'user' })).toEqual({ id: 'u1', type: 'user' });
    expect(validateOpenChat({ id: 'oa1', type: 'oa', message: 'Xin chào' })).toEqual({
      id: 'oa1',
      type: 'oa',
      message: 'Xin chào',
    });
  });

  it.each([
    [undefined, 'openChat: input must be an object'],
    [{ type: 'user' }, 'openChat: id is required and must be a non-empty string'],
    [{ id: '  ', type: 'user' }, 'openChat: id is required and must be a non-empty string'],
    [{ id: 5, type: 'user' }, 'openChat: id is required and must be a non-empty string'],
    [{ id: 'a' }, 'openChat: type must be one of user, oa'],
    [{ id: 'a', type: 'group' }, 'openChat: type must be one of user, oa'],
    [{ id: 'a', type: 'oa', message: 3 }, 'openChat: message must be a string'],
  ])('rejects %j: %s', (input, message) => {
    const failure = failureOf(() => validateOpenChat(input));
    expect(failure.code).toBe(-1400);
    expect(failure.message).toBe(message);
    expect(failure.api).toBe('openChat');
  });
});

describe('follow official account input', () => {
  it('needs an id', () => {
    expect(validateFollowOA({ id: 'oa-9' })).toEqual({ id: 'oa-9' });
    expect(failureOf(() => validateFollowOA({})).message).toBe(
      'followOA: id is required and must be a non-empty string',
    );
    expect(failureOf(() => validateFollowOA(null)).message).toBe(
      'followOA: input must be an object',
    );
  });
});

describe('open web view input', () => {
  it('defaults style to bottomSheet and leftButton to back', () => {
    expect(validateOpenWebView({ url: 'https://greenwatch.vn/help' })).toEqual({
      url: 'https://greenwatch.vn/help',
      style: 'bottomSheet',
      leftButton: 'back',
    });
    expect(
      validateOpenWebView({ url: 'https://greenwatch.vn', style: 'normal', leftButton: 'none' }),
    ).toEqual({ url: 'https://greenwatch.vn', style: 'normal', leftButton: 'none' });
  });

  it.each([
    [{}, 'openWebview: url is required and must be a non-empty string'],
    [{ url: 42 }, 'openWebview: url is required and must be a non-empty string'],
    [{ url: 'greenwatch.vn/help' }, 'openWebview: url must be an absolute URL'],
    [{ url: 'javascript:alert(1)' }, 'openWebview: url must use http or https'],
    [
      { url: 'https://a.vn', style: 'popup' },
      'openWebview: style must be one of bottomSheet, normal',
    ],
    [
      { url: 'https://a.vn', leftButton: 'home' },
      'openWebview: leftButton must be one of back, none',
    ],
  ])('rejects %j: %s', (input, message) => {
    const failure = failureOf(() => validateOpenWebView(input));
    expect(failure.code).toBe(-1400);
    expect(failure.message).toBe(message);
  });
});

describe('user info options', () => {
  it('default autoRequestPermission to false and accept the three avatar sizes', () => {
    expect(validateUserInfoOptions()).toEqual({ autoRequestPermission: false });
    for (const avatarType of ['small', 'normal', 'large'] as const) {
      expect(validateUserInfoOptions({ avatarType })).toEqual({
        avatarType,
        autoRequestPermission: false,
      });
    }
    expect(validateUserInfoOptions({ autoRequestPermission: true })).toEqual({
      autoRequestPermission: true,
    });
  });

  it.each([
    [{ avatarType: 'huge' }, 'getUserInfo: avatarType must be one of small, normal, large'],
    [{ autoRequestPermission: 'yes' }, 'getUserInfo: autoRequestPermission must be a boolean'],
    ['small', 'getUserInfo: input must be an object'],
  ])('rejects %j: %s', (input, message) => {
    expect(failureOf(() => validateUserInfoOptions(input)).message).toBe(message);
  });
});
