// The 'Đăng nhập với Zalo' action. Inside the Zalo container the mini-app layer gives the
// user's access token (login-state queue, v3/v4 flows); a Zalo account linked to nobody may
// then share its phone number, with consent, to be matched to the account whose verified phone
// it is. In a browser the visitor goes through Zalo's OAuth and comes back to /oauth/callback.
import { useCallback, useState } from 'react';
import { useHref } from 'react-router-dom';
import { useSetRecoilState } from 'recoil';
import type { MiniAppUserInfo } from '../../miniapp';
import { sessionState } from '../auth';
import { appMiniApp } from './app-mini-app';
import { ZaloSignInError, type SignInFailure } from './sign-in-errors';
import { beginZaloOAuth } from './web-oauth';
import { fetchZaloWebConfig, signInWithZalo, signInWithZaloPhone } from './zalo-sign-in-api';

async function containerAccessToken(): Promise<string> {
  const accessToken = await appMiniApp().helpers.getAccessToken();
  if (!accessToken) throw new ZaloSignInError('token_unavailable');
  return accessToken;
}

export function useZaloSignIn() {
  const setSession = useSetRecoilState(sessionState);
  const callbackHref = useHref('/oauth/callback');
  const [working, setWorking] = useState(false);
  const [failure, setFailure] = useState<SignInFailure | null>(null);
  /** Inside Zalo, after the server answered that this Zalo account is linked to nobody. */
  const [phoneOffered, setPhoneOffered] = useState(false);
  /** That Zalo account's name and avatar, so the user sees which account would be linked. */
  const [zaloUser, setZaloUser] = useState<MiniAppUserInfo | null>(null);

  const run = useCallback(async (work: () => Promise<void>) => {
    setFailure(null);
    setWorking(true);
    try {
      await work();
    } catch (error) {
      setFailure(error instanceof ZaloSignInError ? error.reason : 'unknown');
      setWorking(false);
    }
  }, []);

  const start = useCallback(
    () =>
      run(async () => {
        if (appMiniApp().bridge.host === 'zalo') {
          try {
            const user = await signInWithZalo({ access_token: await containerAccessToken() });
            setSession({ loading: false, user, error: null });
          } catch (error) {
            if (error instanceof ZaloSignInError && error.reason === 'no_access') {
              setPhoneOffered(true);
              void appMiniApp().helpers.getUserInfo().then(setZaloUser);
            }
            throw error;
          }
          return;
        }
        const config = await fetchZaloWebConfig();
        if (!config) throw new ZaloSignInError('zalo_not_configured');
        const redirectUri = new URL(callbackHref, window.location.origin).toString();
        // The page leaves for Zalo: stay 'working' until it does.
        window.location.assign(await beginZaloOAuth(config, redirectUri, 'sign-in'));
      }),
    [callbackHref, run, setSession],
  );

  /** Shares the Zalo phone number (the user ticked the consent) and signs in on a match. */
  const sharePhone = useCallback(
    () =>
      run(async () => {
        const accessToken = await containerAccessToken();
        const phoneToken = await appMiniApp().helpers.getPhoneNumberToken();
        if (!phoneToken) throw new ZaloSignInError('phone_unavailable');
        const user = await signInWithZaloPhone({
          access_token: accessToken,
          phone_token: phoneToken,
          consent: true,
        });
        setSession({ loading: false, user, error: null });
      }),
    [run, setSession],
  );

  return { start, sharePhone, phoneOffered, zaloUser, working, failure };
}
