// /forgot-password: the visitor gives their email; the auth service mails a reset link (the
// answer is the same whether or not the address has an account), then /reset-password-sent.
import { yupResolver } from '@hookform/resolvers/yup';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useHref, useLocation, useNavigate } from 'react-router-dom';
import { useRecoilValue } from 'recoil';
import * as yup from 'yup';
import { FormFailure, FormZmpInput, SubmitButton } from '../../../components/form';
import { translate, useT } from '../../../i18n';
import { AuthCard } from '../../../layouts/blank-layout';
import { remoteConfigState } from '../../remote-config';
import { authErrorMessage } from '../lib/auth-error-message';
import { requestPasswordReset, resetPasswordRedirect } from '../password-reset';

/** Navigation state between the reset pages: the address the link was sent to. */
export interface ResetEmailState {
  email?: string;
}

const forgotSchema = yup.object({
  email: yup
    .string()
    .trim()
    .required(() => translate('auth.emailRequired'))
    .email(() => translate('auth.emailInvalid')),
});

export function ForgotPasswordPage() {
  const { t } = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const resetHref = useHref('/reset-password');
  const { enable_forgot_password: forgotPasswordEnabled } = useRecoilValue(remoteConfigState);
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, formState } = useForm<{ email: string }>({
    resolver: yupResolver(forgotSchema),
    defaultValues: { email: (location.state as ResetEmailState | null)?.email ?? '' },
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      await requestPasswordReset(email, resetPasswordRedirect(resetHref, window.location.origin));
      const state: ResetEmailState = { email: email.trim() };
      navigate('/reset-password-sent', { state });
    } catch (error) {
      setFailure(authErrorMessage(error, 'forgotPassword'));
    }
  });

  return (
    <AuthCard title={t('pages.forgot-password')}>
      {forgotPasswordEnabled ? (
        <form className="gw-form" onSubmit={onSubmit} noValidate>
          <p className="gw-auth-text">{t('passwordReset.forgotIntro')}</p>
          <FormZmpInput
            control={control}
            name="email"
            label={t('auth.email')}
            type="email"
            autoComplete="username"
            inputMode="email"
            placeholder={t('auth.emailPlaceholder')}
            required
          />
          <FormFailure message={failure} />
          <SubmitButton
            submitting={formState.isSubmitting}
            label={t('passwordReset.send')}
            busyLabel={t('passwordReset.sending')}
          />
          <Link to="/login" className="gw-auth-link gw-auth-link--center">
            {t('auth.backToLogin')}
          </Link>
        </form>
      ) : (
        <>
          <p className="gw-notice">{t('passwordReset.disabled')}</p>
          <Link to="/login" className="gw-button gw-button--primary gw-button--block">
            {t('auth.backToLogin')}
          </Link>
        </>
      )}
    </AuthCard>
  );
}
