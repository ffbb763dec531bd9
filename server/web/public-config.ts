// The public runtime configuration the web app reads from window.__GREENWATCH_CONFIG__
// (src/services/config.ts). Only values safe to show any visitor belong here.
export interface PublicConfig {
  /** Base URL of the Supabase(-compatible) service; defaults to the page's origin. */
  supabaseUrl?: string;
  /** The anonymous client key (spec §6: the only backend key the client uses). */
  supabaseAnonKey: string;
  /** Base URL of the product API; defaults to `${origin}/api`. */
  apiUrl?: string;
}
