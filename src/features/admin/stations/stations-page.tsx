// /stations-admin 'Quản lý trạm' (issue 16): the platform admin picks a customer, then creates,
// edits or deletes its stations, and opens one for its parameters and camera. The choice lives
// in the address (?customer=&station=), so a reload or a shared link opens the same place.
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { Select } from '../../../components/form';
import { useT } from '../../../i18n';
import { customersQuery } from '../admin-api';
import { Loaded } from '../query-state';
import { StationDetail } from './station-detail';
import { StationListSection } from './station-list-section';
import { stationListQuery } from './stations-api';
import '../admin.css';

const idParam = (params: URLSearchParams, name: string): number | null => {
  const value = Number(params.get(name));
  return Number.isSafeInteger(value) && value > 0 ? value : null;
};

function CustomerStations({
  customerId,
  stationId,
}: {
  customerId: number;
  stationId: number | null;
}) {
  const [, setParams] = useSearchParams();
  const query = useQuery(stationListQuery(customerId));
  const open = (station: number | null) =>
    setParams(
      station === null
        ? { customer: String(customerId) }
        : { customer: String(customerId), station: String(station) },
      { replace: station === null },
    );
  return (
    <Loaded query={query}>
      {(stations) => {
        const station = stations.find((row) => row.id === stationId);
        return station ? (
          <StationDetail station={station} onBack={() => open(null)} />
        ) : (
          <StationListSection customerId={customerId} stations={stations} onOpen={open} />
        );
      }}
    </Loaded>
  );
}

export function StationsAdminPage() {
  const { t } = useT();
  const [params, setParams] = useSearchParams();
  const customerId = idParam(params, 'customer');
  const customers = useQuery(customersQuery());
  return (
    <section className="gw-admin" aria-labelledby="gw-admin-title">
      <header className="gw-admin__head">
        <h1 id="gw-admin-title" className="gw-page-title">
          {t('nav.stations-admin')}
        </h1>
        <p className="gw-muted">{t('adminConsole.stations.intro')}</p>
      </header>
      <Loaded query={customers}>
        {(rows) =>
          rows.length === 0 ? (
            <p className="gw-admin__state">{t('adminConsole.common.noCustomers')}</p>
          ) : (
            <div className="gw-admin__filters">
              <Select
                label={t('adminConsole.common.customer')}
                placeholder={t('adminConsole.common.choose')}
                options={rows.map(({ id, name }) => ({ value: id, label: name }))}
                value={customerId}
                onChange={(customer) =>
                  setParams({ customer: String(customer) }, { replace: true })
                }
              />
            </div>
          )
        }
      </Loaded>
      {customerId !== null && (
        <CustomerStations customerId={customerId} stationId={idParam(params, 'station')} />
      )}
    </section>
  );
}
