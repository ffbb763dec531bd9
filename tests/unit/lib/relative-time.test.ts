import { describe, expect, it } from 'vitest';
import { relativeTimeVi } from '../../../src/lib/relative-time';

const now = new Date('2026-11-23T08:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();

describe('relativeTimeVi', () => {
  it.each([
    [10, 'dưới 1 phút trước'],
    [5 * 60, '5 phút trước'],
    [2 * 3600, 'khoảng 2 giờ trước'],
    [3 * 86_400, '3 ngày trước'],
  ])('%i s ago reads "%s"', (seconds, text) => {
    expect(relativeTimeVi(ago(seconds), now)).toBe(text);
  });

  it('takes the clock as a number too, as the screens keep it', () => {
    expect(relativeTimeVi(ago(3600), now.getTime())).toBe('khoảng 1 giờ trước');
  });

  it('reads a time slightly ahead of the device clock as just now, never "... nữa"', () => {
    expect(relativeTimeVi(ago(-90), now)).toBe('dưới 1 phút trước');
  });
});
