import type { ApiStation, Customer, Measurement } from '../../../../src/features/monitoring';

export function measurement(overrides: Partial<Measurement> = {}): Measurement {
  return {
    code: 'COD',
    name: 'COD',
    unit: 'mg/L',
    value: 40,
    device_status: '00',
    time: '2026-11-23T06:00:00.000Z',
    limit_min: null,
    limit_max: 150,
    fee_enabled: true,
    ...overrides,
  };
}

export function station(overrides: Partial<ApiStation> = {}): ApiStation {
  return {
    id: 1,
    code: 'ST-01',
    name: 'Trạm nước thải số 1',
    kind: 'water',
    location: { lat: 10.7, lng: 106.9 },
    address: 'KCN Nhơn Trạch 3',
    province: 'Đồng Nai',
    standard: 'QCVN 40:2011/BTNMT',
    public_sharing: false,
    near_threshold_ratio: 0.9,
    signal_loss_minutes: 60,
    latest_status: 'within_threshold',
    latest_time: '2026-11-23T06:00:00.000Z',
    measurements: [measurement()],
    cameras: [],
    ...overrides,
  };
}

export function customer(overrides: Partial<Customer> = {}): Customer {
  return {
    id: 1,
    name: 'Công ty Phước Long',
    customer_key: 'phuoclong',
    tree_id: '1.1',
    customergroup: { id: 7, name: 'Khu vực phía Nam' },
    station: [station()],
    ...overrides,
  };
}
