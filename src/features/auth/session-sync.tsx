// Keeps the Recoil session atom in step with supabase-js (spec §4): the initial session check,
// then every auth event. It also registers what the product-API client does on a 401 (§8).
import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import { useEffect } from 'react';
import { useHref } from 'react-router-dom';
import { useSetRecoilState } from 'recoil';
import { setUnauthorizedHandling } from '../../services/api-client';
import { supabase } from '../../services/supabase';
import { clearAppData } from './app-data';
import { authErrorMessage, isUnrecoverableRefreshError } from './lib/auth-error-message';
import { sessionState, type SessionState } from './session-state';
import { signInInProgress } from './sign-in';

/** The session atom after an auth event; null leaves it as it is. */
export function sessionAfterEvent(
  event: AuthChangeEvent,
  session: Session | null,
  current: SessionState,
): SessionState | null {
  switch (event) {
    case 'SIGNED_IN':
      // A sign-in still running the external-user check publishes its user itself.
      if (signInInProgress()) return null;
      return { loading: false, user: session?.user ?? null, error: null };
    case 'INITIAL_SESSION':
    case 'PASSWORD_RECOVERY':
    case 'MFA_CHALLENGE_VERIFIED':
      return { loading: false, user: session?.user ?? null, error: null };
    case 'TOKEN_REFRESHED':
    case 'USER_UPDATED':
      return { ...current, loading: false, user: session?.user ?? current.user };
    case 'SIGNED_OUT':
      // Also what supabase-js reports after an unrecoverable refresh failure.
      return { ...current, loading: false, user: null };
    default:
      return null;
  }
}

/**
 * The 401 steps of spec §8 for the product-API client. The sign-in page is loaded afresh, which
 * also drops whatever app data lived in memory; an in-app navigation would race the session
 * guard and show /login twice.
 */
function useApiUnauthorizedHandling() {
  const loginHref = useHref('/login');
  useEffect(
    () =>
      setUnauthorizedHandling({
        clearAppData,
        redirectToLogin: () => window.location.replace(loginHref),
      }),
    [loginHref],
  );
}

export function SessionSync() {
  const setSession = useSetRecoilState(sessionState);
  useApiUnauthorizedHandling();

  useEffect(() => {
    let active = true;
    supabase.auth
      .getSession()
      .then(async ({ data, error }) => {
        if (error && isUnrecoverableRefreshError(error)) {
          // A stored session whose refresh token is gone for good: remove it.
          await supabase.auth.signOut({ scope: 'local' });
        }
        if (!active) return;
        setSession({
          loading: false,
          user: data.session?.user ?? null,
          error: error ? authErrorMessage(error) : null,
        });
      })
      .catch((error: unknown) => {
        if (!active) return;
        setSession({ loading: false, user: null, error: authErrorMessage(error) });
      });
    const { data } = supabase.auth.onAuthStateChange((event, session) => {
      if (!active) return;
      setSession((current) => sessionAfterEvent(event, session, current) ?? current);
    });
    return () => {
      active = false;
      data.subscription.unsubscribe();
    };
  }, [setSession]);

  return null;
}
