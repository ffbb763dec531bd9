// Remote config for the app (spec §4): loaded once at start-up, refetched on every change of
// the table, failures giving the defaults (spec §8). The store tells only real changes, and
// the Recoil atom follows it, so screens re-render only when a value really changed. The first
// load is waited for at most REMOTE_CONFIG_WAIT_MS: then the defaults stand until it ends.
import { useEffect } from 'react';
import { useSetRecoilState } from 'recoil';
import { sameRemoteConfig, type RemoteConfigStore } from '../../miniapp';
import { appRemoteConfigStore } from './app-remote-config';
import { remoteConfigSettledState, remoteConfigState } from './remote-config-state';

/** How long a decision that depends on remote config waits for the first load. */
export const REMOTE_CONFIG_WAIT_MS = 2000;

export function RemoteConfigLoader({ store }: { store?: RemoteConfigStore }) {
  const setConfig = useSetRecoilState(remoteConfigState);
  const setSettled = useSetRecoilState(remoteConfigSettledState);

  useEffect(() => {
    const source = store ?? appRemoteConfigStore();
    const unsubscribe = source.subscribe(setConfig);
    // A remount finds the store already loaded: take its values if they differ.
    const loaded = source.get();
    setConfig((current) => (sameRemoteConfig(current, loaded) ? current : loaded));
    const settle = () => setSettled(true);
    const waited = setTimeout(settle, REMOTE_CONFIG_WAIT_MS);
    // A failed load gives the defaults: settled all the same.
    void source.load().finally(settle);
    return () => {
      clearTimeout(waited);
      unsubscribe();
      source.stop();
    };
  }, [store, setConfig, setSettled]);

  return null;
}
