// Keeps the Recoil session atom in step with supabase-js: the initial session check, then every
// auth event (signed in/out, token refreshed, user updated, password recovery, ...).
import { useEffect } from 'react';
import { useSetRecoilState } from 'recoil';
import { supabase } from '../../services/supabase';
import { sessionState } from './session-state';

export function SessionSync() {
  const setSession = useSetRecoilState(sessionState);

  useEffect(() => {
    let active = true;
    supabase.auth
      .getSession()
      .then(({ data, error }) => {
        if (!active) return;
        setSession({
          loading: false,
          user: data.session?.user ?? null,
          error: error?.message ?? null,
        });
      })
      .catch((error: unknown) => {
        if (!active) return;
        setSession({
          loading: false,
          user: null,
          error: error instanceof Error ? error.message : String(error),
        });
      });
    const { data } = supabase.auth.onAuthStateChange((_event, session) => {
      if (!active) return;
      setSession((current) => ({ ...current, loading: false, user: session?.user ?? null }));
    });
    return () => {
      active = false;
      data.subscription.unsubscribe();
    };
  }, [setSession]);

  return null;
}
