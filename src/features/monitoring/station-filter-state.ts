// The station filter state (spec §3) is shared by the live and list screens, so a choice made
// on one is still there on the other.
import { atom } from 'recoil';
import { INITIAL_STATION_FILTER, type StationFilterState } from './lib/station-filter';

export const stationFilterState = atom<StationFilterState>({
  key: 'monitoring/station-filter',
  default: INITIAL_STATION_FILTER,
});
