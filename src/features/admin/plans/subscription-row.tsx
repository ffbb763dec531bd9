// One subscription in the customer's list: plan, dates, status, and on the one the customer's
// plan card shows ('Đang áp dụng') the card's own expiry badge; an active one can be renewed
// (the current one only), ended or cancelled.
import { useT } from '../../../i18n';
import { expiryBadgeText, expiryOf } from '../../../lib/expiry';
import type { SubscriptionRow } from './plans-api';

/** 'yyyy-MM-dd' as dd/MM/yyyy. */
export const dayText = (date: string) => date.split('-').reverse().join('/');

interface Props {
  row: SubscriptionRow;
  planName: string;
  current: boolean;
  now: Date;
  onRenew: () => void;
  onEnd: (kind: 'expire' | 'cancel') => void;
}

export function SubscriptionRowView({ row, planName, current, now, onRenew, onEnd }: Props) {
  const { t } = useT();
  const expiry = current ? expiryOf(row.end_date, now) : null;
  return (
    <tr data-subscription={row.id} data-current={current || undefined}>
      <th scope="row">
        {planName}
        {row.is_first_year && (
          <span className="gw-badge gw-badge--first-year">
            {t('adminConsole.plans.firstYearBadge')}
          </span>
        )}
      </th>
      <td className="gw-admin-nowrap" data-label={t('adminConsole.plans.startDate')}>
        {dayText(row.start_date)}
      </td>
      <td className="gw-admin-nowrap" data-label={t('adminConsole.plans.endDate')}>
        {dayText(row.end_date)}
      </td>
      <td data-label={t('adminConsole.plans.status')}>
        <span className="gw-admin-status">
          {t(`adminConsole.plans.statuses.${row.status}`)}
          {current && <span className="gw-badge">{t('adminConsole.plans.current')}</span>}
          {expiry && (
            <span
              className={`gw-badge gw-admin-expiry${expiry.expired ? ' gw-badge--danger' : ''}`}
            >
              {expiryBadgeText(expiry)}
            </span>
          )}
        </span>
      </td>
      <td>
        {row.status === 'active' && (
          <div className="gw-admin-row-actions">
            {current && (
              <button type="button" className="gw-button gw-button--primary" onClick={onRenew}>
                {t('adminConsole.plans.renew')}
              </button>
            )}
            <button
              type="button"
              className="gw-button gw-button--secondary"
              onClick={() => onEnd('expire')}
            >
              {t('adminConsole.plans.expire')}
            </button>
            <button
              type="button"
              className="gw-button gw-button--secondary"
              onClick={() => onEnd('cancel')}
            >
              {t('adminConsole.plans.cancel')}
            </button>
          </div>
        )}
      </td>
    </tr>
  );
}
