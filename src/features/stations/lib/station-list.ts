// The station list (/station-status): text search and kind filter on top of the shared filter,
// and the rows of the grouped view (customer group → customer → stations).
import { matchesSearch } from '../../../lib/text';
import {
  UNKNOWN_GROUP,
  type CustomerGroupRef,
  type Station,
  type StationKind,
} from '../../monitoring';

export interface StationListQuery {
  /** Accent- and case-insensitive text over station, customer, code, address and province. */
  search: string;
  kind: StationKind | null;
}

export const INITIAL_LIST_QUERY: StationListQuery = { search: '', kind: null };

export function matchesListQuery(station: Station, query: StationListQuery): boolean {
  return (
    (query.kind === null || station.kind === query.kind) &&
    matchesSearch(
      query.search,
      station.name,
      station.customerName,
      station.code,
      station.address ?? '',
      station.province ?? '',
    )
  );
}

export type StationListRow =
  | { type: 'group'; key: string; group: CustomerGroupRef; count: number }
  | { type: 'customer'; key: string; customerName: string; count: number }
  | { type: 'station'; key: string; station: Station };

const compareText = (a: string, b: string) =>
  a.localeCompare(b, 'vi', { sensitivity: 'base', numeric: true });

/**
 * Rows of the grouped view. Groups and customers are in name order (the unknown group last);
 * stations keep the order they come in (the chosen sort).
 */
export function groupedRows(sortedStations: readonly Station[]): StationListRow[] {
  const groups = new Map<string, { group: CustomerGroupRef; customers: Map<number, Station[]> }>();
  for (const station of sortedStations) {
    const entry = groups.get(station.customerGroup.id) ?? {
      group: station.customerGroup,
      customers: new Map<number, Station[]>(),
    };
    groups.set(station.customerGroup.id, entry);
    const list = entry.customers.get(station.customerId) ?? [];
    list.push(station);
    entry.customers.set(station.customerId, list);
  }
  const orderedGroups = [...groups.values()].sort((a, b) =>
    a.group.id === UNKNOWN_GROUP.id
      ? 1
      : b.group.id === UNKNOWN_GROUP.id
        ? -1
        : compareText(a.group.name, b.group.name),
  );
  return orderedGroups.flatMap(({ group, customers }) => {
    const customerLists = [...customers.values()].sort((a, b) =>
      compareText(a[0].customerName, b[0].customerName),
    );
    const count = customerLists.reduce((sum, list) => sum + list.length, 0);
    return [
      { type: 'group' as const, key: `g-${group.id}`, group, count },
      ...customerLists.flatMap((list) => [
        {
          type: 'customer' as const,
          key: `c-${list[0].customerId}`,
          customerName: list[0].customerName,
          count: list.length,
        },
        ...list.map((station) => ({ type: 'station' as const, key: `s-${station.id}`, station })),
      ]),
    ];
  });
}
