import { describe, expect, it } from 'vitest';
import {
  addDays,
  currentSubscription,
  expiryChange,
  isCalendarDay,
  renewalStartDate,
  subscriptionEndDate,
  todayInVietnam,
} from '../../../../../src/features/admin/plans/subscription-dates';

describe('subscription dates', () => {
  it('ends a plan of n months the day before the same day n months later', () => {
    expect(subscriptionEndDate('2026-03-01', 1)).toBe('2026-03-31');
    expect(subscriptionEndDate('2026-11-25', 12)).toBe('2027-11-24');
    expect(subscriptionEndDate('2026-01-15', 6)).toBe('2026-07-14');
    expect(subscriptionEndDate('2026-12-01', 1)).toBe('2026-12-31');
    expect(subscriptionEndDate('2026-12-10', 2)).toBe('2027-02-09');
  });

  it('ends on the last day of a month that has no such day', () => {
    expect(subscriptionEndDate('2026-01-31', 1)).toBe('2026-02-28');
    expect(subscriptionEndDate('2028-01-31', 1)).toBe('2028-02-29');
    expect(subscriptionEndDate('2026-03-31', 1)).toBe('2026-04-30');
    expect(subscriptionEndDate('2028-02-29', 12)).toBe('2029-02-28');
  });

  it('starts a renewal the day after the current subscription ends, across months and years', () => {
    expect(renewalStartDate('2026-12-14')).toBe('2026-12-15');
    expect(renewalStartDate('2026-12-31')).toBe('2027-01-01');
    expect(renewalStartDate('2028-02-28')).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('knows a calendar day from text that is none', () => {
    expect(isCalendarDay('2026-02-28')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2026-13-01')).toBe(false);
    expect(isCalendarDay('28/02/2026')).toBe(false);
    expect(isCalendarDay('')).toBe(false);
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
  });

  it("counts today in Vietnam's calendar, whatever the device's zone", () => {
    // 17:30 UTC is already the next day in Vietnam (UTC+7).
    expect(todayInVietnam(new Date('2026-11-25T17:30:00Z'))).toBe('2026-11-26');
    expect(todayInVietnam(new Date('2026-11-25T16:59:00Z'))).toBe('2026-11-25');
  });

  it('picks what the plan card shows: the active subscription with the latest end date', () => {
    const rows = [
      { id: 1, status: 'active', start_date: '2025-01-01', end_date: '2025-12-31' },
      { id: 2, status: 'cancelled', start_date: '2026-01-01', end_date: '2027-12-31' },
      { id: 3, status: 'active', start_date: '2026-01-01', end_date: '2026-12-31' },
      { id: 4, status: 'active', start_date: '2026-02-01', end_date: '2026-12-31' },
    ];
    expect(currentSubscription(rows)?.id).toBe(4);
    expect(currentSubscription(rows.slice(0, 2))?.id).toBe(1);
    expect(currentSubscription([rows[1]!])).toBeNull();
  });

  it('expires a subscription today, never after its end nor before its start', () => {
    const row = { id: 1, status: 'active', start_date: '2026-01-01', end_date: '2026-12-31' };
    expect(expiryChange(row, '2026-11-25')).toEqual({ status: 'expired', end_date: '2026-11-25' });
    expect(expiryChange({ ...row, end_date: '2026-10-01' }, '2026-11-25')).toEqual({
      status: 'expired',
      end_date: '2026-10-01',
    });
    // A renewal not yet started ends on its first day.
    expect(
      expiryChange({ ...row, start_date: '2027-01-01', end_date: '2027-12-31' }, '2026-11-25'),
    ).toEqual({ status: 'expired', end_date: '2027-01-01' });
  });
});
