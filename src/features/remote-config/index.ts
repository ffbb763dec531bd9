export { OPENSTREETMAP_TILE_URL, remoteConfigDefaults, type RemoteConfig } from '../../miniapp';
export { REMOTE_CONFIG_WAIT_MS, RemoteConfigLoader } from './remote-config-loader';
export { remoteConfigSettledState, remoteConfigState } from './remote-config-state';
export { supabaseRemoteConfigSource, type RemoteConfigClient } from './remote-config-source';
