// The console's customer → station choice, for the screens that work on one station
// (/station-limits, /ingest-credentials): a customer, then one of its stations, kept in the
// address (?customer=&station=) so that a reload or a shared link opens the same station. While
// the lists load, fail or are empty, it says so; the chosen station goes to `children`.
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Select } from '../../components/form';
import { useT } from '../../i18n';
import { customersQuery, stationsQuery, type NamedRow } from './admin-api';
import { ErrorState, LoadingState } from './query-state';

/** The id a search parameter holds: a positive whole number, else null. */
export function idParam(params: URLSearchParams, name: string): number | null {
  const value = Number(params.get(name));
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}

const options = (rows: readonly NamedRow[]) =>
  rows.map(({ id, name }) => ({ value: id, label: name }));

interface StationPickerProps {
  /** The screen's texts: customer, station, choose, loading, loadError, retry, noCustomers, noStations. */
  texts: 'admin.limits' | 'adminUsers.credentials';
  children: (station: NamedRow) => ReactNode;
}

export function StationPicker({ texts, children }: StationPickerProps) {
  const { t } = useT();
  const [params, setParams] = useSearchParams();
  const customerId = idParam(params, 'customer');
  const stationId = idParam(params, 'station');
  const customers = useQuery(customersQuery());
  const stations = useQuery({ ...stationsQuery(customerId ?? 0), enabled: customerId !== null });
  const station = stations.data?.find((row) => row.id === stationId);
  const choose = (next: Record<string, number>) =>
    setParams(new URLSearchParams(Object.entries(next).map(([k, v]) => [k, String(v)])), {
      replace: true,
    });
  const failed = customers.isError ? customers : stations.isError ? stations : null;

  return (
    <>
      {(customers.isPending || (customerId !== null && stations.isPending)) && (
        <LoadingState label={t(`${texts}.loading`)} />
      )}
      {failed && (
        <ErrorState
          message={t(`${texts}.loadError`)}
          retryLabel={t(`${texts}.retry`)}
          onRetry={() => void failed.refetch()}
        />
      )}
      {customers.data?.length === 0 && (
        <p className="gw-admin__state">{t(`${texts}.noCustomers`)}</p>
      )}
      {customers.data && customers.data.length > 0 && (
        <div className="gw-admin__filters">
          <Select
            label={t(`${texts}.customer`)}
            placeholder={t(`${texts}.choose`)}
            options={options(customers.data)}
            value={customerId}
            onChange={(customer) => choose({ customer })}
          />
          {customerId !== null && stations.data && stations.data.length > 0 && (
            <Select
              label={t(`${texts}.station`)}
              placeholder={t(`${texts}.choose`)}
              options={options(stations.data)}
              value={station?.id ?? null}
              onChange={(picked) => choose({ customer: customerId, station: picked })}
            />
          )}
        </div>
      )}
      {customerId !== null && stations.data?.length === 0 && (
        <p className="gw-admin__state">{t(`${texts}.noStations`)}</p>
      )}
      {station && children(station)}
    </>
  );
}
