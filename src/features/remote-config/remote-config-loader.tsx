// Loads remote config once at start-up (spec §4). Failures keep the defaults (spec §8); the
// live refetch on table changes comes with the realtime work.
import { useEffect } from 'react';
import { useSetRecoilState } from 'recoil';
import { supabase } from '../../services/supabase';
import { parseRemoteConfig, sameRemoteConfig, type RemoteConfigRow } from './remote-config';
import { remoteConfigState } from './remote-config-state';

export function RemoteConfigLoader() {
  const setConfig = useSetRecoilState(remoteConfigState);

  useEffect(() => {
    let active = true;
    supabase
      .from('remote_config')
      .select('*')
      .then(({ data, error }) => {
        if (!active) return;
        if (error) {
          console.warn('Remote config unavailable, using defaults:', error.message);
          return;
        }
        const next = parseRemoteConfig((data ?? []) as RemoteConfigRow[]);
        // Listeners only hear about values that actually changed.
        setConfig((current) => (sameRemoteConfig(current, next) ? current : next));
      });
    return () => {
      active = false;
    };
  }, [setConfig]);

  return null;
}
