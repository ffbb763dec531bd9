// The filter state of a report screen: the station choices it offers, and the filter last
// applied (the defaults until the user applies their own). Every 'Xem báo cáo' is a new run, part
// of the query key, so asking again fetches fresh figures even for an unchanged filter.
import { useCallback, useMemo, useState } from 'react';
import { useRecoilValue } from 'recoil';
import { translate } from '../../i18n';
import { accountProfile } from '../account';
import { sessionState } from '../auth';
import {
  defaultFilter,
  linkedStationFilter,
  type FilterConfig,
  type ReportFilterValues,
} from './report-filter';
import type { ReportState } from './report-frame';
import {
  defaultFeeScope,
  defaultStationIds,
  linkedStationId,
  useStationChoices,
  type StationChoice,
} from './station-choices';

export interface ReportFilterState {
  readonly stations: readonly StationChoice[];
  /** Null while the stations load or when there is none to report on. */
  readonly filter: ReportFilterValues | null;
  readonly apply: (filter: ReportFilterValues) => void;
  /** How many times a filter was applied; belongs in the query key. */
  readonly run: number;
  /** The frame's state while the stations are not there yet. */
  readonly stationsState: ReportState | null;
}

/**
 * `linkedStation`: the `?station=` of a link (the map's station panel). When it names a station
 * the caller can see, the report opens on that station for today; otherwise it is ignored.
 */
export function useReportFilter(
  config: FilterConfig,
  linkedStation?: string | null,
): ReportFilterState {
  const { stations, pending, failed } = useStationChoices(config.stationKind);
  const { user } = useRecoilValue(sessionState);
  const ownCustomerId = user ? accountProfile(user).customerId : null;
  const [applied, setApplied] = useState<{ filter: ReportFilterValues; run: number } | null>(null);
  const apply = useCallback(
    (filter: ReportFilterValues) =>
      setApplied((previous) => ({ filter, run: (previous?.run ?? 0) + 1 })),
    [],
  );
  const defaults = useMemo(() => {
    if (stations.length === 0) return null;
    const scope = defaultFeeScope(stations, ownCustomerId);
    const now = new Date();
    const defaults = defaultFilter(config, defaultStationIds(stations, ownCustomerId), scope, now);
    const linked = linkedStationId(linkedStation, stations);
    return linked === null ? defaults : linkedStationFilter(defaults, linked, now);
  }, [config, stations, linkedStation, ownCustomerId]);

  let stationsState: ReportState | null = null;
  if (pending) stationsState = { status: 'loading' };
  else if (failed) {
    stationsState = {
      status: 'error',
      error: null,
      message: translate('reports.kit.stationsLoadFailed'),
    };
  } else if (stations.length === 0) {
    stationsState = {
      status: 'empty',
      message: config.stationKind
        ? translate('reports.kit.noStationsOfKind', {
            kind: translate(
              config.stationKind === 'water' ? 'reports.kit.kindWater' : 'reports.kit.kindAir',
            ),
          })
        : translate('reports.kit.noStations'),
    };
  }
  return {
    stations,
    filter: applied?.filter ?? defaults,
    apply,
    run: applied?.run ?? 0,
    stationsState,
  };
}
