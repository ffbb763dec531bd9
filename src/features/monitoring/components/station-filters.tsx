// Filters of the station screens (spec §3 filter state): group, customer, statuses, stations
// and sort. Choosing a group narrows the customers and stations offered, and so on down.
import { ChevronDown, RotateCcw, SlidersHorizontal } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useRecoilState } from 'recoil';
import { MultiSelect, Select, type SelectOption } from '../../../components/form';
import { useT } from '../../../i18n';
import {
  customerFilterId,
  groupFilterId,
  INITIAL_STATION_FILTER,
  activeFilterCount,
  stationsInScope,
} from '../lib/station-filter';
import { STATION_SORT_OPTIONS, type StationSort } from '../lib/station-status';
import { STATION_STATUSES, type Station, type StationStatus } from '../lib/types';
import { stationFilterState } from '../station-filter-state';
import { useGroupLabel } from './group-label';

const ALL = '';
/** Filters start open where there is room for them and folded on phones. */
const WIDE_SCREEN = '(min-width: 768px)';

function uniqueBy<T>(items: readonly T[], key: (item: T) => string): T[] {
  const seen = new Map<string, T>();
  for (const item of items) if (!seen.has(key(item))) seen.set(key(item), item);
  return [...seen.values()];
}

export function StationFilters({ stations }: { stations: readonly Station[] }) {
  const { t } = useT();
  const groupLabel = useGroupLabel();
  const [filter, setFilter] = useRecoilState(stationFilterState);
  const [openByDefault] = useState(() => window.matchMedia?.(WIDE_SCREEN).matches ?? true);

  const groupOptions = useMemo<SelectOption<string>[]>(
    () => [
      { value: ALL, label: t('monitoring.filters.all') },
      ...uniqueBy(stations, (s) => s.customerGroup.id).map((s) => ({
        value: s.customerGroup.id,
        label: groupLabel(s.customerGroup),
      })),
    ],
    [stations, groupLabel, t],
  );
  const customerOptions = useMemo<SelectOption<string>[]>(
    () => [
      { value: ALL, label: t('monitoring.filters.all') },
      ...uniqueBy(
        stationsInScope(stations, { customer: filter.customer, customerGroup: null }),
        (s) => String(s.customerId),
      ).map((s) => ({ value: String(s.customerId), label: s.customerName })),
    ],
    [stations, filter.customer, t],
  );
  const stationOptions = useMemo<SelectOption<number>[]>(
    () => stationsInScope(stations, filter).map((s) => ({ value: s.id, label: s.displayName })),
    [stations, filter],
  );
  const statusOptions = STATION_STATUSES.map((status) => ({
    value: status,
    label: t(`monitoring.status.${status}`),
  }));
  const sortOptions = STATION_SORT_OPTIONS.map((sort) => ({
    value: sort,
    label: t(`monitoring.sort.${sort}`),
  }));

  const chooseGroup = (value: string) =>
    setFilter((current) => ({
      ...current,
      customer: value === ALL ? null : groupFilterId(value),
      customerGroup: null,
      stations: [],
    }));
  const chooseCustomer = (value: string) =>
    setFilter((current) => ({
      ...current,
      customerGroup: value === ALL ? null : customerFilterId(value),
      stations: [],
    }));

  const active = activeFilterCount(filter);
  return (
    <details className="gw-filters" open={openByDefault}>
      <summary className="gw-filters__summary">
        <SlidersHorizontal size={16} aria-hidden="true" />
        {t('monitoring.filters.title')}
        {active > 0 && (
          <span className="gw-filters__active">
            {t('monitoring.filters.active', { count: active })}
          </span>
        )}
        <ChevronDown size={16} aria-hidden="true" className="gw-filters__chevron" />
      </summary>
      <div className="gw-filters__grid">
        <Select<string>
          label={t('monitoring.filters.customerGroup')}
          options={groupOptions}
          value={filter.customer ?? ALL}
          onChange={chooseGroup}
        />
        <Select<string>
          label={t('monitoring.filters.customer')}
          options={customerOptions}
          value={filter.customerGroup ?? ALL}
          onChange={chooseCustomer}
        />
        <MultiSelect<StationStatus>
          label={t('monitoring.filters.status')}
          placeholder={t('monitoring.filters.all')}
          options={statusOptions}
          value={filter.statuses}
          onChange={(statuses) => setFilter((current) => ({ ...current, statuses }))}
        />
        <MultiSelect<number>
          label={t('monitoring.filters.stations')}
          placeholder={t('monitoring.filters.all')}
          options={stationOptions}
          value={filter.stations}
          onChange={(ids) => setFilter((current) => ({ ...current, stations: ids }))}
        />
        <Select<StationSort>
          label={t('monitoring.filters.sortBy')}
          options={sortOptions}
          value={filter.sortBy}
          onChange={(sortBy) => setFilter((current) => ({ ...current, sortBy }))}
        />
        {active > 0 && (
          <button
            type="button"
            className="gw-button gw-button--secondary gw-filters__clear"
            onClick={() => setFilter({ ...INITIAL_STATION_FILTER, sortBy: filter.sortBy })}
          >
            <RotateCcw size={16} aria-hidden="true" /> {t('monitoring.filters.clear')}
          </button>
        )}
      </div>
    </details>
  );
}
