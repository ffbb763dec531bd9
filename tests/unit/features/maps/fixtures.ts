// Stations as the shared monitoring data holds them, with only what a test sets differing.
import type { Station } from '../../../../src/features/monitoring';

export function station(overrides: Partial<Station> & Pick<Station, 'id'>): Station {
  return {
    code: `ST-${overrides.id}`,
    name: `Trạm ${overrides.id}`,
    kind: 'water',
    location: { lat: 21.0, lng: 105.8 },
    address: null,
    province: null,
    standard: null,
    public_sharing: false,
    near_threshold_ratio: 0.9,
    signal_loss_minutes: 60,
    latest_status: 'within_threshold',
    latest_time: null,
    measurements: [],
    cameras: [],
    customerId: 1,
    customerName: 'Công ty A',
    customerGroup: { id: 'unknown', name: 'Unknown' },
    displayName: `Trạm ${overrides.id} - Công ty A`,
    ...overrides,
  };
}
