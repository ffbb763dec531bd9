// Remote config for the app (spec §4): loaded once at start-up, refetched on every change of
// the table, failures giving the defaults (spec §8). The store tells only real changes, and
// the Recoil atom follows it, so screens re-render only when a value really changed.
import { useEffect } from 'react';
import { useSetRecoilState } from 'recoil';
import { sameRemoteConfig, type RemoteConfigStore } from '../../miniapp';
import { appRemoteConfigStore } from './app-remote-config';
import { remoteConfigState } from './remote-config-state';

export function RemoteConfigLoader({ store }: { store?: RemoteConfigStore }) {
  const setConfig = useSetRecoilState(remoteConfigState);

  useEffect(() => {
    const source = store ?? appRemoteConfigStore();
    const unsubscribe = source.subscribe(setConfig);
    // A remount finds the store already loaded: take its values if they differ.
    const loaded = source.get();
    setConfig((current) => (sameRemoteConfig(current, loaded) ? current : loaded));
    void source.load();
    return () => {
      unsubscribe();
      source.stop();
    };
  }, [store, setConfig]);

  return null;
}
