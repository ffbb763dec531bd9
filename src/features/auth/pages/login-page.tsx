// Sign-in with email and password (spec §5). Failures read as the Vietnamese message of the
// error mapping; a user of another provider must pass the external-user check. On success the
// session atom changes and the blank-layout guard returns the visitor to the page they first
// asked for (the origin remembered in the navigation state), else home.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'react-router-dom';
import { useRecoilValue, useSetRecoilState } from 'recoil';
// The form parts from their own modules, not the barrel: see form-zmp-input.tsx.
import { FormFailure, SubmitButton } from '../../../components/form/form-submit';
import { FormZmpInput } from '../../../components/form/form-zmp-input';
import { lazyResolver } from '../../../components/form/lazy-resolver';
import { useT } from '../../../i18n';
import { AuthCard } from '../../../layouts/blank-layout';
import { supabase } from '../../../services/supabase';
import { remoteConfigState } from '../../remote-config';
import { ExternalSignInButtons } from '../external/external-sign-in-buttons';
import { authErrorMessage } from '../lib/auth-error-message';
import { sessionState } from '../session-state';
import { signInWithEmail } from '../sign-in';

interface LoginForm {
  email: string;
  password: string;
}

/** Navigation state a page hands to /login to show a notice there (e.g. after a reset). */
export interface LoginNoticeState {
  notice?: 'passwordResetDone';
  /** Why a sign-in that left this page (Google, Facebook) did not let the user in. */
  failure?: string;
}

// The schema arrives with the first validation, or sooner once the user is in the form.
const login = lazyResolver<LoginForm>(() =>
  import('./login-schema').then((module) => module.loginResolver),
);

export function LoginPage() {
  const { t } = useT();
  const location = useLocation();
  const setSession = useSetRecoilState(sessionState);
  const { enable_forgot_password: forgotPasswordEnabled } = useRecoilValue(remoteConfigState);
  const loginState = location.state as LoginNoticeState | null;
  const [failure, setFailure] = useState<string | null>(loginState?.failure ?? null);
  const { control, handleSubmit, formState } = useForm<LoginForm>({
    resolver: login.resolver,
    defaultValues: { email: '', password: '' },
  });
  const notice = loginState?.notice;

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setFailure(null);
    setSession((current) => ({ ...current, loading: true, error: null }));
    try {
      const user = await signInWithEmail(supabase, email, password);
      setSession({ loading: false, user, error: null });
    } catch (error) {
      const message = authErrorMessage(error, 'login');
      setFailure(message);
      setSession({ loading: false, user: null, error: message });
    }
  });

  return (
    <AuthCard title={t('pages.login')} subtitle={t('auth.welcome')}>
      {notice === 'passwordResetDone' && !failure && (
        <p className="gw-auth-message gw-auth-message--success" role="status">
          {t('auth.passwordResetDone')}
        </p>
      )}
      <form className="gw-form" onSubmit={onSubmit} onFocus={login.preload} noValidate>
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
        <FormZmpInput
          control={control}
          name="password"
          label={t('auth.password')}
          type="password"
          autoComplete="current-password"
          required
        />
        {forgotPasswordEnabled && (
          <Link to="/forgot-password" className="gw-auth-link gw-auth-link--end">
            {t('auth.forgotPasswordLink')}
          </Link>
        )}
        <FormFailure message={failure} />
        <SubmitButton
          submitting={formState.isSubmitting}
          label={t('auth.submit')}
          busyLabel={t('auth.submitting')}
        />
      </form>
      <ExternalSignInButtons />
    </AuthCard>
  );
}
