import { expect, it } from 'vitest';
import { formatDateTime } from '../../../src/lib/format-date';

it('formats dates as dd/MM/yyyy HH:mm by default, Vietnamese names otherwise', () => {
  const date = new Date(2026, 0, 5, 7, 3);
  expect(formatDateTime(date)).toBe('05/01/2026 07:03');
  expect(formatDateTime(date, 'EEEE')).toBe('Thứ Hai');
});
