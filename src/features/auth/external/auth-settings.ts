// The auth server's public settings (GET /auth/v1/settings, GoTrue's shape): here, which
// external providers it has configured. The same request works against a hosted Supabase project.
// Read on the sign-in page, which keeps react-query out of its download (issue 13): one request
// for every button that asks, its answer kept for the page's visits over the next ten minutes
// (shown at once, then read again once older), and one retry a second after a failure.
import { useEffect, useState } from 'react';
import { publicConfig } from '../../../services/config';

const SETTINGS_TIMEOUT_MS = 10_000;
export const SETTINGS_FRESH_MS = 10 * 60_000;
export const SETTINGS_RETRY_DELAY_MS = 1_000;

export async function fetchAuthSettings(): Promise<unknown> {
  const response = await fetch(`${publicConfig.supabaseUrl}/auth/v1/settings`, {
    headers: { apikey: publicConfig.supabaseAnonKey },
    signal: AbortSignal.timeout(SETTINGS_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`auth settings: HTTP ${response.status}`);
  return response.json();
}

let known: { readAt: number; settings: unknown } | undefined;
let reading: Promise<unknown> | undefined;

const retryLater = () =>
  new Promise<unknown>((resolve) => setTimeout(resolve, SETTINGS_RETRY_DELAY_MS)).then(
    fetchAuthSettings,
  );

function readAuthSettings(): Promise<unknown> {
  reading ??= fetchAuthSettings()
    .catch(retryLater)
    .then((settings) => {
      known = { readAt: Date.now(), settings };
      return settings;
    })
    .finally(() => {
      reading = undefined;
    });
  return reading;
}

/** The settings, or undefined while loading or when they could not be read. */
export function useAuthSettings(): unknown {
  const [settings, setSettings] = useState(() => known?.settings);
  useEffect(() => {
    if (known && Date.now() - known.readAt < SETTINGS_FRESH_MS) return;
    let mounted = true;
    readAuthSettings().then(
      (read) => {
        if (mounted) setSettings(read);
      },
      (error: unknown) => console.warn('Auth settings could not be read', error),
    );
    return () => {
      mounted = false;
    };
  }, []);
  return settings;
}
