// /debug/forgot-password: a page for support staff checking why a customer gets no reset mail.
// It says what it is, shows the settings the flow depends on, sends a real reset request and
// shows the auth service's raw reply next to the message a customer would read.
import { useState, type FormEvent } from 'react';
import { Link, useHref } from 'react-router-dom';
import { useRecoilValue } from 'recoil';
import { TextInput } from '../../../components/form';
import { useT } from '../../../i18n';
import { AuthCard } from '../../../layouts/blank-layout';
import { publicConfig } from '../../../services/config';
import { remoteConfigState } from '../../remote-config';
import { authErrorDetails } from '../lib/auth-error-details';
import { authErrorMessage } from '../lib/auth-error-message';
import {
  hasPendingResetRequest,
  requestPasswordReset,
  resetPasswordRedirect,
} from '../password-reset';
import './debug-forgot-password-page.css';

interface Attempt {
  ms: number;
  raw: string;
  mapped: string | null;
}

export function DebugForgotPasswordPage() {
  const { t } = useT();
  const { enable_forgot_password: forgotPasswordEnabled } = useRecoilValue(remoteConfigState);
  const redirect = resetPasswordRedirect(useHref('/reset-password'), window.location.origin);
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const [attempt, setAttempt] = useState<Attempt | null>(null);
  const [verifierWaiting, setVerifierWaiting] = useState(() => hasPendingResetRequest());

  const send = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    const started = performance.now();
    try {
      await requestPasswordReset(email, redirect);
      setAttempt({ ms: Math.round(performance.now() - started), raw: '{}', mapped: null });
    } catch (error) {
      setAttempt({
        ms: Math.round(performance.now() - started),
        raw: JSON.stringify(authErrorDetails(error), null, 2),
        mapped: authErrorMessage(error, 'forgotPassword'),
      });
    } finally {
      setSending(false);
      setVerifierWaiting(hasPendingResetRequest());
    }
  };

  const facts: Array<[string, string]> = [
    [t('passwordReset.debugAuthServer'), `${publicConfig.supabaseUrl}/auth/v1`],
    [t('passwordReset.debugRedirect'), redirect],
    [
      t('passwordReset.debugEnabled'),
      forgotPasswordEnabled ? t('passwordReset.on') : t('passwordReset.off'),
    ],
    [
      t('passwordReset.debugVerifier'),
      verifierWaiting ? t('passwordReset.yes') : t('passwordReset.no'),
    ],
  ];

  return (
    <AuthCard title={t('pages.debug-forgot-password')} wide>
      <p className="gw-notice">{t('passwordReset.debugIntro')}</p>
      <dl className="gw-debug-facts">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <form className="gw-form" onSubmit={send} noValidate>
        <TextInput
          label={t('auth.email')}
          type="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          placeholder={t('auth.emailPlaceholder')}
          required
        />
        <button
          type="submit"
          className="gw-button gw-button--primary gw-button--block"
          disabled={sending || email.trim() === ''}
        >
          {sending ? t('passwordReset.sending') : t('passwordReset.debugSend')}
        </button>
      </form>
      {attempt && (
        <section aria-label={t('passwordReset.debugResult')} className="gw-form gw-debug-result">
          <h2 className="gw-dialog__title">{t('passwordReset.debugResult')}</h2>
          {attempt.mapped === null ? (
            <p className="gw-auth-message gw-auth-message--success" role="status">
              {t('passwordReset.debugAccepted', { ms: attempt.ms })}
            </p>
          ) : (
            <p className="gw-auth-message gw-auth-message--error" role="alert">
              {t('passwordReset.debugMapped')}: {attempt.mapped}
            </p>
          )}
          <p className="gw-muted gw-debug-label">{t('passwordReset.debugRaw')}</p>
          <pre className="gw-debug-raw">{attempt.raw}</pre>
        </section>
      )}
      <div className="gw-auth-actions">
        <Link to="/login" className="gw-auth-link gw-auth-link--center">
          {t('auth.backToLogin')}
        </Link>
      </div>
    </AuthCard>
  );
}
