// Remote configuration (spec §3/§9): rows {key, value, type} from the remote_config table,
// read over the defaults. A boolean row carries the text 'true' or 'false'. Unknown keys are
// ignored and bad values fall back to the default (spec §8).

export interface RemoteConfig {
  zaloLoginEnabled: boolean;
  googleLoginEnabled: boolean;
  facebookLoginEnabled: boolean;
  welcomePageEnabled: boolean;
  forgotPasswordEnabled: boolean;
  mapsApiKey: string;
}

export const DEFAULT_REMOTE_CONFIG: RemoteConfig = {
  zaloLoginEnabled: true,
  googleLoginEnabled: true,
  facebookLoginEnabled: true,
  welcomePageEnabled: true,
  forgotPasswordEnabled: true,
  mapsApiKey: '{key}',
};

/** Table keys (snake_case) mapped to config fields. */
export const REMOTE_CONFIG_KEYS: Record<string, keyof RemoteConfig> = {
  enable_zalo_login: 'zaloLoginEnabled',
  enable_google_login: 'googleLoginEnabled',
  enable_facebook_login: 'facebookLoginEnabled',
  enable_welcome_page: 'welcomePageEnabled',
  enable_forgot_password: 'forgotPasswordEnabled',
  maps_api_key: 'mapsApiKey',
};

export interface RemoteConfigRow {
  key: string;
  value: string | null;
  type?: string | null;
}

export function parseRemoteConfig(rows: readonly RemoteConfigRow[]): RemoteConfig {
  const config: RemoteConfig = { ...DEFAULT_REMOTE_CONFIG };
  for (const row of rows) {
    const field = REMOTE_CONFIG_KEYS[row.key];
    if (!field || row.value === null) continue;
    if (typeof DEFAULT_REMOTE_CONFIG[field] === 'boolean') {
      if (row.value === 'true' || row.value === 'false') {
        (config as unknown as Record<string, unknown>)[field] = row.value === 'true';
      }
    } else if (row.value.trim() !== '') {
      (config as unknown as Record<string, unknown>)[field] = row.value;
    }
  }
  return config;
}

export function sameRemoteConfig(a: RemoteConfig, b: RemoteConfig): boolean {
  return (Object.keys(a) as Array<keyof RemoteConfig>).every((key) => a[key] === b[key]);
}
