// Home: a greeting, a warning when the plan runs out, the stations' status summary and those
// needing attention, the latest alerts, and shortcuts to every screen the user may open, grouped
// like the sidebar.
import { ChevronRight } from 'lucide-react';
import { useDeferredValue } from 'react';
import { Link } from 'react-router-dom';
import { useRecoilValue } from 'recoil';
import { subscriptionState, useAccountSummary } from '../features/account';
import { sessionUserState } from '../features/auth';
import {
  LatestAlerts,
  MonitoringOverview,
  MonitoringSkeleton,
  PlanExpiryWarning,
  useMonitoringData,
} from '../features/monitoring';
import { useNotifications } from '../features/notifications';
import { useT } from '../i18n';
import { canAccessKey } from './access';
import { visibleNavGroups } from './navigation';
import { publicPagePath } from './route-table';
import { useGuardContext } from './use-guard-context';

export function HomePage() {
  const { t } = useT();
  const { user } = useGuardContext();
  const { profile } = useAccountSummary();
  const groups = visibleNavGroups(user ?? {});
  const canOpenLive = canAccessKey(user ?? {}, 'online-monitoring');
  const sessionUser = useRecoilValue(sessionUserState);
  const metadataCustomerId: unknown = sessionUser?.user_metadata?.customer_id;
  const customerId = typeof metadataCustomerId === 'number' ? metadataCustomerId : null;
  const planCustomerId = customerId === null ? null : String(customerId);
  const plan = useRecoilValue(subscriptionState);
  const planKnown =
    planCustomerId === null || (plan.lastCustomerId === planCustomerId && !plan.loading);
  const monitoring = useMonitoringData();
  const { loading: alertsLoading } = useNotifications();
  // The blocks below the plan warning appear together, once it is known whether there is a
  // warning and the station summary and the latest alerts have their first answers: a block
  // appearing or growing later would push down what was already shown below it (a layout
  // shift). Deferred: they are then rendered in slices that let the browser breathe.
  const blocksReady = useDeferredValue(
    planKnown && (monitoring.initialised || monitoring.error !== null) && !alertsLoading,
  );
  const publicPage =
    sessionUser && customerId !== null
      ? { customerId, path: publicPagePath(sessionUser.id, String(customerId)) }
      : undefined;
  return (
    <div className="gw-home">
      <section className="gw-hero">
        <h1 className="gw-hero__title">
          {t('home.greeting', { name: profile?.displayName ?? t('display.notUpdated') })}
        </h1>
        <p className="gw-hero__text">{t('home.intro')}</p>
      </section>
      <PlanExpiryWarning customerId={planCustomerId} />
      {/* Nothing below the warning until it is known whether there is one. */}
      {planKnown && !blocksReady && <MonitoringSkeleton rows={1} />}
      {blocksReady && (
        <>
          <MonitoringOverview
            canOpenLive={canOpenLive}
            canOpenList={canAccessKey(user ?? {}, 'station-status')}
            publicPage={publicPage}
          />
          <LatestAlerts canOpenLive={canOpenLive} />
          {groups.length === 0 && <p className="gw-notice">{t('home.noShortcuts')}</p>}
          {groups.map((group) => (
            <section
              key={group.id}
              className="gw-shortcuts"
              aria-labelledby={`gw-shortcuts-${group.id}`}
            >
              <h2 id={`gw-shortcuts-${group.id}`} className="gw-section-title">
                {t(`nav.${group.labelKey}`)}
              </h2>
              <ul className="gw-shortcuts__grid">
                {group.items.map((entry) => (
                  <li key={entry.key}>
                    <Link to={entry.path} className="gw-shortcut">
                      <span className="gw-shortcut__icon" aria-hidden="true">
                        <entry.icon size={22} />
                      </span>
                      <span className="gw-shortcut__label">{t(`nav.${entry.key}`)}</span>
                      <ChevronRight size={18} className="gw-shortcut__chevron" aria-hidden />
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </>
      )}
    </div>
  );
}
