// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { dueDeclaration } from '../../../../server/fee-declarations/declaration-deadline';
import { reminderDaysFrom } from '../../../../server/fee-declarations/declaration-reminder';

// The quarterly return is due by the 20th of the first month of the next quarter, judged on the
// Vietnamese calendar day (UTC+7).

describe('dueDeclaration', () => {
  it.each([
    ['2027-01-09T17:00:00Z', 10, { year: 2026, quarter: 4, deadline: '2027-01-20', daysLeft: 10 }],
    ['2025-04-20T16:59:00Z', 10, { year: 2025, quarter: 1, deadline: '2025-04-20', daysLeft: 0 }],
    ['2025-07-15T00:00:00Z', 10, { year: 2025, quarter: 2, deadline: '2025-07-20', daysLeft: 5 }],
    ['2025-09-25T00:00:00Z', 30, { year: 2025, quarter: 3, deadline: '2025-10-20', daysLeft: 25 }],
    ['2026-12-31T18:00:00Z', 20, { year: 2026, quarter: 4, deadline: '2027-01-20', daysLeft: 19 }],
  ])('at %s with %i days: %o', (now, days, expected) => {
    expect(dueDeclaration(new Date(now), days)).toEqual(expected);
  });

  it.each([
    ['2027-01-09T16:59:00Z', 10], // 09/01 local: 11 days before
    ['2025-04-20T17:00:00Z', 10], // 21/04 local: past the deadline, the next is July's
    ['2025-05-15T00:00:00Z', 30],
  ])('nothing is due at %s with %i days', (now, days) => {
    expect(dueDeclaration(new Date(now), days)).toBeNull();
  });
});

describe('FEE_DECLARATION_REMINDER_DAYS', () => {
  it('defaults to 10 and refuses anything but 1 to 60 whole days', () => {
    expect(reminderDaysFrom(undefined, {})).toBe(10);
    expect(reminderDaysFrom(undefined, { FEE_DECLARATION_REMINDER_DAYS: '14' })).toBe(14);
    expect(reminderDaysFrom(5, { FEE_DECLARATION_REMINDER_DAYS: '14' })).toBe(5);
    for (const bad of ['0', '61', '2.5', 'ten']) {
      expect(() => reminderDaysFrom(undefined, { FEE_DECLARATION_REMINDER_DAYS: bad })).toThrow(
        /FEE_DECLARATION_REMINDER_DAYS/,
      );
    }
  });
});
