// 'Đăng nhập với Google' / 'Đăng nhập với Facebook' under the sign-in form: each shown only
// when its remote-config switch is on and the auth server has the provider configured. A click
// leaves for the provider; the answer comes back to /oauth/callback.
import { useState } from 'react';
import { useHref } from 'react-router-dom';
import { useRecoilValue } from 'recoil';
import { useT } from '../../../i18n';
import { remoteConfigState } from '../../remote-config';
import { authErrorMessage } from '../lib/auth-error-message';
import { shownExternalProviders, type ExternalProvider } from '../lib/external-providers';
import { useAuthSettings } from './auth-settings';
import { startExternalSignIn } from './external-sign-in';
import { ProviderMark } from './provider-marks';

const LABEL_KEY = {
  google: 'auth.signInWithGoogle',
  facebook: 'auth.signInWithFacebook',
} as const;

export function ExternalSignInButtons() {
  const { t } = useT();
  const config = useRecoilValue(remoteConfigState);
  const providers = shownExternalProviders(config, useAuthSettings());
  const callbackHref = useHref('/oauth/callback');
  const [leavingFor, setLeavingFor] = useState<ExternalProvider | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  if (providers.length === 0) return null;

  const start = async (provider: ExternalProvider) => {
    setFailure(null);
    setLeavingFor(provider);
    try {
      // The page leaves for the provider: stay busy until it does.
      await startExternalSignIn(provider, new URL(callbackHref, window.location.origin).href);
    } catch (error) {
      setFailure(authErrorMessage(error, 'login'));
      setLeavingFor(null);
    }
  };

  return (
    <div className="gw-auth-external">
      <p className="gw-auth-divider">
        <span>{t('auth.orSignInWith')}</span>
      </p>
      {failure && (
        <p className="gw-form__error" role="alert">
          {failure}
        </p>
      )}
      {providers.map((provider) => (
        <button
          key={provider}
          type="button"
          className={`gw-button gw-button--block gw-button--secondary gw-auth-provider gw-auth-provider--${provider}`}
          onClick={() => void start(provider)}
          disabled={leavingFor !== null}
          aria-busy={leavingFor === provider}
        >
          <ProviderMark provider={provider} />
          {leavingFor === provider ? t('auth.externalRedirecting') : t(LABEL_KEY[provider])}
        </button>
      ))}
    </div>
  );
}
