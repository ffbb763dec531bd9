// 'Gói dịch vụ hiện tại' (spec §2): skeleton first, the empty state without a plan, otherwise the
// plan with its price, duration, the 'Năm đầu' badge and the expiry badge.
import { CalendarClock, PackageOpen } from 'lucide-react';
import { Skeleton } from '../../components/skeleton';
import { useT } from '../../i18n';
import { formatVnd } from '../../lib/currency';
import { expiryBadgeText, expiryOf } from '../../lib/expiry';
import { useSubscription } from './subscription-state';

function PlanSkeleton() {
  const { t } = useT();
  return (
    <div className="gw-plan" role="status" aria-label={t('plan.loading')} aria-busy="true">
      <Skeleton width="55%" height={18} />
      <Skeleton width="35%" height={14} />
      <Skeleton width="70%" height={14} />
    </div>
  );
}

export function PlanCard({
  customerId,
  now = new Date(),
}: {
  customerId: string | null;
  now?: Date;
}) {
  const { t } = useT();
  const { subscription, loading, error, lastCustomerId, retry } = useSubscription(customerId);

  if (loading || (customerId !== null && lastCustomerId !== customerId)) return <PlanSkeleton />;
  if (error) {
    return (
      <div className="gw-plan gw-plan--empty" role="alert">
        <p className="gw-plan__empty-title">{t('plan.error')}</p>
        <button type="button" className="gw-button gw-button--secondary" onClick={retry}>
          {t('plan.retry')}
        </button>
      </div>
    );
  }
  const plan = subscription?.plan;
  if (!subscription || !plan) {
    return (
      <div className="gw-plan gw-plan--empty">
        <PackageOpen size={28} aria-hidden />
        <p className="gw-plan__empty-title">{t('plan.empty')}</p>
        <p className="gw-muted">{t('plan.emptyText')}</p>
      </div>
    );
  }
  const expiry = expiryOf(subscription.end_date, now);
  return (
    <div className="gw-plan">
      <div className="gw-plan__head">
        <p className="gw-plan__name">{plan.name}</p>
        {subscription.is_first_year && (
          <span className="gw-badge gw-badge--first-year">{t('plan.firstYear')}</span>
        )}
      </div>
      <dl className="gw-plan__facts">
        <div>
          <dt>{t('plan.price')}</dt>
          <dd>{formatVnd(plan.price)}</dd>
        </div>
        {plan.duration !== null && (
          <div>
            <dt>{t('plan.duration')}</dt>
            <dd>{t('plan.months', { count: plan.duration })}</dd>
          </div>
        )}
      </dl>
      {expiry && (
        <span className={`gw-badge gw-plan__expiry${expiry.expired ? ' gw-badge--danger' : ''}`}>
          <CalendarClock size={14} aria-hidden />
          {expiryBadgeText(expiry)}
        </span>
      )}
    </div>
  );
}
