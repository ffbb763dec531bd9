// /oauth/callback?provider=google|facebook: the auth server's return from an external sign-in.
// The code is exchanged and the external-user check run once (the code is single-use, even under
// StrictMode); a signed-in user goes home, a refused or failed one back to /login with the reason.
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSetRecoilState } from 'recoil';
import { useT } from '../../../i18n';
import { externalSignInFailureMessage } from '../lib/external-sign-in-failure';
import type { LoginNoticeState } from '../pages/login-page';
import { sessionState } from '../session-state';
import { completeExternalSignIn } from './external-sign-in';

const handledCallbacks = new Set<string>();

export function ExternalSignInCallback() {
  const { t } = useT();
  const { search } = useLocation();
  const navigate = useNavigate();
  const setSession = useSetRecoilState(sessionState);

  useEffect(() => {
    if (handledCallbacks.has(search)) return;
    handledCallbacks.add(search);
    completeExternalSignIn(search).then(
      (user) => {
        setSession({ loading: false, user, error: null });
        navigate('/', { replace: true });
      },
      (error: unknown) => {
        const state: LoginNoticeState = { failure: externalSignInFailureMessage(error) };
        navigate('/login', { replace: true, state });
      },
    );
  }, [search, navigate, setSession]);

  return (
    <div className="gw-fullscreen" role="status" aria-live="polite">
      <span className="gw-spinner gw-spinner--large" aria-hidden="true" />
      <p className="gw-fullscreen__title">{t('auth.externalCompleting')}</p>
      <p className="gw-fullscreen__text">{t('auth.externalWait')}</p>
    </div>
  );
}
