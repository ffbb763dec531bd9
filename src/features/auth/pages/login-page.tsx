// Sign-in with email and password. On success the session atom changes and the blank-layout
// guard sends the visitor back to the page they first asked for. The Vietnamese mapping of
// auth error messages arrives with the sign-in issue (src/features/auth/lib/).
import { yupResolver } from '@hookform/resolvers/yup';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSetRecoilState } from 'recoil';
import * as yup from 'yup';
import { FormTextInput } from '../../../components/form';
import { translate, useT } from '../../../i18n';
import { supabase } from '../../../services/supabase';
import { sessionState } from '../session-state';
import { AuthCard } from './auth-card';

interface LoginForm {
  email: string;
  password: string;
}

export const loginSchema = yup.object({
  email: yup
    .string()
    .trim()
    .required(() => translate('auth.emailRequired'))
    .email(() => translate('auth.emailInvalid')),
  password: yup.string().required(() => translate('auth.passwordRequired')),
});

export function LoginPage() {
  const { t } = useT();
  const setSession = useSetRecoilState(sessionState);
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, formState } = useForm<LoginForm>({
    resolver: yupResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setFailure(null);
    const { data, error } = await supabase.auth.signInWithPassword({
      email: email.trim(),
      password,
    });
    if (error) {
      setFailure(error.message || t('auth.signInFailed'));
      setSession((current) => ({ ...current, error: error.message }));
      return;
    }
    setSession({ loading: false, user: data.user, error: null });
  });

  return (
    <AuthCard title={t('pages.login')} subtitle={t('auth.welcome')}>
      <form className="gw-form" onSubmit={onSubmit} noValidate>
        <FormTextInput
          control={control}
          name="email"
          label={t('auth.email')}
          type="email"
          autoComplete="username"
          inputMode="email"
          placeholder={t('auth.emailPlaceholder')}
          required
        />
        <FormTextInput
          control={control}
          name="password"
          label={t('auth.password')}
          type="password"
          autoComplete="current-password"
          required
        />
        {failure && (
          <p className="gw-form__error" role="alert">
            {failure}
          </p>
        )}
        <button
          type="submit"
          className="gw-button gw-button--primary gw-button--block"
          disabled={formState.isSubmitting}
        >
          {formState.isSubmitting ? t('auth.submitting') : t('auth.submit')}
        </button>
      </form>
    </AuthCard>
  );
}
