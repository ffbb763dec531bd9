// Loading, error and freshness states around a screen of the shared monitoring data: a skeleton
// during the first fetch only, a clear error while nothing has loaded, then the content with a
// live indicator and a note when the latest silent refresh failed.
import { CloudOff, Radio, RefreshCw } from 'lucide-react';
import { useDeferredValue, type ReactNode } from 'react';
import { Skeleton } from '../../../components/skeleton';
import { StatusPage } from '../../../components/status-page';
import { useChangedWhileKnown } from '../../../hooks/use-changed-while-known';
import { useT } from '../../../i18n';
import { formatAbsoluteTime } from '../lib/format';
import { useMonitoringData } from '../monitoring-data';

export function MonitoringSkeleton({ rows = 3 }: { rows?: number }) {
  const { t } = useT();
  return (
    <div className="gw-monitoring-skeleton" role="status" aria-live="polite">
      <span className="gw-sr-only">{t('monitoring.loading')}</span>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="gw-card gw-monitoring-skeleton__card">
          <Skeleton width="40%" height={18} />
          <Skeleton width="25%" />
          <Skeleton height={56} />
        </div>
      ))}
    </div>
  );
}

export function LiveIndicator() {
  const { t } = useT();
  const { live, lastUpdate } = useMonitoringData();
  // The icon pulses once per update that arrives while the page is open; the first data is not
  // an update (the pulse then only drew frames while the page was loading).
  const updated = useChangedWhileKnown(lastUpdate, lastUpdate !== null);
  return (
    <p className={`gw-live${live ? ' is-live' : ''}`} data-live={live}>
      {live ? (
        <Radio
          key={lastUpdate}
          size={14}
          className={updated ? 'gw-live__pulse' : undefined}
          aria-hidden="true"
        />
      ) : (
        <RefreshCw size={14} aria-hidden="true" />
      )}
      {/* The other state's text is there too, unseen: the state keeps the width of the longer
          text, so the time after it stays on its line when the connection comes. On a phone it
          went to a second line then, pushing the page below down (a layout shift of 0.07 on
          home when the channel joined after the first answers). */}
      <span className="gw-live__state">
        <span role="status">{live ? t('monitoring.live') : t('monitoring.offline')}</span>
        <span className="gw-live__other" aria-hidden="true">
          {live ? t('monitoring.offline') : t('monitoring.live')}
        </span>
      </span>
      {lastUpdate !== null && (
        <span className="gw-muted">
          · {t('monitoring.updatedAt', { time: formatAbsoluteTime(new Date(lastUpdate)) })}
        </span>
      )}
    </p>
  );
}

interface MonitoringGateProps {
  children: ReactNode;
  /** Inside a page that has its own heading (home): a notice instead of an error page. */
  compact?: boolean;
}

export function MonitoringGate({ children, compact = false }: MonitoringGateProps) {
  const { t } = useT();
  const { loading, error, initialised } = useMonitoringData();
  // The content's first render, a card per station, is the longest of the page: deferred, React
  // renders it in slices that leave the page responsive, and the skeleton stays meanwhile. Data
  // that is gone again (signed out) hides the content at once, without waiting for the deferral.
  const ready = initialised && !loading;
  const loaded = useDeferredValue(ready) && ready;
  if (!initialised && error && compact) {
    return (
      <p className="gw-notice" role="alert">
        {t('monitoring.loadError.title')}. {t('monitoring.loadError.text')}
      </p>
    );
  }
  if (!initialised && error) {
    return (
      <StatusPage
        icon={<CloudOff size={32} />}
        tone="warning"
        title={t('monitoring.loadError.title')}
      >
        <p>{t('monitoring.loadError.text')}</p>
      </StatusPage>
    );
  }
  if (!loaded) return <MonitoringSkeleton rows={compact ? 1 : 3} />;
  return (
    <>
      {error && (
        <p className="gw-notice" role="alert">
          {t('monitoring.staleData')}
        </p>
      )}
      {children}
    </>
  );
}
