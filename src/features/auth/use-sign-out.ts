// Sign-out (spec §4, §7): one at a time (a second click is ignored while one runs); all stored
// data is cleared first (server cache, local storage except the UI preferences and language),
// then the session is revoked on the auth service, whose 401/403/404 replies mean it is gone
// already and are ignored; then the sign-in page, or the Zalo welcome page inside the mini app
// when remote config enables it (the caller passes that path, see routes/access.ts).
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSetRecoilState } from 'recoil';
import { supabase } from '../../services/supabase';
import { clearAppData } from './app-data';
import { sessionState } from './session-state';

/** Sign-out replies that mean the session is already gone (spec §7). */
const IGNORED_SIGN_OUT_STATUSES = [401, 403, 404];

async function revokeSession(accessToken: string): Promise<void> {
  try {
    // The session was read before storage was cleared, so it is revoked by its token.
    const { error } = await supabase.auth.admin.signOut(accessToken);
    if (error && !IGNORED_SIGN_OUT_STATUSES.includes(error.status ?? 0)) {
      console.warn('Failed to sign out', error.message);
    }
  } catch (error) {
    console.warn('Failed to sign out', error);
  }
}

export function useSignOut(signInPath = '/login') {
  const navigate = useNavigate();
  const setSession = useSetRecoilState(sessionState);
  const inProgress = useRef(false);
  const [signingOut, setSigningOut] = useState(false);

  const signOut = useCallback(async () => {
    if (inProgress.current) return;
    inProgress.current = true;
    setSigningOut(true);
    setSession((current) => ({ ...current, loading: true }));
    try {
      const { data } = await supabase.auth.getSession();
      clearAppData();
      if (data.session) await revokeSession(data.session.access_token);
    } catch (error) {
      clearAppData();
      console.warn('Failed to sign out', error);
    } finally {
      setSession({ loading: false, user: null, error: null });
      inProgress.current = false;
      setSigningOut(false);
      navigate(signInPath, { replace: true });
    }
  }, [navigate, setSession, signInPath]);

  return { signOut, signingOut };
}
