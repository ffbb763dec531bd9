// /station-limits 'Giới hạn thông số' (issue 16): the platform admin picks a customer and
// one of its stations, then edits its parameters' limits. The choice lives in the address
// (?customer=&station=), so a reload or a shared link opens the same station.
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { Select } from '../../components/form';
import { useT } from '../../i18n';
import { customersQuery, parametersQuery, stationsQuery, type NamedRow } from './admin-api';
import { LimitsEditor } from './limits-editor';
import { ErrorState, LoadingState } from './query-state';
import './admin.css';

const idParam = (params: URLSearchParams, name: string): number | null => {
  const value = Number(params.get(name));
  return Number.isSafeInteger(value) && value > 0 ? value : null;
};

const options = (rows: readonly NamedRow[]) =>
  rows.map(({ id, name }) => ({ value: id, label: name }));

function StationParameters({ stationId, stationName }: { stationId: number; stationName: string }) {
  const { t } = useT();
  const query = useQuery(parametersQuery(stationId));
  if (query.isPending) return <LoadingState label={t('admin.limits.loading')} />;
  if (query.isError) {
    return (
      <ErrorState
        message={t('admin.limits.loadError')}
        retryLabel={t('admin.limits.retry')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (query.data.length === 0) {
    return <p className="gw-admin__state">{t('admin.limits.noParameters')}</p>;
  }
  return <LimitsEditor key={stationId} parameters={query.data} stationName={stationName} />;
}

export function StationLimitsPage() {
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

  return (
    <section className="gw-admin" aria-labelledby="gw-admin-title">
      <header className="gw-admin__head">
        <h1 id="gw-admin-title" className="gw-page-title">
          {t('nav.station-limits')}
        </h1>
        <p className="gw-muted">{t('admin.limits.intro')}</p>
      </header>
      {customers.isPending && <LoadingState label={t('admin.limits.loading')} />}
      {customers.isError && (
        <ErrorState
          message={t('admin.limits.loadError')}
          retryLabel={t('admin.limits.retry')}
          onRetry={() => void customers.refetch()}
        />
      )}
      {customers.data?.length === 0 && (
        <p className="gw-admin__state">{t('admin.limits.noCustomers')}</p>
      )}
      {customers.data && customers.data.length > 0 && (
        <div className="gw-admin__filters">
          <Select
            label={t('admin.limits.customer')}
            placeholder={t('admin.limits.choose')}
            options={options(customers.data)}
            value={customerId}
            onChange={(customer) => choose({ customer })}
          />
          {customerId !== null && stations.data && stations.data.length > 0 && (
            <Select
              label={t('admin.limits.station')}
              placeholder={t('admin.limits.choose')}
              options={options(stations.data)}
              value={station?.id ?? null}
              onChange={(picked) => choose({ customer: customerId, station: picked })}
            />
          )}
        </div>
      )}
      {customerId !== null && stations.isPending && (
        <LoadingState label={t('admin.limits.loading')} />
      )}
      {stations.isError && (
        <ErrorState
          message={t('admin.limits.loadError')}
          retryLabel={t('admin.limits.retry')}
          onRetry={() => void stations.refetch()}
        />
      )}
      {stations.data?.length === 0 && (
        <p className="gw-admin__state">{t('admin.limits.noStations')}</p>
      )}
      {station && <StationParameters stationId={station.id} stationName={station.name} />}
    </section>
  );
}
