import { atom } from 'recoil';
import { DEFAULT_REMOTE_CONFIG, type RemoteConfig } from './remote-config';

export const remoteConfigState = atom<RemoteConfig>({
  key: 'remote-config',
  default: DEFAULT_REMOTE_CONFIG,
});
