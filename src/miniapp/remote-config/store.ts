import { remoteConfigDefaults, type RemoteConfig } from './defaults';
import { parseRemoteConfig, sameRemoteConfig } from './parse';

export type RemoteConfigListener = (config: RemoteConfig) => void;

export interface RemoteConfigSource {
  /** Reads every row of `remote_config` (the app passes a supabase-js select). */
  fetchRows: () => Promise<unknown>;
  /**
   * Calls `onChange` on every change of the table (the app passes a supabase-js realtime
   * channel) and returns how to stop listening.
   */
  subscribeToChanges: (onChange: () => void) => () => void;
}

export interface RemoteConfigStore {
  /** Current values: the defaults until the first load finishes. */
  get(): RemoteConfig;
  /** Loads once and starts listening for changes; later calls return the same promise. */
  load(): Promise<RemoteConfig>;
  /** Refetches now; resolves with the values in force afterwards. */
  reload(): Promise<RemoteConfig>;
  /** Listeners hear only real changes of a value. Returns the unsubscribe function. */
  subscribe(listener: RemoteConfigListener): () => void;
  /** Stops the change subscription; a later `load()` subscribes and fetches again. */
  stop(): void;
}

/**
 * Remote config of spec §4/§9: loaded once at start, refetched on each change signal, any
 * fetch or parse failure gives the defaults. Reloads never overlap: a signal arriving during a
 * fetch queues exactly one more fetch, so the last state of the table always wins.
 */
export function createRemoteConfigStore(
  source: RemoteConfigSource,
  defaults: RemoteConfig = remoteConfigDefaults(),
): RemoteConfigStore {
  let current: RemoteConfig = { ...defaults };
  const listeners = new Set<RemoteConfigListener>();
  let loading: Promise<RemoteConfig> | undefined;
  let running: Promise<RemoteConfig> | undefined;
  let again = false;
  let unsubscribe: (() => void) | undefined;

  function apply(next: RemoteConfig): void {
    if (sameRemoteConfig(current, next)) return;
    current = next;
    for (const listener of [...listeners]) listener({ ...current });
  }

  async function fetchOnce(): Promise<void> {
    try {
      apply(parseRemoteConfig(await source.fetchRows(), defaults));
    } catch (error) {
      console.warn('Remote config unavailable, using defaults', error);
      apply({ ...defaults });
    }
  }

  function reload(): Promise<RemoteConfig> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await fetchOnce();
      } while (again);
      running = undefined;
      return { ...current };
    })();
    return running;
  }

  return {
    get: () => ({ ...current }),
    load() {
      loading ??= (async () => {
        try {
          unsubscribe = source.subscribeToChanges(() => void reload());
        } catch (error) {
          console.warn('Remote config change subscription failed', error);
        }
        return reload();
      })();
      return loading;
    },
    reload,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stop() {
      unsubscribe?.();
      unsubscribe = undefined;
      loading = undefined;
    },
  };
}
