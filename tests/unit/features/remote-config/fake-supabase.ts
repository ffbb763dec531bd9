import type { RemoteConfigClient } from '../../../../src/features/remote-config';
import type { RemoteConfigRow } from '../../../../src/miniapp';

type StatusCallback = (status: string) => void;

/**
 * A stand-in for supabase-js limited to what remote config uses: `from(table).select()` over
 * an in-memory remote_config table, and realtime channels whose postgres_changes listeners
 * fire when the test changes the table (as the server's realtime would).
 */
export function fakeSupabase(initial: RemoteConfigRow[]) {
  let rows = initial;
  let failure: string | undefined;
  const selects: Array<{ table: string; columns: string }> = [];
  const channels: Array<{
    name: string;
    filter?: Record<string, string>;
    onChange?: () => void;
    onStatus?: StatusCallback;
    removed: boolean;
  }> = [];

  const client = {
    from: (table: string) => ({
      select: async (columns: string) => {
        selects.push({ table, columns });
        return failure
          ? { data: null, error: { message: failure } }
          : { data: structuredClone(rows), error: null };
      },
    }),
    channel: (name: string) => {
      const channel: (typeof channels)[number] = { name, removed: false };
      channels.push(channel);
      const api = {
        on: (_type: string, filter: Record<string, string>, listener: () => void) => {
          channel.filter = filter;
          channel.onChange = listener;
          return api;
        },
        subscribe: (onStatus: StatusCallback) => {
          channel.onStatus = onStatus;
          return api;
        },
        channel,
      };
      return api;
    },
    removeChannel: async (api: { channel: (typeof channels)[number] }) => {
      api.channel.removed = true;
      return 'ok';
    },
  };

  const live = () => channels.filter((channel) => !channel.removed);
  return {
    client: client as unknown as RemoteConfigClient,
    selects,
    channels,
    /** Changes the table and tells every live channel, as a realtime change would. */
    update(next: RemoteConfigRow[]) {
      rows = next;
      failure = undefined;
      live().forEach((channel) => channel.onChange?.());
    },
    /** Changes the table without telling any channel: a change made before a channel joined. */
    setRows(next: RemoteConfigRow[]) {
      rows = next;
    },
    /** The next selects fail (e.g. the network is down), and a change is signalled. */
    failNext(message: string) {
      failure = message;
      live().forEach((channel) => channel.onChange?.());
    },
    status(status: string) {
      live().forEach((channel) => channel.onStatus?.(status));
    },
  };
}

export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
