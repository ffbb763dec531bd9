// /auth/v1/verify inside the app (a mail template may point here with a token hash, e.g. under
// /zapps/<appId>/; at the web root the auth service itself answers this path). A recovery link
// opens the recovery session and continues on /reset-password; an email confirmation or change
// is verified on the app's client, which signs the visitor in.
import type { EmailOtpType } from '@supabase/supabase-js';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useT } from '../../../i18n';
import { AuthCard } from '../../../layouts/blank-layout';
import { supabase } from '../../../services/supabase';
import { notify } from '../../../services/toast';
import { authErrorMessage } from '../lib/auth-error-message';
import { linkError, verifyRecoveryToken } from '../password-reset';

const EMAIL_OTP_TYPES: readonly EmailOtpType[] = [
  'signup',
  'invite',
  'magiclink',
  'recovery',
  'email_change',
  'email',
];

const isEmailOtpType = (value: string | null): value is EmailOtpType =>
  value !== null && (EMAIL_OTP_TYPES as readonly string[]).includes(value);

export function VerifyPage() {
  const { t } = useT();
  const location = useLocation();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const params = new URLSearchParams(location.search);
    const tokenHash = params.get('token_hash') ?? params.get('token');
    const type = params.get('type');
    const verify = async () => {
      const failed = linkError(location.search, location.hash);
      if (failed) throw failed;
      if (!tokenHash || !isEmailOtpType(type)) throw new Error('Email link is invalid');
      if (type === 'recovery') {
        await verifyRecoveryToken(tokenHash);
        navigate('/reset-password', { replace: true });
        return;
      }
      const { error } = await supabase.auth.verifyOtp({ token_hash: tokenHash, type });
      if (error) throw error;
      // The session change takes the visitor into the app.
      notify.success(t('passwordReset.emailConfirmed'));
    };
    verify().catch((error: unknown) => setFailure(authErrorMessage(error, 'verifyEmail')));
  }, [location.hash, location.search, navigate, t]);

  return (
    <AuthCard title={t('pages.auth-verify')}>
      {failure ? (
        <>
          <p className="gw-auth-message gw-auth-message--error" role="alert">
            {failure}
          </p>
          <Link to="/login" className="gw-button gw-button--primary gw-button--block">
            {t('auth.backToLogin')}
          </Link>
        </>
      ) : (
        <p className="gw-auth-busy" role="status">
          <span className="gw-spinner gw-spinner--dark" aria-hidden="true" />
          {t('passwordReset.verifying')}
        </p>
      )}
    </AuthCard>
  );
}
