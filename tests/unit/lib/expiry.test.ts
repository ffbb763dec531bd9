import { afterEach, describe, expect, it } from 'vitest';
import { expiryBadgeText, expiryOf } from '../../../src/lib/expiry';

// 22/11/2026 10:00 in Vietnam (UTC+7).
const now = new Date('2026-11-22T03:00:00Z');

describe('expiryOf', () => {
  it('past: the end date has gone by', () => {
    expect(expiryOf('2026-11-20', now)).toEqual({
      dateText: '20/11/2026',
      daysLeft: -2,
      expired: true,
    });
  });

  it('today: 0 days left and still valid', () => {
    expect(expiryOf('2026-11-22', now)).toEqual({
      dateText: '22/11/2026',
      daysLeft: 0,
      expired: false,
    });
  });

  it('yesterday is expired', () => {
    expect(expiryOf('2026-11-21', now)).toMatchObject({ daysLeft: -1, expired: true });
  });

  it('future: whole days until the end date', () => {
    expect(expiryOf('2026-11-23', now)).toEqual({
      dateText: '23/11/2026',
      daysLeft: 1,
      expired: false,
    });
    expect(expiryOf('2026-12-31', now)).toEqual({
      dateText: '31/12/2026',
      daysLeft: 39,
      expired: false,
    });
    expect(expiryOf('2028-02-29', now)).toMatchObject({ dateText: '29/02/2028', daysLeft: 464 });
  });

  describe('around midnight in Vietnam', () => {
    it('counts the last second of the end day as the end day', () => {
      // 23:59:59 on 22/11 in Vietnam.
      expect(expiryOf('2026-11-22', new Date('2026-11-22T16:59:59Z'))).toMatchObject({
        daysLeft: 0,
        expired: false,
      });
    });

    it('expires at midnight Vietnam time, while it is still the 22nd in UTC', () => {
      // 00:00 on 23/11 in Vietnam, 17:00 on 22/11 in UTC.
      expect(expiryOf('2026-11-22', new Date('2026-11-22T17:00:00Z'))).toMatchObject({
        daysLeft: -1,
        expired: true,
      });
    });

    it('starts a new day in Vietnam before UTC does', () => {
      // 00:30 on 22/11 in Vietnam, 17:30 on 21/11 in UTC.
      expect(expiryOf('2026-11-23', new Date('2026-11-21T17:30:00Z'))).toMatchObject({
        daysLeft: 1,
        expired: false,
      });
    });
  });

  it('reads an instant as the Vietnam date it falls on', () => {
    // 03:00 on 01/01/2027 in Vietnam.
    expect(expiryOf('2026-12-31T20:00:00Z', now)).toEqual({
      dateText: '01/01/2027',
      daysLeft: 40,
      expired: false,
    });
    expect(expiryOf(new Date('2026-11-22T16:00:00Z'), now)).toMatchObject({
      dateText: '22/11/2026',
      daysLeft: 0,
    });
  });

  it.each([
    null,
    undefined,
    '',
    '   ',
    'không rõ',
    '2026-02-30',
    '2026-13-01',
    new Date(Number.NaN),
  ])('has no expiry for %j', (endDate) => {
    expect(expiryOf(endDate, now)).toBeNull();
  });

  describe('whatever the device time zone', () => {
    const original = process.env.TZ;
    afterEach(() => {
      process.env.TZ = original;
    });

    it.each(['America/Los_Angeles', 'Pacific/Kiritimati', 'UTC'])(
      'gives the same answer in %s',
      (zone) => {
        process.env.TZ = zone;
        expect(expiryOf('2026-11-22', new Date('2026-11-22T17:00:00Z'))).toEqual({
          dateText: '22/11/2026',
          daysLeft: -1,
          expired: true,
        });
        expect(expiryOf('2026-12-31', now)).toMatchObject({ dateText: '31/12/2026', daysLeft: 39 });
      },
    );
  });
});

describe('expiryBadgeText (spec §2)', () => {
  it('says Đã hết hạn once expired', () => {
    expect(expiryBadgeText({ dateText: '20/11/2026', daysLeft: -2, expired: true })).toBe(
      'Đã hết hạn',
    );
  });

  it('gives the date and the days left otherwise', () => {
    expect(expiryBadgeText({ dateText: '31/12/2026', daysLeft: 39, expired: false })).toBe(
      'Hết hạn vào 31/12/2026 (còn 39 ngày)',
    );
  });

  it('reads naturally from expiryOf for past, today and future', () => {
    const badge = (endDate: string) => {
      const expiry = expiryOf(endDate, now);
      return expiry && expiryBadgeText(expiry);
    };
    expect(badge('2026-11-01')).toBe('Đã hết hạn');
    expect(badge('2026-11-22')).toBe('Hết hạn vào 22/11/2026 (còn 0 ngày)');
    expect(badge('2026-11-30')).toBe('Hết hạn vào 30/11/2026 (còn 8 ngày)');
  });
});
