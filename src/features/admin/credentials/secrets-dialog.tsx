// The new secrets of a station, shown once: each with a copy button, a warning that they will
// not be shown again, and no way to close it by accident (no mask, no Escape).
import { Copy } from 'lucide-react';
import { Dialog } from '../../../components/dialog';
import { useT } from '../../../i18n';
import { notify } from '../../../services/toast';
import type { IssuedSecrets } from './credentials-api';

const FIELDS = [
  ['httpToken', 'http_token'],
  ['ftpUser', 'ftp_user'],
  ['ftpPassword', 'ftp_password'],
] as const;

interface SecretsDialogProps {
  stationName: string;
  secrets: IssuedSecrets | null;
  onClose: () => void;
}

export function SecretsDialog({ stationName, secrets, onClose }: SecretsDialogProps) {
  const { t } = useT();
  const copy = (label: string, value: string) =>
    navigator.clipboard.writeText(value).then(
      () => notify.success(t('adminUsers.credentials.secrets.copied', { what: label })),
      () => notify.error(t('adminUsers.credentials.secrets.copyFailed')),
    );
  return (
    <Dialog
      open={secrets !== null}
      title={t('adminUsers.credentials.secrets.title', { station: stationName })}
      onClose={onClose}
      dismissible={false}
      size="medium"
      footer={
        <button type="button" className="gw-button gw-button--primary" onClick={onClose}>
          {t('adminUsers.credentials.secrets.close')}
        </button>
      }
    >
      <p className="gw-admin-secrets__warning" role="alert">
        {t('adminUsers.credentials.secrets.warning')}
      </p>
      <dl className="gw-admin-secrets">
        {secrets &&
          FIELDS.map(([labelKey, field]) => {
            const label = t(`adminUsers.credentials.secrets.${labelKey}`);
            return (
              <div key={field} className="gw-admin-secrets__item">
                <dt>{label}</dt>
                <dd>
                  <code data-secret={field}>{secrets[field]}</code>
                  <button
                    type="button"
                    className="gw-button gw-button--secondary gw-button--small"
                    onClick={() => void copy(label, secrets[field])}
                  >
                    <Copy size={16} aria-hidden="true" />
                    {t('adminUsers.credentials.secrets.copy', { what: label })}
                  </button>
                </dd>
              </div>
            );
          })}
      </dl>
    </Dialog>
  );
}
