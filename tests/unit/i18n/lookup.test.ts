import { describe, expect, it } from 'vitest';
import { fillPlaceholders, findText } from '../../../src/i18n/lookup';

describe('findText', () => {
  const shell = { nav: { home: 'Trang chủ', maps: 'Bản đồ' } };
  const screens = { nav: { maps: 'Bản đồ trạm' }, data: { title: 'Dữ liệu' } };

  it('finds a dotted key in the last layer that has it', () => {
    expect(findText([shell, screens], 'nav.maps')).toBe('Bản đồ trạm');
    expect(findText([shell, screens], 'nav.home')).toBe('Trang chủ');
    expect(findText([shell, screens], 'data.title')).toBe('Dữ liệu');
  });

  it('finds nothing for a missing key, a branch or an inherited property', () => {
    expect(findText([shell], 'nav.nowhere')).toBeUndefined();
    expect(findText([shell], 'nav')).toBeUndefined();
    expect(findText([shell], 'nav.home.more')).toBeUndefined();
    expect(findText([shell], 'constructor')).toBeUndefined();
    expect(findText([shell], 'nav.toString')).toBeUndefined();
    expect(findText([], 'nav.home')).toBeUndefined();
  });
});

describe('fillPlaceholders', () => {
  it('replaces each placeholder with its value, as text', () => {
    expect(fillPlaceholders('{{count}} trạm, {{ name }}', { count: 3, name: 'PL-NT01' })).toBe(
      '3 trạm, PL-NT01',
    );
    expect(fillPlaceholders('{{a}}{{a}}', { a: 0 })).toBe('00');
  });

  it('leaves a placeholder without a value as written, and text without values as is', () => {
    expect(fillPlaceholders('Trạm {{name}}', {})).toBe('Trạm {{name}}');
    expect(fillPlaceholders('Trạm {{name}}', undefined)).toBe('Trạm {{name}}');
    expect(fillPlaceholders('50%', { name: 'x' })).toBe('50%');
  });

  it('does not read a value out of another value', () => {
    expect(fillPlaceholders('{{name}}', { name: '{{secret}}', secret: 'x' })).toBe('{{secret}}');
  });
});
