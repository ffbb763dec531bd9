// /customers-admin 'Khách hàng' (issue 16): the platform admin's customer groups and customers.
import { useQuery } from '@tanstack/react-query';
import { useT } from '../../../i18n';
import { ErrorState, LoadingState } from '../query-state';
import { ZaloSettingsSection } from '../zalo-settings/zalo-settings-section';
import { CustomerGroupsSection } from './customer-groups-section';
import { CustomerListSection } from './customer-list-section';
import { customerListQuery, groupsQuery } from './customers-api';
import '../admin.css';

export function CustomersAdminPage() {
  const { t } = useT();
  const groups = useQuery(groupsQuery());
  const customers = useQuery(customerListQuery());
  const failed = groups.isError || customers.isError;
  return (
    <section className="gw-admin" aria-labelledby="gw-admin-title">
      <header className="gw-admin__head">
        <h1 id="gw-admin-title" className="gw-page-title">
          {t('nav.customers-admin')}
        </h1>
        <p className="gw-muted">{t('adminConsole.customers.intro')}</p>
      </header>
      {failed ? (
        <ErrorState
          message={t('adminConsole.common.loadError')}
          retryLabel={t('adminConsole.common.retry')}
          onRetry={() => void Promise.all([groups.refetch(), customers.refetch()])}
        />
      ) : groups.data && customers.data ? (
        <>
          <CustomerListSection groups={groups.data} customers={customers.data} />
          <CustomerGroupsSection groups={groups.data} customers={customers.data} />
          <ZaloSettingsSection customers={customers.data} />
        </>
      ) : (
        <LoadingState label={t('adminConsole.common.loading')} />
      )}
    </section>
  );
}
