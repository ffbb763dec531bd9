// What the public page shows (spec §2): every shared station of the customer, or, on
// /public/{userId}/{customerId}/{stationId}, that one station when the customer shares it.
import type { PublicStation } from './public-api';

export type PublicView =
  | { kind: 'customer'; stations: readonly PublicStation[] }
  | { kind: 'station'; station: PublicStation }
  | { kind: 'station-not-shared' };

export function publicView(
  stations: readonly PublicStation[],
  stationId: string | undefined,
): PublicView {
  if (stationId === undefined) return { kind: 'customer', stations };
  const station = stations.find((candidate) => String(candidate.id) === stationId);
  return station ? { kind: 'station', station } : { kind: 'station-not-shared' };
}
