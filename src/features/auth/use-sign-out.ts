// Sign-out for the shell (spec §4): one at a time, supabase sign-out (401/403/404 replies are
// ignored by treating any failure as signed out locally), local storage cleared except the UI
// preferences and language, then the sign-in page (or the Zalo welcome page in the mini app).
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSetRecoilState } from 'recoil';
import { supabase } from '../../services/supabase';
import { sessionState } from './session-state';

export const KEPT_STORAGE_KEYS = [
  'theme',
  'menu',
  'layout',
  'rtlClass',
  'animation',
  'navbar',
  'semidark',
  'sidebar',
  'i18nextLng',
] as const;

export function clearStorageExcept(storage: Storage, kept: readonly string[]): void {
  const doomed: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key !== null && !kept.includes(key)) doomed.push(key);
  }
  doomed.forEach((key) => storage.removeItem(key));
}

export function useSignOut(signInPath = '/login') {
  const navigate = useNavigate();
  const setSession = useSetRecoilState(sessionState);
  const inProgress = useRef(false);
  const [signingOut, setSigningOut] = useState(false);

  const signOut = useCallback(async () => {
    if (inProgress.current) return; // a second click is ignored while one runs
    inProgress.current = true;
    setSigningOut(true);
    setSession((current) => ({ ...current, loading: true }));
    try {
      const { error } = await supabase.auth.signOut();
      if (error) console.warn('Failed to sign out', error.message);
    } catch (error) {
      console.warn('Failed to sign out', error);
    } finally {
      clearStorageExcept(localStorage, KEPT_STORAGE_KEYS);
      setSession({ loading: false, user: null, error: null });
      inProgress.current = false;
      setSigningOut(false);
      navigate(signInPath, { replace: true });
    }
  }, [navigate, setSession, signInPath]);

  return { signOut, signingOut };
}
