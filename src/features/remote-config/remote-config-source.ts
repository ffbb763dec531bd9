// Where remote config comes from in the app: the `remote_config` table through supabase-js,
// read with a select and watched with a realtime channel on its postgres changes (spec §7).
import type { SupabaseClient } from '@supabase/supabase-js';
import type { RemoteConfigSource } from '../../miniapp';

export const REMOTE_CONFIG_TABLE = 'remote_config';

export type RemoteConfigClient = Pick<SupabaseClient, 'from' | 'channel' | 'removeChannel'>;

let channelCount = 0;

export function supabaseRemoteConfigSource(client: RemoteConfigClient): RemoteConfigSource {
  return {
    async fetchRows() {
      const { data, error } = await client.from(REMOTE_CONFIG_TABLE).select('key, value, type');
      if (error) throw new Error(`remote_config select failed: ${error.message}`);
      return data;
    },
    subscribeToChanges(onChange) {
      channelCount += 1;
      const channel = client
        .channel(`remote-config-${channelCount}`)
        .on('postgres_changes', { event: '*', schema: 'public', table: REMOTE_CONFIG_TABLE }, () =>
          onChange(),
        )
        // A change made before the channel joined sends no event: the first read, sent at the
        // same time, may have seen the table before it, and a rejoin after a lost connection
        // may have missed changes. Read the table again each time the channel joins.
        .subscribe((status) => {
          if (status === 'SUBSCRIBED') onChange();
        });
      return () => {
        void client.removeChannel(channel);
      };
    },
  };
}
