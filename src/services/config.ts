// Runtime public configuration. The server injects window.__GREENWATCH_CONFIG__ into index.html
// (server/web/serve-web-app.ts) so one bundle runs against any backend; a Vite build can also
// bake values in through VITE_* variables. Only public values live here (anon key, URLs).

export interface RuntimePublicConfig {
  supabaseUrl?: string;
  supabaseAnonKey: string;
  apiUrl?: string;
}

export interface PublicConfig {
  supabaseUrl: string;
  supabaseAnonKey: string;
  apiUrl: string;
  productName: string;
}

declare global {
  interface Window {
    __GREENWATCH_CONFIG__?: Partial<RuntimePublicConfig>;
  }
}

interface ConfigSources {
  injected?: Partial<RuntimePublicConfig>;
  env: Record<string, string | undefined>;
  origin: string;
}

const nonEmpty = (value: string | undefined): string | undefined =>
  value && value.trim() !== '' ? value.trim() : undefined;

const withoutTrailingSlash = (url: string): string => url.replace(/\/+$/, '');

/** Injected values win over build-time VITE_* values; URLs default to the page's origin. */
export function resolvePublicConfig({ injected, env, origin }: ConfigSources): PublicConfig {
  const supabaseUrl = nonEmpty(injected?.supabaseUrl) ?? nonEmpty(env.VITE_SUPABASE_URL) ?? origin;
  const apiUrl = nonEmpty(injected?.apiUrl) ?? nonEmpty(env.VITE_API_URL) ?? `${origin}/api`;
  return {
    supabaseUrl: withoutTrailingSlash(supabaseUrl),
    supabaseAnonKey:
      nonEmpty(injected?.supabaseAnonKey) ?? nonEmpty(env.VITE_SUPABASE_ANON_KEY) ?? '',
    apiUrl: withoutTrailingSlash(apiUrl),
    productName: nonEmpty(env.VITE_PRODUCT_NAME) ?? 'GreenWatch',
  };
}

export const publicConfig: PublicConfig = resolvePublicConfig({
  injected: typeof window === 'undefined' ? undefined : window.__GREENWATCH_CONFIG__,
  env: import.meta.env as Record<string, string | undefined>,
  origin: typeof window === 'undefined' ? 'http://localhost' : window.location.origin,
});
