// /remote-config 'Cấu hình ứng dụng' (issue 16): the platform admin switches the app's sign-in
// buttons, welcome page and forgot-password link, and sets its Zalo OA and map service. Read and
// written under RLS: only the platform admin's writes reach a row.
import { useQuery } from '@tanstack/react-query';
import { useT } from '../../i18n';
import { remoteConfigQuery } from './admin-api';
import { ErrorState, LoadingState } from './query-state';
import { RemoteConfigEditor } from './remote-config-editor';
import { shownKeys } from './remote-config-form';
import './admin.css';
import './remote-config.css';

function RemoteConfigContent() {
  const { t } = useT();
  const query = useQuery(remoteConfigQuery());
  if (query.isPending) return <LoadingState label={t('admin.remoteConfig.loading')} />;
  if (query.isError) {
    return (
      <ErrorState
        message={t('admin.remoteConfig.loadError')}
        retryLabel={t('admin.remoteConfig.retry')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const { switches, texts } = shownKeys(query.data);
  if (switches.length + texts.length === 0) {
    return <p className="gw-admin__state">{t('admin.remoteConfig.empty')}</p>;
  }
  return <RemoteConfigEditor rows={query.data} />;
}

export function RemoteConfigPage() {
  const { t } = useT();
  return (
    <section className="gw-admin" aria-labelledby="gw-admin-title">
      <header className="gw-admin__head">
        <h1 id="gw-admin-title" className="gw-page-title">
          {t('nav.remote-config')}
        </h1>
        <p className="gw-muted">{t('admin.remoteConfig.intro')}</p>
      </header>
      <RemoteConfigContent />
    </section>
  );
}
