// The customer groups: a table (cards on a phone) with rename and delete. Deleting a group moves
// its customers to 'Không xác định' (customer.customergroup_id is set null): the dialog says so.
import { useState } from 'react';
import { useT } from '../../../i18n';
import type { NamedRow } from '../admin-api';
import { DeleteDialog, type DeleteRequest } from '../console-dialogs';
import { useConsoleWrite } from '../console-write';
import { RowActions, SectionHead } from '../row-actions';
import { CUSTOMER_QUERY_KEYS, deleteGroup, type CustomerRow } from './customers-api';
import { GroupDialog } from './group-dialog';

interface Props {
  groups: readonly NamedRow[];
  customers: readonly CustomerRow[];
}

export function CustomerGroupsSection({ groups, customers }: Props) {
  const { t } = useT();
  const [editing, setEditing] = useState<NamedRow | 'new' | null>(null);
  const [deleting, setDeleting] = useState<DeleteRequest | null>(null);
  const remove = useConsoleWrite({
    write: deleteGroup,
    invalidates: CUSTOMER_QUERY_KEYS,
    done: t('adminConsole.common.deleted'),
  });
  const memberCount = (id: number) =>
    customers.filter((customer) => customer.customergroup_id === id).length;

  return (
    <section className="gw-admin-section" aria-labelledby="gw-admin-groups">
      <SectionHead
        title={t('adminConsole.customers.groups')}
        addLabel={t('adminConsole.customers.addGroup')}
        onAdd={() => setEditing('new')}
      />
      {groups.length === 0 ? (
        <p className="gw-admin__state">{t('adminConsole.customers.noGroups')}</p>
      ) : (
        <table className="gw-admin-table" id="gw-admin-groups">
          <thead>
            <tr>
              <th scope="col">{t('adminConsole.customers.groupName')}</th>
              <th scope="col">{t('adminConsole.customers.customers')}</th>
              <th scope="col">{t('adminConsole.common.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {groups.map((group) => (
              <tr key={group.id} data-group={group.name}>
                <th scope="row">{group.name}</th>
                <td data-label={t('adminConsole.customers.customers')}>{memberCount(group.id)}</td>
                <td>
                  <RowActions
                    name={group.name}
                    onEdit={() => setEditing(group)}
                    onDelete={() =>
                      setDeleting({
                        what: group.name,
                        consequence: t('adminConsole.customers.deleteGroupText', {
                          name: group.name,
                          count: memberCount(group.id),
                        }),
                        confirm: () => remove.run(group.id),
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
        <GroupDialog group={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
      <DeleteDialog request={deleting} onClose={() => setDeleting(null)} />
    </section>
  );
}
