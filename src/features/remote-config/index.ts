export { DEFAULT_REMOTE_CONFIG, parseRemoteConfig, type RemoteConfig } from './remote-config';
export { remoteConfigState } from './remote-config-state';
export { RemoteConfigLoader } from './remote-config-loader';
