// The auth server's public settings (GET /auth/v1/settings, GoTrue's shape): here, which
// external providers it has configured. The same request works against a hosted Supabase project.
import { useQuery } from '@tanstack/react-query';
import { publicConfig } from '../../../services/config';

const SETTINGS_TIMEOUT_MS = 10_000;

export async function fetchAuthSettings(): Promise<unknown> {
  const response = await fetch(`${publicConfig.supabaseUrl}/auth/v1/settings`, {
    headers: { apikey: publicConfig.supabaseAnonKey },
    signal: AbortSignal.timeout(SETTINGS_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`auth settings: HTTP ${response.status}`);
  return response.json();
}

/** The settings, or undefined while loading or when they could not be read. */
export function useAuthSettings(): unknown {
  return useQuery({
    queryKey: ['auth', 'settings'],
    queryFn: fetchAuthSettings,
    staleTime: 10 * 60_000,
  }).data;
}
