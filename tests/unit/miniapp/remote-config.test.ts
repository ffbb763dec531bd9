import { describe, expect, it, vi } from 'vitest';
import { REMOTE_CONFIG_DEFAULTS } from '../../../server/seed/reference-data';
import {
  createRemoteConfigStore,
  parseRemoteConfig,
  remoteConfigDefaults,
  RemoteConfigParseError,
  type RemoteConfig,
  type RemoteConfigRow,
} from '../../../src/miniapp';

const defaults: RemoteConfig = {
  enable_zalo_login: true,
  enable_google_login: true,
  enable_facebook_login: true,
  enable_welcome_page: true,
  enable_forgot_password: true,
  maps_api_key: 'default-key',
  maps_tile_url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  maps_tile_attribution: '',
  zalo_oa_id: '',
};

const row = (key: string, value: string, type = 'boolean'): RemoteConfigRow => ({
  key,
  value,
  type,
});

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((res) => (resolve = res));
  return { promise, resolve };
}

/** A fake `remote_config` table with a change signal, as supabase-js would give. */
function fakeTable(initial: RemoteConfigRow[]) {
  let rows: unknown = initial;
  let failure: Error | undefined;
  let onChange: (() => void) | undefined;
  const fetchRows = vi.fn(async () => {
    if (failure) throw failure;
    return rows;
  });
  const unsubscribe = vi.fn(() => {
    onChange = undefined;
  });
  return {
    source: {
      fetchRows,
      subscribeToChanges: (listener: () => void) => {
        onChange = listener;
        return unsubscribe;
      },
    },
    fetchRows,
    unsubscribe,
    change(next: unknown) {
      rows = next;
      failure = undefined;
      onChange?.();
    },
    fail(error: Error) {
      failure = error;
      onChange?.();
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('remote config defaults', () => {
  it('enable every sign-in, the welcome page and forgot-password by default', () => {
    expect(remoteConfigDefaults()).toEqual({
      enable_zalo_login: true,
      enable_google_login: true,
      enable_facebook_login: true,
      enable_welcome_page: true,
      enable_forgot_password: true,
      maps_api_key: expect.any(String),
      maps_tile_url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      maps_tile_attribution: '',
      zalo_oa_id: '',
    });
  });

  it('match the rows the server seeds, so a fresh install and a failed load agree', () => {
    const defaults = remoteConfigDefaults();
    for (const seeded of REMOTE_CONFIG_DEFAULTS) {
      if (seeded.key === 'maps_api_key') continue; // the default key comes from the build
      expect(parseRemoteConfig([seeded], defaults)).toEqual(defaults);
    }
    expect(REMOTE_CONFIG_DEFAULTS.map((r) => r.key).sort()).toEqual(Object.keys(defaults).sort());
  });
});

describe('parseRemoteConfig', () => {
  it("reads boolean rows from 'true'/'false' and text rows as they are", () => {
    const config = parseRemoteConfig(
      [
        row('enable_welcome_page', 'false'),
        row('enable_google_login', 'true'),
        row('maps_api_key', 'live-key', 'string'),
        row('maps_tile_url', 'https://tiles.example.vn/{z}/{x}/{y}.png?key={apiKey}', 'text'),
        row('maps_tile_attribution', '© Example', 'string'),
        row('some_future_flag', '12', 'number'),
      ],
      defaults,
    );
    expect(config).toEqual({
      ...defaults,
      enable_welcome_page: false,
      maps_api_key: 'live-key',
      maps_tile_url: 'https://tiles.example.vn/{z}/{x}/{y}.png?key={apiKey}',
      maps_tile_attribution: '© Example',
    });
  });

  it('ignores keys it does not know, whatever their type or value (another app version)', () => {
    const config = parseRemoteConfig(
      [
        row('future_number', 'abc', 'number'),
        row('future_kind', '1', 'color'),
        row('future_json', '{"a":1}', 'json'),
        row('enable_zalo_login', 'false'),
      ],
      defaults,
    );
    expect(config).toEqual({ ...defaults, enable_zalo_login: false });
  });

  it.each([
    [
      [row('enable_zalo_login', 'yes')],
      "enable_zalo_login: boolean value must be 'true' or 'false'",
    ],
    [
      [row('enable_zalo_login', 'TRUE')],
      "enable_zalo_login: boolean value must be 'true' or 'false'",
    ],
    [[row('enable_zalo_login', 'true', 'string')], 'enable_zalo_login: expected a boolean'],
    [[row('maps_api_key', 'true')], 'maps_api_key: expected a string'],
    [[row('maps_api_key', 'abc', 'number')], "maps_api_key: 'abc' is not a number"],
    [[row('maps_api_key', '1', 'color')], "maps_api_key: unknown type 'color'"],
    [[row('maps_api_key', '{oops', 'json')], 'maps_api_key: value is not valid JSON'],
    [[row('maps_tile_url', '3', 'number')], 'maps_tile_url: expected a string'],
    [[{ key: 'x' }], 'malformed remote config row'],
    [{ rows: [] }, 'rows must be a list'],
  ])('fails on %j', (rows, message) => {
    expect(() => parseRemoteConfig(rows, defaults)).toThrow(new RemoteConfigParseError(message));
  });
});

describe('remote config store', () => {
  it('loads once, serving defaults until then', async () => {
    const table = fakeTable([row('enable_welcome_page', 'false')]);
    const store = createRemoteConfigStore(table.source, defaults);
    expect(store.get()).toEqual(defaults);
    const first = store.load();
    const second = store.load();
    expect(second).toBe(first);
    await expect(first).resolves.toEqual({ ...defaults, enable_welcome_page: false });
    expect(table.fetchRows).toHaveBeenCalledTimes(1);
    expect(store.get().enable_welcome_page).toBe(false);
  });

  it('refetches on a change signal and tells listeners only when a value really changed', async () => {
    const table = fakeTable([row('enable_welcome_page', 'true')]);
    const store = createRemoteConfigStore(table.source, defaults);
    const listener = vi.fn();
    store.subscribe(listener);
    await store.load();
    // Rows equal to the defaults change nothing.
    expect(listener).not.toHaveBeenCalled();

    table.change([row('enable_welcome_page', 'false')]);
    await settle();
    expect(table.fetchRows).toHaveBeenCalledTimes(2);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenLastCalledWith({ ...defaults, enable_welcome_page: false });

    // An unrelated or same-valued change refetches but notifies nobody.
    table.change([row('enable_welcome_page', 'false'), row('unused_key', 'on', 'string')]);
    await settle();
    expect(table.fetchRows).toHaveBeenCalledTimes(3);
    expect(listener).toHaveBeenCalledTimes(1);

    table.change([row('enable_welcome_page', 'true')]);
    await settle();
    expect(listener).toHaveBeenCalledTimes(2);
    expect(listener).toHaveBeenLastCalledWith(defaults);
  });

  it('falls back to the defaults on a fetch failure and on a parse failure', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const table = fakeTable([row('enable_zalo_login', 'false')]);
    const store = createRemoteConfigStore(table.source, defaults);
    const listener = vi.fn();
    store.subscribe(listener);
    await store.load();
    expect(store.get().enable_zalo_login).toBe(false);

    table.fail(new Error('network down'));
    await settle();
    expect(store.get()).toEqual(defaults);
    expect(listener).toHaveBeenLastCalledWith(defaults);

    table.change([row('enable_zalo_login', 'false')]);
    await settle();
    expect(store.get().enable_zalo_login).toBe(false);

    table.change([row('enable_zalo_login', 'nope')]);
    await settle();
    expect(store.get()).toEqual(defaults);
    expect(listener).toHaveBeenCalledTimes(4);
    warn.mockRestore();
  });

  it('gives the defaults when the very first fetch fails, without notifying', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const store = createRemoteConfigStore(
      { fetchRows: () => Promise.reject(new Error('401')), subscribeToChanges: () => () => {} },
      defaults,
    );
    const listener = vi.fn();
    store.subscribe(listener);
    await expect(store.load()).resolves.toEqual(defaults);
    expect(listener).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it('never overlaps fetches: a signal during a fetch queues one more, and the last state wins', async () => {
    const replies = [deferred<unknown>(), deferred<unknown>()];
    let call = 0;
    const fetchRows = vi.fn(() => replies[call++].promise);
    let signal: () => void = () => {};
    const store = createRemoteConfigStore(
      { fetchRows, subscribeToChanges: (onChange) => ((signal = onChange), () => {}) },
      defaults,
    );
    const loaded = store.load();
    signal();
    signal();
    expect(fetchRows).toHaveBeenCalledTimes(1);
    replies[0].resolve([row('enable_welcome_page', 'false')]);
    await settle();
    expect(fetchRows).toHaveBeenCalledTimes(2);
    replies[1].resolve([row('enable_welcome_page', 'true'), row('enable_google_login', 'false')]);
    await expect(loaded).resolves.toEqual({ ...defaults, enable_google_login: false });
    expect(fetchRows).toHaveBeenCalledTimes(2);
  });

  it('unsubscribed listeners hear nothing, and stop() ends the change subscription', async () => {
    const table = fakeTable([]);
    const store = createRemoteConfigStore(table.source, defaults);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    await store.load();
    unsubscribe();
    table.change([row('enable_forgot_password', 'false')]);
    await settle();
    expect(listener).not.toHaveBeenCalled();
    store.stop();
    expect(table.unsubscribe).toHaveBeenCalledTimes(1);
  });

  it('after stop(), load() subscribes again and refetches (a remounted app)', async () => {
    const table = fakeTable([]);
    const store = createRemoteConfigStore(table.source, defaults);
    await store.load();
    store.stop();
    table.change([row('enable_zalo_login', 'false')]);
    await settle();
    expect(table.fetchRows).toHaveBeenCalledTimes(1);
    await store.load();
    expect(table.fetchRows).toHaveBeenCalledTimes(2);
    expect(store.get().enable_zalo_login).toBe(false);
    table.change([row('enable_zalo_login', 'true')]);
    await settle();
    expect(store.get().enable_zalo_login).toBe(true);
  });
});
