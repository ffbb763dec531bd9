import { atom } from 'recoil';
import { remoteConfigDefaults, type RemoteConfig } from '../../miniapp';

/** The remote config in force (spec §3/§9); the defaults until the table has been read. */
export const remoteConfigState = atom<RemoteConfig>({
  key: 'remote-config',
  default: remoteConfigDefaults(),
});

/**
 * Whether the first load has ended (read, failed, or waited for long enough): until then the
 * values are only the defaults, and a decision that depends on them (where an anonymous mini-app
 * visitor is sent) waits instead of showing one page and moving to another a moment later.
 */
export const remoteConfigSettledState = atom<boolean>({
  key: 'remote-config-settled',
  default: false,
});
