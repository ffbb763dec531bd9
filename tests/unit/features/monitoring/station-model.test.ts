import { describe, expect, it } from 'vitest';
import {
  buildCustomerGroups,
  buildStations,
  UNKNOWN_GROUP,
} from '../../../../src/features/monitoring/lib/station-model';
import { customer, station } from './fixtures';

const customers = [
  customer({ id: 1, name: 'Công ty A', station: [station({ id: 1, name: 'Trạm 1' })] }),
  customer({ id: 2, name: 'Công ty B', customergroup: null, station: [station({ id: 2 })] }),
  customer({ id: 3, name: 'Công ty C', station: [] }),
];

describe('buildStations', () => {
  it('derives customer name, group and the "station - customer" display name', () => {
    const [first, second] = buildStations(customers);
    expect(first).toMatchObject({
      id: 1,
      customerId: 1,
      customerName: 'Công ty A',
      customerGroup: { id: '7', name: 'Khu vực phía Nam' },
      displayName: 'Trạm 1 - Công ty A',
    });
    expect(second!.customerGroup).toEqual({ id: 'unknown', name: 'Unknown' });
  });
});

describe('buildCustomerGroups', () => {
  it('maps groups to their customers, group-less customers under Unknown', () => {
    const groups = buildCustomerGroups(customers);
    expect(Object.keys(groups).sort()).toEqual(['7', 'unknown']);
    expect(groups['7']!.customers.map((c) => c.id)).toEqual([1, 3]);
    expect(groups.unknown).toMatchObject({ ...UNKNOWN_GROUP, customers: [customers[1]] });
  });
});
