// /oauth/error: why the Zalo sign-in did not work, and the two ways on.
import { ShieldAlert } from 'lucide-react';
import { Link, useSearchParams } from 'react-router-dom';
import { StatusPage } from '../../components/status-page';
import { useT } from '../../i18n';
import { toSignInFailure } from './sign-in-errors';

export function OAuthErrorPage() {
  const { t } = useT();
  const [params] = useSearchParams();
  const reason = toSignInFailure(params.get('reason'));
  return (
    <StatusPage
      icon={<ShieldAlert size={32} />}
      tone="danger"
      title={t('zalo.failure.title')}
      actions={
        <>
          <Link to="/zalo-welcome" className="gw-button gw-button--primary">
            {t('zalo.failure.retry')}
          </Link>
          <Link to="/login" className="gw-button gw-button--secondary">
            {t('zalo.failure.signInWithEmail')}
          </Link>
        </>
      }
    >
      <p role="alert">{t(`zalo.errors.${reason}`)}</p>
    </StatusPage>
  );
}
