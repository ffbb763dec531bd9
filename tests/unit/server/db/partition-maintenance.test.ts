import { describe, expect, it } from 'vitest';
import { resolvePartitionSettings } from '../../../../server/db/partition-maintenance';

describe('resolvePartitionSettings', () => {
  it('creates 3 months ahead every hour and keeps raw values for ever by default', () => {
    expect(resolvePartitionSettings({}, {})).toEqual({
      monthsAhead: 3,
      retentionMonths: null,
      intervalMs: 3_600_000,
    });
  });

  it('takes the environment, and options over it; an interval of 0 runs only at start', () => {
    const env = {
      MEASUREMENT_PARTITIONS_AHEAD_MONTHS: '6',
      MEASUREMENT_RETENTION_MONTHS: '24',
      MEASUREMENT_MAINTENANCE_INTERVAL_MS: '0',
    };
    expect(resolvePartitionSettings({}, env)).toEqual({
      monthsAhead: 6,
      retentionMonths: 24,
      intervalMs: false,
    });
    expect(resolvePartitionSettings({ retentionMonths: null, monthsAhead: 1 }, env)).toEqual({
      monthsAhead: 1,
      retentionMonths: null,
      intervalMs: false,
    });
  });

  it.each([
    ['MEASUREMENT_RETENTION_MONTHS', '0'],
    ['MEASUREMENT_RETENTION_MONTHS', '1.5'],
    ['MEASUREMENT_PARTITIONS_AHEAD_MONTHS', '-1'],
    ['MEASUREMENT_MAINTENANCE_INTERVAL_MS', 'hourly'],
  ])('refuses %s=%s', (name, value) => {
    expect(() => resolvePartitionSettings({}, { [name]: value })).toThrow(name);
  });
});
