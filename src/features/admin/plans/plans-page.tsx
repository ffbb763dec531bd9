// /plans-admin 'Gói dịch vụ' (issue 16): the service plans, and a customer's subscriptions to
// them (?customer= in the address, so a reload keeps the customer).
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { Select } from '../../../components/form';
import { useT } from '../../../i18n';
import { customersQuery } from '../admin-api';
import { Loaded } from '../query-state';
import { planListQuery } from './plans-api';
import { PlansSection } from './plans-section';
import { SubscriptionsSection } from './subscriptions-section';
import '../admin.css';

export function PlansAdminPage() {
  const { t } = useT();
  const [params, setParams] = useSearchParams();
  const picked = Number(params.get('customer'));
  const customerId = Number.isSafeInteger(picked) && picked > 0 ? picked : null;
  const plans = useQuery(planListQuery());
  const customers = useQuery(customersQuery());
  return (
    <section className="gw-admin" aria-labelledby="gw-admin-title">
      <header className="gw-admin__head">
        <h1 id="gw-admin-title" className="gw-page-title">
          {t('nav.plans-admin')}
        </h1>
        <p className="gw-muted">{t('adminConsole.plans.intro')}</p>
      </header>
      <Loaded query={plans}>
        {(planRows) => (
          <>
            <PlansSection plans={planRows} />
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
              <SubscriptionsSection customerId={customerId} plans={planRows} />
            )}
          </>
        )}
      </Loaded>
    </section>
  );
}
