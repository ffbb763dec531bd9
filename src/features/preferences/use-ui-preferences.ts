import { useCallback, useEffect, useState } from 'react';
import { useRecoilState } from 'recoil';
import { resolveTheme, writeUiPreference, type UiPreferences } from '../../lib/ui-preferences';
import { uiPreferencesState } from './preferences-state';

export function useUiPreferences() {
  const [preferences, setPreferences] = useRecoilState(uiPreferencesState);
  const setPreference = useCallback(
    <K extends keyof UiPreferences>(key: K, value: UiPreferences[K]) => {
      writeUiPreference(localStorage, key, value);
      setPreferences((current) => ({ ...current, [key]: value }));
    },
    [setPreferences],
  );
  return [preferences, setPreference] as const;
}

const DARK_QUERY = '(prefers-color-scheme: dark)';

function systemPrefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches;
}

/**
 * The theme actually shown: the preference, with 'system' following the OS setting live. It is
 * also written on <html data-theme> so the CSS tokens switch with it.
 */
export function useAppliedTheme(): 'light' | 'dark' {
  const [preferences] = useRecoilState(uiPreferencesState);
  const [prefersDark, setPrefersDark] = useState(systemPrefersDark);

  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(DARK_QUERY);
    const onChange = () => setPrefersDark(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  const theme = resolveTheme(preferences.theme, prefersDark);
  useEffect(() => {
    const root = document.documentElement;
    root.dataset.theme = theme;
    root.dataset.semidark = String(preferences.semidark);
    root.dir = preferences.rtlClass;
    root.style.colorScheme = theme;
  }, [theme, preferences.semidark, preferences.rtlClass]);
  return theme;
}
