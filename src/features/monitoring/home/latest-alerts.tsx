// Home block: the customer's newest notifications (the list the bell keeps), each alert about a
// station opening that station's live data, and a link to /notifications for the rest.
import { BellRing, ChevronRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Skeleton } from '../../../components/skeleton';
import { useNow } from '../../../hooks/use-now';
import { useT } from '../../../i18n';
import { relativeTimeVi } from '../../../lib/relative-time';
import { useNotifications } from '../../notifications';
import { useOpenStationLive } from '../components/use-open-station-live';
import { formatAbsoluteTime } from '../lib/format';
import './home.css';

export const LATEST_ALERTS_LIMIT = 5;

type HomeNotification = ReturnType<typeof useNotifications>['notifications'][number];

function AlertContent({ alert, now }: { alert: HomeNotification; now: number }) {
  const { t } = useT();
  return (
    <>
      <span className="gw-latest-alert__main">
        <strong className="gw-latest-alert__title">{alert.title}</strong>
        {alert.content && <span className="gw-latest-alert__content">{alert.content}</span>}
        <time dateTime={alert.created_at} title={formatAbsoluteTime(alert.created_at)}>
          {relativeTimeVi(alert.created_at, now)}
        </time>
      </span>
      {!alert.is_read && (
        <span
          className="gw-latest-alert__dot"
          role="img"
          aria-label={t('monitoring.home.alertUnread')}
        />
      )}
    </>
  );
}

export function LatestAlerts({ canOpenLive }: { canOpenLive: boolean }) {
  const { t } = useT();
  const { notifications, loading } = useNotifications();
  const openLive = useOpenStationLive();
  const now = useNow();
  const latest = notifications.slice(0, LATEST_ALERTS_LIMIT);
  return (
    <section className="gw-latest-alerts" aria-labelledby="gw-latest-alerts-title">
      <div className="gw-attention__header">
        <h2 id="gw-latest-alerts-title" className="gw-section-title">
          {t('monitoring.home.alertsTitle')}
        </h2>
        <Link to="/notifications" className="gw-link-button">
          {t('monitoring.home.alertsViewAll')}
        </Link>
      </div>
      {loading ? (
        <div className="gw-latest-alerts__loading" aria-busy="true">
          <span className="gw-sr-only">{t('monitoring.home.alertsLoading')}</span>
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} height={56} />
          ))}
        </div>
      ) : latest.length === 0 ? (
        <p className="gw-empty gw-latest-alerts__empty">
          <BellRing size={18} aria-hidden="true" /> {t('monitoring.home.alertsEmpty')}
        </p>
      ) : (
        <ul className="gw-latest-alerts__list">
          {latest.map((alert) => (
            <li
              key={alert.id}
              className={`gw-latest-alert gw-latest-alert--${alert.type}`}
              data-notification-id={alert.id}
            >
              {canOpenLive && alert.station_id !== null ? (
                <button
                  type="button"
                  className="gw-latest-alert__item"
                  onClick={() => openLive(alert.station_id as number)}
                >
                  <AlertContent alert={alert} now={now} />
                  <ChevronRight size={18} aria-hidden="true" />
                </button>
              ) : (
                <div className="gw-latest-alert__item">
                  <AlertContent alert={alert} now={now} />
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
