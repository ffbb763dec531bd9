import { createRemoteConfigStore, type RemoteConfigStore } from '../../miniapp';
import { supabase } from '../../services/supabase';
import { supabaseRemoteConfigSource } from './remote-config-source';

let store: RemoteConfigStore | undefined;

/** The app's one remote-config store, over the supabase client; created on first use. */
export function appRemoteConfigStore(): RemoteConfigStore {
  store ??= createRemoteConfigStore(supabaseRemoteConfigSource(supabase));
  return store;
}
