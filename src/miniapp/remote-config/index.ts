export {
  OPENSTREETMAP_TILE_URL,
  remoteConfigDefaults,
  type RemoteConfig,
  type RemoteConfigKey,
} from './defaults';
export {
  parseRemoteConfig,
  RemoteConfigParseError,
  sameRemoteConfig,
  type RemoteConfigRow,
} from './parse';
export {
  createRemoteConfigStore,
  type RemoteConfigListener,
  type RemoteConfigSource,
  type RemoteConfigStore,
} from './store';
