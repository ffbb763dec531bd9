// Derived station model of spec §3: each station knows its customer and group, and reads as
// 'station name - customer name'. Customers without a group fall under the 'Unknown' group.
import type { Customer, CustomerGroup, CustomerGroupMap, CustomerGroupRef, Station } from './types';

/** Spec §3: id 'unknown', name 'Unknown'; screens display it as 'Không xác định'. */
export const UNKNOWN_GROUP: CustomerGroupRef = { id: 'unknown', name: 'Unknown' };

export function customerGroupOf(customer: Customer): CustomerGroupRef {
  const group = customer.customergroup;
  return group ? { id: String(group.id), name: group.name } : UNKNOWN_GROUP;
}

export function stationDisplayName(stationName: string, customerName: string): string {
  return `${stationName} - ${customerName}`;
}

export function buildStations(customers: readonly Customer[]): Station[] {
  return customers.flatMap((customer) => {
    const customerGroup = customerGroupOf(customer);
    return customer.station.map((station) => ({
      ...station,
      customerId: customer.id,
      customerName: customer.name,
      customerGroup,
      displayName: stationDisplayName(station.name, customer.name),
    }));
  });
}

export function buildCustomerGroups(customers: readonly Customer[]): CustomerGroupMap {
  const groups: Record<string, CustomerGroup> = {};
  for (const customer of customers) {
    const ref = customerGroupOf(customer);
    const group = (groups[ref.id] ??= { ...ref, customers: [] });
    group.customers.push(customer);
  }
  return groups;
}
