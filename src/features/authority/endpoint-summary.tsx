// Where a station's files go and how its queue stands: the endpoint (never its password), on /
// paused / refused by the server with the server's own words, the files waiting, the last
// success. A refusal is the one thing an officer must act on, so it is an alert.
import { useT } from '../../i18n';
import { formatAbsoluteTime } from '../monitoring';
import type { StationForwarding } from './authority-api';

export function EndpointSummary({ station }: { station: StationForwarding }) {
  const { t } = useT();
  const { endpoint } = station;
  if (!endpoint)
    return (
      <section className="gw-card gw-authority__endpoint" data-endpoint="none">
        <h2 className="gw-authority__title">{t('authority.endpoint.title')}</h2>
        <p className="gw-muted">{t('authority.endpoint.notConfigured')}</p>
      </section>
    );
  const state = endpoint.settings_error ? 'blocked' : endpoint.enabled ? 'on' : 'off';
  return (
    <section className="gw-card gw-authority__endpoint" data-endpoint={state}>
      <h2 className="gw-authority__title">{t('authority.endpoint.title')}</h2>
      <dl className="gw-authority__facts">
        <div>
          <dt>{t('authority.endpoint.target')}</dt>
          <dd className="gw-authority__target">
            {/* A narrow column breaks the address before its folder, not inside a word. */}
            {`${endpoint.protocol}://${endpoint.host}:${endpoint.port}`}
            <wbr />
            {endpoint.remote_dir}
          </dd>
        </div>
        <div>
          <dt>{t('authority.endpoint.state')}</dt>
          <dd>
            <span className={`gw-badge gw-authority__badge gw-authority__badge--${state}`}>
              {t(`authority.endpoint.${state}`)}
            </span>
          </dd>
        </div>
        <div>
          <dt>{t('authority.endpoint.pending')}</dt>
          <dd>{station.pending.toLocaleString('vi-VN')}</dd>
        </div>
        <div>
          <dt>{t('authority.endpoint.lastSent')}</dt>
          <dd>
            {station.last_sent_at
              ? formatAbsoluteTime(station.last_sent_at)
              : t('authority.endpoint.never')}
          </dd>
        </div>
      </dl>
      {endpoint.settings_error && endpoint.settings_error_at && (
        <div className="gw-authority__refusal" role="alert">
          <p>
            {t('authority.endpoint.error', {
              time: formatAbsoluteTime(endpoint.settings_error_at),
              error: endpoint.settings_error,
            })}
          </p>
          <p>{t('authority.endpoint.blockedHelp')}</p>
        </div>
      )}
    </section>
  );
}
