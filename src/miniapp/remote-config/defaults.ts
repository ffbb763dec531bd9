// Remote config keys and their defaults (spec §9). The `remote_config` table holds rows
// {key, value, type}; these keys are the ones the app reads:
//   enable_zalo_login, enable_google_login, enable_facebook_login  sign-in buttons
//   enable_welcome_page      send anonymous mini-app visitors to /zalo-welcome
//   enable_forgot_password   show the forgot-password link
//   maps_api_key             key for the maps service (empty: a keyless tile source)
//   maps_tile_url            the map's online tile URL template: Leaflet's {z} {x} {y} (and {s}
//                            {r}), plus {apiKey} for maps_api_key
//   maps_tile_attribution    plain-text credit of that tile provider (OpenStreetMap's own tile
//                            server always gets its required credit)
//   zalo_oa_id               the company's Zalo Official Account: 'Theo dõi OA' and 'Chat với
//                            hỗ trợ' in the mini app (empty: neither is shown)
export interface RemoteConfig {
  enable_zalo_login: boolean;
  enable_google_login: boolean;
  enable_facebook_login: boolean;
  enable_welcome_page: boolean;
  enable_forgot_password: boolean;
  maps_api_key: string;
  maps_tile_url: string;
  maps_tile_attribution: string;
  zalo_oa_id: string;
}

/** OpenStreetMap's keyless tile server: the map's tiles unless remote config names others. */
export const OPENSTREETMAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

export type RemoteConfigKey = keyof RemoteConfig;

/** The default maps key comes from the build (`VITE_MAPS_API_KEY`), never from source. */
function defaultMapsApiKey(): string {
  const fromBuild: unknown = import.meta.env?.VITE_MAPS_API_KEY;
  return typeof fromBuild === 'string' ? fromBuild : '';
}

export function remoteConfigDefaults(): RemoteConfig {
  return {
    enable_zalo_login: true,
    enable_google_login: true,
    enable_facebook_login: true,
    enable_welcome_page: true,
    enable_forgot_password: true,
    maps_api_key: defaultMapsApiKey(),
    maps_tile_url: OPENSTREETMAP_TILE_URL,
    maps_tile_attribution: '',
    zalo_oa_id: '',
  };
}
