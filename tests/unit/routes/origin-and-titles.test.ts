import { describe, expect, it } from 'vitest';
import { originPath } from '../../../src/routes/origin';
import { pageTitle } from '../../../src/routes/titles';

describe('originPath', () => {
  it('rebuilds the remembered path with search and hash', () => {
    expect(originPath({ from: { pathname: '/data-lookup', search: '?s=1', hash: '#x' } })).toBe(
      '/data-lookup?s=1#x',
    );
  });

  it('refuses missing, foreign or protocol-relative origins', () => {
    expect(originPath(undefined)).toBeUndefined();
    expect(originPath({})).toBeUndefined();
    expect(originPath({ from: { pathname: 'https://evil.example' } })).toBeUndefined();
    expect(originPath({ from: { pathname: '//evil.example/x' } })).toBeUndefined();
  });
});

describe('pageTitle', () => {
  it("reads '{title} | {product} online monitoring'", () => {
    expect(pageTitle('Bản đồ', 'GreenWatch')).toBe('Bản đồ | GreenWatch online monitoring');
    expect(pageTitle('', 'GreenWatch')).toBe('GreenWatch online monitoring');
  });
});
