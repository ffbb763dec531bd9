// /reset-password-sent: the request went through; what to expect and what to do next.
import { Link, useLocation } from 'react-router-dom';
import { useT } from '../../../i18n';
import { AuthCard } from '../../../layouts/blank-layout';
import type { ResetEmailState } from './forgot-password-page';

export function ResetPasswordSentPage() {
  const { t } = useT();
  const email = (useLocation().state as ResetEmailState | null)?.email;
  const again: ResetEmailState = { email };
  return (
    <AuthCard title={t('pages.reset-password-sent')}>
      <p className="gw-auth-message gw-auth-message--success" role="status">
        {email ? t('passwordReset.sentText', { email }) : t('passwordReset.sentTextNoEmail')}
      </p>
      <p className="gw-auth-text gw-muted">{t('passwordReset.sentHint')}</p>
      <div className="gw-auth-actions">
        <Link to="/login" className="gw-button gw-button--primary gw-button--block">
          {t('auth.backToLogin')}
        </Link>
        <Link
          to="/forgot-password"
          state={again}
          className="gw-button gw-button--secondary gw-button--block"
        >
          {t('passwordReset.sendAgain')}
        </Link>
      </div>
    </AuthCard>
  );
}
