import { describe, expect, it } from 'vitest';
import {
  dateFromText,
  textOfDate,
  tidyTypedDate,
} from '../../../../src/features/report-kit/date-text';

describe('report dates as dd/MM/yyyy text', () => {
  it('reads typed Vietnamese dates into yyyy-MM-dd', () => {
    expect(dateFromText('15/09/2026')).toBe('2026-09-15');
    expect(dateFromText(' 1/9/2026 ')).toBe('2026-09-01');
    expect(dateFromText('29/02/2028')).toBe('2028-02-29');
  });

  it('rejects what is not a calendar date in that order', () => {
    for (const text of ['', '15/09', '15/09/26', '30/02/2026', '09/31/2026', '2026-09-15', 'abc']) {
      expect(dateFromText(text), text).toBeNull();
    }
  });

  it('shows a form value as dd/MM/yyyy and leaves other text alone', () => {
    expect(textOfDate('2026-09-15')).toBe('15/09/2026');
    expect(textOfDate('15/0')).toBe('15/0');
    expect(textOfDate('')).toBe('');
  });

  it('puts the slashes in while typing digits and pads a one-digit day or month', () => {
    expect(tidyTypedDate('1')).toBe('1');
    expect(tidyTypedDate('15')).toBe('15');
    expect(tidyTypedDate('150')).toBe('15/0');
    expect(tidyTypedDate('15092026')).toBe('15/09/2026');
    expect(tidyTypedDate('15/')).toBe('15/');
    expect(tidyTypedDate('1/')).toBe('01/');
    expect(tidyTypedDate('01/9/')).toBe('01/09/');
    expect(tidyTypedDate('15/09/20261')).toBe('15/09/2026');
    expect(tidyTypedDate('2026-09-15')).toBe('15/09/2026');
    expect(tidyTypedDate('15.09.2026')).toBe('15/09/2026');
  });
});
