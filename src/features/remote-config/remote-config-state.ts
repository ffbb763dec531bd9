import { atom } from 'recoil';
import { remoteConfigDefaults, type RemoteConfig } from '../../miniapp';

/** The remote config in force (spec §3/§9); the defaults until the table has been read. */
export const remoteConfigState = atom<RemoteConfig>({
  key: 'remote-config',
  default: remoteConfigDefaults(),
});
