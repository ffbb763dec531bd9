import { describe, expect, it } from 'vitest';
import { buildStations } from '../../../../src/features/monitoring/lib/station-model';
import {
  countByStatus,
  effectiveStatus,
  isConnected,
  sortStations,
  statusPriority,
} from '../../../../src/features/monitoring/lib/station-status';
import { customer, station } from './fixtures';

const stations = buildStations([
  customer({
    station: [
      station({ id: 1, name: 'Bình', latest_status: 'within_threshold' }),
      station({ id: 2, name: 'An', latest_status: 'signal_lost' }),
      station({ id: 3, name: 'Cầu', latest_status: 'exceed_threshold' }),
      station({ id: 4, name: 'Đông', latest_status: null }),
      station({ id: 5, name: 'Ấp', latest_status: 'near_threshold' }),
    ],
  }),
]);

describe('station status rules (spec §4)', () => {
  it('sorts by status priority, unknown last, then by name', () => {
    expect(sortStations(stations, 'status_priority').map((s) => s.id)).toEqual([3, 5, 1, 2, 4]);
    expect(statusPriority(undefined)).toBe(5);
  });

  it('sorts by name with Vietnamese letters', () => {
    expect(sortStations(stations, 'name_asc').map((s) => s.name)).toEqual([
      'An',
      'Ấp',
      'Bình',
      'Cầu',
      'Đông',
    ]);
  });

  it('counts a missing status as signal_lost', () => {
    expect(countByStatus(stations)).toEqual({
      exceed_threshold: 1,
      near_threshold: 1,
      within_threshold: 1,
      signal_lost: 2,
    });
    expect(effectiveStatus(null)).toBe('signal_lost');
  });

  it('is connected unless signal_lost', () => {
    expect(isConnected({ latest_status: 'exceed_threshold' })).toBe(true);
    expect(isConnected({ latest_status: 'signal_lost' })).toBe(false);
  });
});
