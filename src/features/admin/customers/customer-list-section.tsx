// The customers: a table (cards on a phone) with edit and delete. The database refuses to delete
// a customer with stations or accounts and says why; the dialog shows that reason as is.
import { useState } from 'react';
import { useT } from '../../../i18n';
import type { NamedRow } from '../admin-api';
import { DeleteDialog, type DeleteRequest } from '../console-dialogs';
import { useConsoleWrite } from '../console-write';
import { RowActions, SectionHead } from '../row-actions';
import { CustomerDialog } from './customer-dialog';
import { CUSTOMER_QUERY_KEYS, deleteCustomer, type CustomerRow } from './customers-api';

interface Props {
  groups: readonly NamedRow[];
  customers: readonly CustomerRow[];
}

export function CustomerListSection({ groups, customers }: Props) {
  const { t } = useT();
  const [editing, setEditing] = useState<CustomerRow | 'new' | null>(null);
  const [deleting, setDeleting] = useState<DeleteRequest | null>(null);
  const remove = useConsoleWrite({
    write: deleteCustomer,
    invalidates: CUSTOMER_QUERY_KEYS,
    done: t('adminConsole.common.deleted'),
  });
  const groupName = (id: number | null) =>
    groups.find((group) => group.id === id)?.name ?? t('adminConsole.customers.noGroup');
  const yesNo = (value: boolean) =>
    value ? t('adminConsole.common.yes') : t('adminConsole.common.no');

  return (
    <section className="gw-admin-section">
      <SectionHead
        title={t('adminConsole.customers.customers')}
        addLabel={t('adminConsole.customers.addCustomer')}
        onAdd={() => setEditing('new')}
      />
      {customers.length === 0 ? (
        <p className="gw-admin__state">{t('adminConsole.common.noCustomers')}</p>
      ) : (
        <table className="gw-admin-table">
          <thead>
            <tr>
              <th scope="col">{t('adminConsole.customers.name')}</th>
              <th scope="col">{t('adminConsole.customers.key')}</th>
              <th scope="col">{t('adminConsole.customers.group')}</th>
              <th scope="col">{t('adminConsole.customers.publicSharing')}</th>
              <th scope="col">{t('adminConsole.common.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {customers.map((customer) => (
              <tr key={customer.id} data-customer={customer.customer_key}>
                <th scope="row">{customer.name}</th>
                <td data-label={t('adminConsole.customers.key')}>
                  <code>{customer.customer_key}</code>
                </td>
                <td data-label={t('adminConsole.customers.group')}>
                  {groupName(customer.customergroup_id)}
                </td>
                <td data-label={t('adminConsole.customers.publicSharing')}>
                  {yesNo(customer.public_sharing)}
                </td>
                <td>
                  <RowActions
                    name={customer.name}
                    onEdit={() => setEditing(customer)}
                    onDelete={() =>
                      setDeleting({
                        what: customer.name,
                        consequence: t('adminConsole.customers.deleteCustomerText', {
                          name: customer.name,
                        }),
                        confirm: () => remove.run(customer.id),
                      })
                    }
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {editing !== null && (
        <CustomerDialog
          customer={editing === 'new' ? null : editing}
          groups={groups}
          onClose={() => setEditing(null)}
        />
      )}
      <DeleteDialog request={deleting} onClose={() => setDeleting(null)} />
    </section>
  );
}
