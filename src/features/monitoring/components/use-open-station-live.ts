// Opens /online-monitoring narrowed to one station (the filter state is shared by the screens).
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSetRecoilState } from 'recoil';
import { INITIAL_STATION_FILTER } from '../lib/station-filter';
import { stationFilterState } from '../station-filter-state';

export function useOpenStationLive(): (stationId: number) => void {
  const navigate = useNavigate();
  const setFilter = useSetRecoilState(stationFilterState);
  return useCallback(
    (stationId) => {
      setFilter((current) => ({
        ...INITIAL_STATION_FILTER,
        sortBy: current.sortBy,
        stations: [stationId],
      }));
      navigate('/online-monitoring');
    },
    [navigate, setFilter],
  );
}
