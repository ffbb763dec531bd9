// Remote config over supabase-js: one select at start, a refetch on every realtime change of
// the table, listeners told only about real changes, and the defaults on any failure.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { supabaseRemoteConfigSource } from '../../../../src/features/remote-config';
import {
  createRemoteConfigStore,
  remoteConfigDefaults,
  type RemoteConfigRow,
} from '../../../../src/miniapp';
import { fakeSupabase, settle } from './fake-supabase';

const flag = (key: string, value: 'true' | 'false'): RemoteConfigRow => ({
  key,
  value,
  type: 'boolean',
});

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());

describe('supabaseRemoteConfigSource', () => {
  it('selects the rows and listens to every postgres change of public.remote_config', async () => {
    const db = fakeSupabase([flag('enable_zalo_login', 'false')]);
    const source = supabaseRemoteConfigSource(db.client);
    await expect(source.fetchRows()).resolves.toEqual([flag('enable_zalo_login', 'false')]);
    expect(db.selects).toEqual([{ table: 'remote_config', columns: 'key, value, type' }]);

    const onChange = vi.fn();
    const stop = source.subscribeToChanges(onChange);
    expect(db.channels[0]?.filter).toEqual({
      event: '*',
      schema: 'public',
      table: 'remote_config',
    });
    db.update([]);
    expect(onChange).toHaveBeenCalledTimes(1);
    stop();
    expect(db.channels[0]?.removed).toBe(true);
  });

  it('refetches each time the channel joins: a change made before a join sends no event', () => {
    const db = fakeSupabase([]);
    const onChange = vi.fn();
    supabaseRemoteConfigSource(db.client).subscribeToChanges(onChange);
    expect(onChange).not.toHaveBeenCalled();
    db.status('SUBSCRIBED');
    expect(onChange).toHaveBeenCalledTimes(1);
    db.status('CHANNEL_ERROR');
    expect(onChange).toHaveBeenCalledTimes(1);
    db.status('SUBSCRIBED');
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('shows a change made after the first read but before the channel joined', async () => {
    const db = fakeSupabase([flag('enable_google_login', 'true')]);
    const store = createRemoteConfigStore(supabaseRemoteConfigSource(db.client));
    await store.load();
    expect(store.get().enable_google_login).toBe(true);
    db.setRows([flag('enable_google_login', 'false')]);
    db.status('SUBSCRIBED');
    await settle();
    expect(store.get().enable_google_login).toBe(false);
  });

  it('turns a select error into a failure', async () => {
    const db = fakeSupabase([]);
    db.failNext('JWT expired');
    await expect(supabaseRemoteConfigSource(db.client).fetchRows()).rejects.toThrow('JWT expired');
  });
});

describe('the remote config store on the realtime source', () => {
  it('loads once, refetches on each change, and tells listeners only about real changes', async () => {
    const db = fakeSupabase([flag('enable_welcome_page', 'true')]);
    const store = createRemoteConfigStore(supabaseRemoteConfigSource(db.client));
    const listener = vi.fn();
    store.subscribe(listener);
    await store.load();
    await store.load();
    expect(db.selects).toHaveLength(1);
    expect(listener).not.toHaveBeenCalled();

    db.update([flag('enable_welcome_page', 'false')]);
    await settle();
    expect(db.selects).toHaveLength(2);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenLastCalledWith({
      ...remoteConfigDefaults(),
      enable_welcome_page: false,
    });

    // Same values again (another key rewritten to what it was): refetched, nobody told.
    db.update([flag('enable_welcome_page', 'false'), flag('enable_google_login', 'true')]);
    await settle();
    expect(db.selects).toHaveLength(3);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('falls back to the defaults when a refetch fails, and recovers on the next change', async () => {
    const db = fakeSupabase([flag('enable_zalo_login', 'false')]);
    const store = createRemoteConfigStore(supabaseRemoteConfigSource(db.client));
    const listener = vi.fn();
    store.subscribe(listener);
    await store.load();
    expect(store.get().enable_zalo_login).toBe(false);
    expect(listener).toHaveBeenCalledTimes(1);

    db.failNext('network down');
    await settle();
    expect(store.get()).toEqual(remoteConfigDefaults());
    expect(listener).toHaveBeenLastCalledWith(remoteConfigDefaults());

    db.update([flag('enable_zalo_login', 'false')]);
    await settle();
    expect(store.get().enable_zalo_login).toBe(false);
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('stop() removes the channel', async () => {
    const db = fakeSupabase([]);
    const store = createRemoteConfigStore(supabaseRemoteConfigSource(db.client));
    await store.load();
    store.stop();
    expect(db.channels.every((channel) => channel.removed)).toBe(true);
    db.update([flag('enable_zalo_login', 'false')]);
    await settle();
    expect(db.selects).toHaveLength(1);
  });
});
