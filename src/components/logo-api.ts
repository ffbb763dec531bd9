// GET /customers/logo → {logo, powered_by} (spec §7). URLs are used only when non-empty and
// valid (spec §5); otherwise they count as absent.
import { apiClient } from '../services/api-client';

export interface LogoUrls {
  logo: string | null;
  poweredBy: string | null;
}

export function validImageUrl(value: unknown, base: string): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  try {
    const url = new URL(value.trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:' || url.protocol === 'data:'
      ? url.href
      : null;
  } catch {
    return null;
  }
}

export async function fetchLogo(signal?: AbortSignal): Promise<LogoUrls> {
  const body = await apiClient.get<{ logo?: unknown; powered_by?: unknown }>(
    '/customers/logo',
    signal,
  );
  const base = window.location.href;
  return { logo: validImageUrl(body.logo, base), poweredBy: validImageUrl(body.powered_by, base) };
}
