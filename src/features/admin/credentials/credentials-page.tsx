// /ingest-credentials 'Thông tin kết nối trạm' (issue 16, platform admin): pick a customer and
// one of its stations (the console's station picker), see whether its logger has
// credentials, issue new ones (shown once) or revoke them, each after a confirmation that says
// what happens to the logger.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { KeyRound, ShieldOff } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useT } from '../../../i18n';
import { formatDateTime } from '../../../lib/format-date';
import { notify } from '../../../services/toast';
import { ErrorState, LoadingState } from '../query-state';
import { StationPicker } from '../station-picker';
import { consoleErrorMessage } from '../users/users-api';
import {
  credentialStatusQuery,
  revokeCredentials,
  rotateCredentials,
  type CredentialStatus,
  type IssuedSecrets,
} from './credentials-api';
import { SecretsDialog } from './secrets-dialog';
import '../admin.css';
import './credentials.css';

const when = (iso: string | null) => (iso ? formatDateTime(new Date(iso)) : '—');

function CredentialPanel({ status }: { status: CredentialStatus }) {
  const { t } = useT();
  const queryClient = useQueryClient();
  const [confirm, setConfirm] = useState<'rotate' | 'revoke' | null>(null);
  const [secrets, setSecrets] = useState<IssuedSecrets | null>(null);
  const station = status.station_name;
  const change = useMutation({
    mutationFn: (kind: 'rotate' | 'revoke') =>
      kind === 'rotate'
        ? rotateCredentials(status.station_id).then((answer) => setSecrets(answer.secrets))
        : revokeCredentials(status.station_id).then(() => undefined),
    onSuccess: (_, kind) =>
      notify.success(
        t(`adminUsers.credentials.${kind === 'rotate' ? 'rotated' : 'revoked'}`, { station }),
      ),
    onError: (error) =>
      notify.error(t('adminUsers.credentials.failed', { reason: consoleErrorMessage(error) })),
    onSettled: () => {
      setConfirm(null);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'credentials', status.station_id] });
    },
  });
  const texts = confirm === 'revoke' ? 'confirmRevoke' : ('confirmRotate' as const);
  return (
    <div className="gw-admin-credentials">
      <dl className="gw-admin-credentials__facts">
        <div>
          <dt>{t('adminUsers.credentials.status')}</dt>
          <dd data-testid="credential-status">
            {status.exists ? t('adminUsers.credentials.issued') : t('adminUsers.credentials.none')}
          </dd>
        </div>
        <div>
          <dt>{t('adminUsers.credentials.ftpUser')}</dt>
          <dd>{status.ftp_user ?? '—'}</dd>
        </div>
        <div>
          <dt>{t('adminUsers.credentials.createdAt')}</dt>
          <dd>{when(status.created_at)}</dd>
        </div>
        <div>
          <dt>{t('adminUsers.credentials.rotatedAt')}</dt>
          <dd>{when(status.rotated_at)}</dd>
        </div>
        <div>
          <dt>{t('adminUsers.credentials.folder')}</dt>
          <dd>
            <code>{status.folder ?? t('adminUsers.credentials.folderOff')}</code>
          </dd>
        </div>
      </dl>
      <div className="gw-admin__actions">
        <button
          type="button"
          className="gw-button gw-button--primary"
          onClick={() => setConfirm('rotate')}
          disabled={change.isPending}
        >
          <KeyRound size={16} aria-hidden="true" /> {t('adminUsers.credentials.rotate')}
        </button>
        {status.exists && (
          <button
            type="button"
            className="gw-button gw-button--danger"
            onClick={() => setConfirm('revoke')}
            disabled={change.isPending}
          >
            <ShieldOff size={16} aria-hidden="true" /> {t('adminUsers.credentials.revoke')}
          </button>
        )}
      </div>
      <ConfirmDialog
        open={confirm !== null}
        title={t(`adminUsers.credentials.${texts}.title`)}
        description={t(`adminUsers.credentials.${texts}.description`, { station })}
        confirmText={t(`adminUsers.credentials.${texts}.confirm`)}
        variant={confirm === 'revoke' ? 'danger' : 'primary'}
        loading={change.isPending}
        onCancel={() => setConfirm(null)}
        onConfirm={() => confirm && change.mutate(confirm)}
      />
      <SecretsDialog stationName={station} secrets={secrets} onClose={() => setSecrets(null)} />
    </div>
  );
}

function StationCredentials({ stationId }: { stationId: number }) {
  const { t } = useT();
  const query = useQuery(credentialStatusQuery(stationId));
  if (query.isPending) return <LoadingState label={t('adminUsers.credentials.loading')} />;
  if (query.isError) {
    return (
      <ErrorState
        message={t('adminUsers.credentials.loadError')}
        retryLabel={t('adminUsers.credentials.retry')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <CredentialPanel key={stationId} status={query.data} />;
}

export function IngestCredentialsPage() {
  const { t } = useT();
  return (
    <section className="gw-admin" aria-labelledby="gw-admin-title">
      <header className="gw-admin__head">
        <h1 id="gw-admin-title" className="gw-page-title">
          {t('nav.ingest-credentials')}
        </h1>
        <p className="gw-muted">{t('adminUsers.credentials.intro')}</p>
      </header>
      <StationPicker texts="adminUsers.credentials">
        {(station) => <StationCredentials stationId={station.id} />}
      </StationPicker>
    </section>
  );
}
