// The service plans: name, price, duration, first-year flag, with add, edit and delete. The
// database keeps a plan that customers subscribed to and says why.
import { useState } from 'react';
import { useT } from '../../../i18n';
import { formatVnd } from '../../../lib/currency';
import { DeleteDialog, type DeleteRequest } from '../console-dialogs';
import { useConsoleWrite } from '../console-write';
import { RowActions, SectionHead } from '../row-actions';
import { PlanDialog } from './plan-dialog';
import { deletePlan, PLAN_QUERY_KEYS, type PlanRow } from './plans-api';

export function PlansSection({ plans }: { plans: readonly PlanRow[] }) {
  const { t } = useT();
  const [editing, setEditing] = useState<PlanRow | 'new' | null>(null);
  const [deleting, setDeleting] = useState<DeleteRequest | null>(null);
  const remove = useConsoleWrite({
    write: deletePlan,
    invalidates: PLAN_QUERY_KEYS,
    done: t('adminConsole.common.deleted'),
  });
  const column = {
    price: t('adminConsole.plans.price'),
    duration: t('adminConsole.plans.duration'),
    firstYear: t('adminConsole.plans.firstYear'),
  };
  return (
    <section className="gw-admin-section">
      <SectionHead
        title={t('adminConsole.plans.plans')}
        addLabel={t('adminConsole.plans.addPlan')}
        onAdd={() => setEditing('new')}
      />
      {plans.length === 0 ? (
        <p className="gw-admin__state">{t('adminConsole.plans.noPlans')}</p>
      ) : (
        <table className="gw-admin-table">
          <thead>
            <tr>
              <th scope="col">{t('adminConsole.plans.name')}</th>
              <th scope="col">{column.price}</th>
              <th scope="col">{column.duration}</th>
              <th scope="col">{column.firstYear}</th>
              <th scope="col">{t('adminConsole.common.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {plans.map((plan) => (
              <tr key={plan.id} data-plan={plan.name}>
                <th scope="row">
                  {plan.name}
                  {plan.description && <p className="gw-muted">{plan.description}</p>}
                </th>
                <td className="gw-admin-nowrap" data-label={column.price}>
                  {formatVnd(plan.price)}
                </td>
                <td data-label={column.duration}>
                  {t('adminConsole.plans.months', { count: plan.duration })}
                </td>
                <td data-label={column.firstYear}>
                  {plan.is_first_year ? t('adminConsole.common.yes') : t('adminConsole.common.no')}
                </td>
                <td>
                  <RowActions
                    name={plan.name}
                    onEdit={() => setEditing(plan)}
                    onDelete={() =>
                      setDeleting({
                        what: plan.name,
                        consequence: t('adminConsole.plans.deletePlanText', { name: plan.name }),
                        confirm: () => remove.run(plan.id),
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
        <PlanDialog plan={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
      <DeleteDialog request={deleting} onClose={() => setDeleting(null)} />
    </section>
  );
}
