// The blank-layout pages whose flows arrive with later issues (password reset, e-mail
// verification, linked-account sign-in, Zalo welcome): a clear title, an honest notice and the
// way back to sign-in. Nothing here pretends to work.
import { Link } from 'react-router-dom';
import { useT } from '../../../i18n';
import { AuthCard } from './auth-card';

export type AuthInfoPageName =
  | 'forgot-password'
  | 'reset-password'
  | 'reset-password-sent'
  | 'auth-verify'
  | 'oauth-callback'
  | 'oauth-error'
  | 'debug-forgot-password'
  | 'zalo-welcome';

export function AuthInfoPage({ page }: { page: AuthInfoPageName }) {
  const { t } = useT();
  return (
    <AuthCard title={t(`pages.${page}`)}>
      <p className="gw-notice">{t('auth.laterNotice')}</p>
      <Link to="/login" className="gw-button gw-button--primary gw-button--block">
        {t('auth.backToLogin')}
      </Link>
    </AuthCard>
  );
}
