// /oauth/callback: Zalo sends the browser back here with ?code&state. The code and this tab's
// PKCE verifier go to our server. For a sign-in it returns a session, and on any failure the
// visitor lands on /oauth/error with the reason; for a link (started from the profile by a
// signed-in user) the Zalo account is linked and the user goes back to the profile, told the
// outcome. A code is single-use, so it is sent once even under StrictMode.
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSetRecoilState } from 'recoil';
import { useT } from '../../i18n';
import { notify } from '../../services/toast';
import { sessionState } from '../auth';
import { ZaloSignInError } from './sign-in-errors';
import { takeOAuthCallback } from './web-oauth';
import { linkZalo, signInWithZalo } from './zalo-sign-in-api';

const handledCallbacks = new Set<string>();

export function OAuthCallbackPage() {
  const { t } = useT();
  const { search } = useLocation();
  const navigate = useNavigate();
  const setSession = useSetRecoilState(sessionState);

  useEffect(() => {
    if (handledCallbacks.has(search)) return;
    handledCallbacks.add(search);
    const fail = (reason: string) =>
      navigate(`/oauth/error?reason=${encodeURIComponent(reason)}`, { replace: true });
    const answer = takeOAuthCallback(search);
    if (answer.kind === 'failed') {
      fail(answer.reason);
      return;
    }
    if (answer.purpose === 'link') {
      linkZalo({ code: answer.code, code_verifier: answer.verifier })
        .then(() => notify.success(t('zalo.link.linkedToast')))
        .catch((error: unknown) =>
          notify.error(
            t(`zalo.errors.${error instanceof ZaloSignInError ? error.reason : 'unknown'}`),
          ),
        )
        .finally(() => navigate('/profile', { replace: true }));
      return;
    }
    signInWithZalo({ code: answer.code, code_verifier: answer.verifier })
      .then((user) => {
        setSession({ loading: false, user, error: null });
        navigate('/', { replace: true });
      })
      .catch((error: unknown) => fail(error instanceof ZaloSignInError ? error.reason : 'unknown'));
  }, [search, navigate, setSession, t]);

  return (
    <div className="gw-fullscreen" role="status" aria-live="polite">
      <span className="gw-spinner gw-spinner--large" aria-hidden="true" />
      <p className="gw-fullscreen__title">{t('zalo.callback.working')}</p>
      <p className="gw-fullscreen__text">{t('zalo.callback.wait')}</p>
    </div>
  );
}
