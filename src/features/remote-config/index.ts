export { OPENSTREETMAP_TILE_URL, remoteConfigDefaults, type RemoteConfig } from '../../miniapp';
export { RemoteConfigLoader } from './remote-config-loader';
export { remoteConfigState } from './remote-config-state';
export { supabaseRemoteConfigSource, type RemoteConfigClient } from './remote-config-source';
