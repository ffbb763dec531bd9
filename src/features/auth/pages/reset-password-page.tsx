// /reset-password: the page the mailed link returns to. It opens the recovery session (PKCE
// code, or the session /auth/v1/verify opened), asks for the new password twice, sets it, and
// sends the visitor to sign in with it.
import { yupResolver } from '@hookform/resolvers/yup';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { FormFailure, FormZmpInput, SubmitButton } from '../../../components/form';
import { useT } from '../../../i18n';
import { AuthCard } from '../../../layouts/blank-layout';
import { authErrorMessage } from '../lib/auth-error-message';
import { resetPasswordSchema, type ResetPasswordFormValues } from '../lib/reset-password-form';
import { openRecoverySession, setNewPassword } from '../password-reset';
import type { LoginNoticeState } from './login-page';

type LinkState = { kind: 'checking' } | { kind: 'ready'; email: string } | { kind: 'invalid' };

function useRecoveryLink(): LinkState {
  const location = useLocation();
  const navigate = useNavigate();
  const [state, setState] = useState<LinkState>({ kind: 'checking' });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return; // a code can be exchanged only once
    started.current = true;
    openRecoverySession(location.search, location.hash)
      .then((email) => {
        setState({ kind: 'ready', email });
        // Drop the used code from the address; a reload finds the recovery session instead.
        if (location.search || location.hash) navigate('/reset-password', { replace: true });
      })
      .catch(() => setState({ kind: 'invalid' }));
  }, [location.hash, location.search, navigate]);

  return state;
}

function InvalidLink() {
  const { t } = useT();
  return (
    <>
      <p className="gw-auth-message gw-auth-message--error" role="alert">
        {t('passwordReset.linkInvalid')}
      </p>
      <p className="gw-auth-text gw-muted">{t('passwordReset.sameBrowserHint')}</p>
      <div className="gw-auth-actions">
        <Link to="/forgot-password" className="gw-button gw-button--primary gw-button--block">
          {t('passwordReset.requestNewLink')}
        </Link>
        <Link to="/login" className="gw-button gw-button--secondary gw-button--block">
          {t('auth.backToLogin')}
        </Link>
      </div>
    </>
  );
}

function NewPasswordForm({ email }: { email: string }) {
  const { t } = useT();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, formState } = useForm<ResetPasswordFormValues>({
    resolver: yupResolver(resetPasswordSchema),
    mode: 'onChange',
    defaultValues: { newPassword: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ newPassword }) => {
    setFailure(null);
    try {
      await setNewPassword(newPassword);
      const state: LoginNoticeState = { notice: 'passwordResetDone' };
      navigate('/login', { replace: true, state });
    } catch (error) {
      setFailure(authErrorMessage(error, 'forgotPassword'));
    }
  });

  return (
    <form className="gw-form" onSubmit={onSubmit} noValidate>
      {email && <p className="gw-auth-text">{t('passwordReset.resetIntro', { email })}</p>}
      <FormZmpInput
        control={control}
        name="newPassword"
        label={t('account.newPassword')}
        type="password"
        autoComplete="new-password"
        required
      />
      <FormZmpInput
        control={control}
        name="confirmPassword"
        label={t('account.confirmPassword')}
        type="password"
        autoComplete="new-password"
        required
      />
      <FormFailure message={failure} />
      <SubmitButton
        submitting={formState.isSubmitting}
        label={t('passwordReset.save')}
        busyLabel={t('passwordReset.saving')}
      />
    </form>
  );
}

export function ResetPasswordPage() {
  const { t } = useT();
  const link = useRecoveryLink();
  return (
    <AuthCard title={t('pages.reset-password')}>
      {link.kind === 'checking' && (
        <p className="gw-auth-busy" role="status">
          <span className="gw-spinner gw-spinner--dark" aria-hidden="true" />
          {t('passwordReset.checkingLink')}
        </p>
      )}
      {link.kind === 'invalid' && <InvalidLink />}
      {link.kind === 'ready' && <NewPasswordForm email={link.email} />}
    </AuthCard>
  );
}
