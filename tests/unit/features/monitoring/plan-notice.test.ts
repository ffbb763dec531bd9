import { describe, expect, it } from 'vitest';
import {
  PLAN_WARNING_DAYS,
  planNotice,
} from '../../../../src/features/monitoring/home/plan-notice';

// 10:00 on 23/11/2026 in Vietnam.
const now = new Date('2026-11-23T03:00:00Z');
const plan = (end_date: string, name: string | null = 'Gói Nâng cao') => ({
  end_date,
  plan: name === null ? null : { name },
});

describe('planNotice', () => {
  it('says nothing while the plan has more than 30 days left', () => {
    expect(PLAN_WARNING_DAYS).toBe(30);
    expect(planNotice(plan('2026-12-24'), now)).toBeNull(); // 31 days
    expect(planNotice(plan('2027-09-20'), now)).toBeNull();
  });

  it('warns from 30 days before the end date through the end date itself', () => {
    expect(planNotice(plan('2026-12-23'), now)).toEqual({
      kind: 'expiring',
      planName: 'Gói Nâng cao',
      dateText: '23/12/2026',
      daysLeft: 30,
    });
    expect(planNotice(plan('2026-12-13'), now)).toMatchObject({ kind: 'expiring', daysLeft: 20 });
    expect(planNotice(plan('2026-11-23', null), now)).toEqual({
      kind: 'expiring',
      planName: null,
      dateText: '23/11/2026',
      daysLeft: 0,
    });
  });

  it('counts days in Vietnam: late evening UTC is already the next day there', () => {
    // 17:30 UTC on 22/11 is 00:30 on 23/11 in Vietnam: a plan ending on the 22nd has expired.
    const lateUtc = new Date('2026-11-22T17:30:00Z');
    expect(planNotice(plan('2026-11-22'), lateUtc)).toMatchObject({ kind: 'expired' });
  });

  it('reports an active plan whose end date has passed as expired', () => {
    expect(planNotice(plan('2026-11-20'), now)).toEqual({
      kind: 'expired',
      planName: 'Gói Nâng cao',
      dateText: '20/11/2026',
    });
  });

  it('reports a customer without an active plan, and ignores an unreadable date', () => {
    expect(planNotice(null, now)).toEqual({ kind: 'missing' });
    expect(planNotice(plan('not a date'), now)).toBeNull();
  });
});
