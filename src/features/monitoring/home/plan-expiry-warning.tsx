// Home banner about the customer's plan: it runs out within 30 days, has run out, or there is
// no active plan. Silent while the plan loads or when it cannot be read (the profile's plan card
// shows that error); silent for accounts without a customer.
import { CalendarClock, ChevronRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useT } from '../../../i18n';
import { useSubscription } from '../../account';
import { planNotice, type PlanNotice } from './plan-notice';
import './home.css';

function noticeText(t: ReturnType<typeof useT>['t'], notice: PlanNotice) {
  if (notice.kind === 'missing') {
    return {
      title: t('monitoring.home.planMissingTitle'),
      text: t('monitoring.home.planMissingText'),
    };
  }
  const plan = notice.planName ?? t('monitoring.home.planFallbackName');
  if (notice.kind === 'expired') {
    return {
      title: t('monitoring.home.planExpiredTitle'),
      text: t('monitoring.home.planExpiredText', { plan, date: notice.dateText }),
    };
  }
  return {
    title: t('monitoring.home.planExpiringTitle'),
    text:
      notice.daysLeft === 0
        ? t('monitoring.home.planExpiresTodayText', { plan, date: notice.dateText })
        : t('monitoring.home.planExpiringText', {
            plan,
            date: notice.dateText,
            days: notice.daysLeft,
          }),
  };
}

interface PlanExpiryWarningProps {
  customerId: string | null;
  /** The moment the days are counted from; now by default. */
  now?: Date;
}

export function PlanExpiryWarning({ customerId, now }: PlanExpiryWarningProps) {
  const { t } = useT();
  const { subscription, loading, error, lastCustomerId } = useSubscription(customerId);
  if (customerId === null || loading || error || lastCustomerId !== customerId) return null;
  const notice = planNotice(subscription, now ?? new Date());
  if (!notice) return null;
  const { title, text } = noticeText(t, notice);
  return (
    <section
      className={`gw-plan-warning gw-plan-warning--${notice.kind}`}
      role="alert"
      data-plan-notice={notice.kind}
    >
      <CalendarClock size={22} aria-hidden="true" className="gw-plan-warning__icon" />
      <div className="gw-plan-warning__body">
        <h2 className="gw-plan-warning__title">{title}</h2>
        <p className="gw-plan-warning__text">{text}</p>
      </div>
      <Link to="/profile" className="gw-link-button gw-plan-warning__link">
        {t('monitoring.home.planLink')} <ChevronRight size={16} aria-hidden="true" />
      </Link>
    </section>
  );
}
