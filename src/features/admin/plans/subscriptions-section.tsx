// One customer's subscriptions, newest first: plan, dates, status, and on the one the customer's
// plan card shows ('Đang áp dụng'), its expiry badge as the card shows it. Register a new one,
// renew the current one (the day after it ends), or end or cancel an active one.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useT } from '../../../i18n';
import { useConsoleWrite } from '../console-write';
import { Loaded } from '../query-state';
import { SectionHead } from '../row-actions';
import {
  changeSubscription,
  subscriptionListQuery,
  subscriptionQueryKeys,
  type PlanRow,
  type SubscriptionRow,
} from './plans-api';
import {
  currentSubscription,
  expiryChange,
  renewalStartDate,
  todayInVietnam,
} from './subscription-dates';
import { SubscriptionDialog } from './subscription-dialog';
import { dayText, SubscriptionRowView } from './subscription-row';

interface Ending {
  row: SubscriptionRow;
  kind: 'expire' | 'cancel';
}

export function SubscriptionsSection({
  customerId,
  plans,
}: {
  customerId: number;
  plans: readonly PlanRow[];
}) {
  const { t } = useT();
  const query = useQuery(subscriptionListQuery(customerId));
  const [opening, setOpening] = useState<{
    plan_id: number | null;
    start_date: string;
    renewal: boolean;
  } | null>(null);
  const [ending, setEnding] = useState<Ending | null>(null);
  const [endFailure, setEndFailure] = useState<string | null>(null);
  const end = useConsoleWrite({
    write: changeSubscription,
    invalidates: subscriptionQueryKeys(customerId),
    done: t('adminConsole.common.saved'),
  });
  const now = new Date();
  const today = todayInVietnam(now);
  const planName = (id: number) => plans.find((plan) => plan.id === id)?.name ?? `#${id}`;
  const confirmEnd = async () => {
    if (!ending) return;
    const change =
      ending.kind === 'expire' ? expiryChange(ending.row, today) : { status: 'cancelled' as const };
    const refused = await end.run({ id: ending.row.id, change });
    setEndFailure(refused);
    if (refused === null) setEnding(null);
  };
  const current = query.data ? currentSubscription(query.data) : null;

  return (
    <section className="gw-admin-section">
      <SectionHead
        title={t('adminConsole.plans.subscriptions')}
        addLabel={t('adminConsole.plans.register')}
        onAdd={() => setOpening({ plan_id: null, start_date: today, renewal: false })}
      />
      <Loaded query={query}>
        {(rows) =>
          rows.length === 0 ? (
            <p className="gw-admin__state">{t('adminConsole.plans.noSubscriptions')}</p>
          ) : (
            <table className="gw-admin-table">
              <thead>
                <tr>
                  <th scope="col">{t('adminConsole.plans.plan')}</th>
                  <th scope="col">{t('adminConsole.plans.startDate')}</th>
                  <th scope="col">{t('adminConsole.plans.endDate')}</th>
                  <th scope="col">{t('adminConsole.plans.status')}</th>
                  <th scope="col">{t('adminConsole.common.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <SubscriptionRowView
                    key={row.id}
                    row={row}
                    planName={planName(row.plan_id)}
                    current={row.id === current?.id}
                    now={now}
                    onRenew={() =>
                      setOpening({
                        plan_id: row.plan_id,
                        start_date: renewalStartDate(row.end_date),
                        renewal: true,
                      })
                    }
                    onEnd={(kind) => setEnding({ row, kind })}
                  />
                ))}
              </tbody>
            </table>
          )
        }
      </Loaded>
      {opening && (
        <SubscriptionDialog
          customerId={customerId}
          plans={plans}
          start={opening}
          renewal={opening.renewal}
          onClose={() => setOpening(null)}
        />
      )}
      <ConfirmDialog
        open={ending !== null}
        title={
          ending?.kind === 'cancel'
            ? t('adminConsole.plans.cancel')
            : t('adminConsole.plans.expire')
        }
        description={
          ending
            ? [
                t(`adminConsole.plans.${ending.kind === 'cancel' ? 'cancelText' : 'expireText'}`, {
                  plan: planName(ending.row.plan_id),
                  start: dayText(ending.row.start_date),
                  end: dayText(ending.row.end_date),
                }),
                endFailure,
              ]
                .filter(Boolean)
                .join(' ')
            : undefined
        }
        confirmText={
          ending?.kind === 'cancel'
            ? t('adminConsole.plans.cancel')
            : t('adminConsole.plans.expire')
        }
        variant="danger"
        loading={end.busy}
        onConfirm={() => void confirmEnd()}
        onCancel={() => {
          setEnding(null);
          setEndFailure(null);
        }}
      />
    </section>
  );
}
