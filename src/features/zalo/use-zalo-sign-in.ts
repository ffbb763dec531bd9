// The 'Đăng nhập với Zalo' action. Inside the Zalo container the host hands us the user's
// access token (zmp-sdk getAccessToken through the mini-app layer); in a browser the visitor
// goes through Zalo's OAuth and comes back to /oauth/callback.
import { useCallback, useState } from 'react';
import { useHref } from 'react-router-dom';
import { useSetRecoilState } from 'recoil';
import { sessionState } from '../auth';
import { appMiniApp } from './app-mini-app';
import { ZaloSignInError, type SignInFailure } from './sign-in-errors';
import { beginZaloOAuth } from './web-oauth';
import { fetchZaloWebConfig, signInWithZalo } from './zalo-sign-in-api';

export function useZaloSignIn() {
  const setSession = useSetRecoilState(sessionState);
  const callbackHref = useHref('/oauth/callback');
  const [working, setWorking] = useState(false);
  const [failure, setFailure] = useState<SignInFailure | null>(null);

  const start = useCallback(async () => {
    setFailure(null);
    setWorking(true);
    try {
      const { bridge, helpers } = appMiniApp();
      if (bridge.host === 'zalo') {
        const accessToken = await helpers.getAccessToken();
        if (!accessToken) throw new ZaloSignInError('token_unavailable');
        const user = await signInWithZalo({ access_token: accessToken });
        setSession({ loading: false, user, error: null });
        return;
      }
      const config = await fetchZaloWebConfig();
      if (!config) throw new ZaloSignInError('zalo_not_configured');
      const redirectUri = new URL(callbackHref, window.location.origin).toString();
      // The page leaves for Zalo: stay 'working' until it does.
      window.location.assign(await beginZaloOAuth(config, redirectUri));
    } catch (error) {
      setFailure(error instanceof ZaloSignInError ? error.reason : 'unknown');
      setWorking(false);
    }
  }, [callbackHref, setSession]);

  return { start, working, failure };
}
