// The app's remote config atom follows the store: it changes (and screens re-render) only when
// a value really changed, and a failed fetch leaves the defaults.
import { act, cleanup, render, screen } from '@testing-library/react';
import { useRecoilValue } from 'recoil';
import { RecoilRoot } from 'recoil';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import {
  REMOTE_CONFIG_WAIT_MS,
  RemoteConfigLoader,
  remoteConfigSettledState,
  remoteConfigState,
  supabaseRemoteConfigSource,
} from '../../../../src/features/remote-config';
import {
  createRemoteConfigStore,
  remoteConfigDefaults,
  type RemoteConfigRow,
  type RemoteConfigStore,
} from '../../../../src/miniapp';
import { fakeSupabase, settle } from './fake-supabase';

const flag = (key: string, value: 'true' | 'false'): RemoteConfigRow => ({
  key,
  value,
  type: 'boolean',
});

let renders = 0;
function Probe() {
  const config = useRecoilValue(remoteConfigState);
  renders += 1;
  return (
    <output data-testid="config">
      {`zalo=${config.enable_zalo_login} welcome=${config.enable_welcome_page}`}
    </output>
  );
}

function SettledProbe() {
  return <output data-testid="settled">{String(useRecoilValue(remoteConfigSettledState))}</output>;
}

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  renders = 0;
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());

function mount(
  db: ReturnType<typeof fakeSupabase>,
  store: RemoteConfigStore = createRemoteConfigStore(supabaseRemoteConfigSource(db.client)),
) {
  const view = render(
    <RecoilRoot>
      <RemoteConfigLoader store={store} />
      <Probe />
      <SettledProbe />
    </RecoilRoot>,
  );
  return { store, view };
}

const shown = () => screen.getByTestId('config').textContent;
const settled = () => screen.getByTestId('settled').textContent;

it('applies the table at start and every real change, re-rendering only then', async () => {
  const db = fakeSupabase([flag('enable_zalo_login', 'false')]);
  mount(db);
  await act(settle);
  expect(shown()).toBe('zalo=false welcome=true');
  const afterLoad = renders;

  await act(async () => {
    db.update([flag('enable_zalo_login', 'false')]);
    await settle();
  });
  expect(db.selects).toHaveLength(2);
  expect(renders).toBe(afterLoad);

  await act(async () => {
    db.update([flag('enable_zalo_login', 'true'), flag('enable_welcome_page', 'false')]);
    await settle();
  });
  expect(shown()).toBe('zalo=true welcome=false');
  expect(renders).toBe(afterLoad + 1);
});

it('keeps the defaults when the table cannot be read', async () => {
  const db = fakeSupabase([]);
  db.failNext('permission denied');
  mount(db);
  await act(settle);
  expect(db.selects).toHaveLength(1);
  expect(shown()).toBe('zalo=true welcome=true');
});

it('stops listening when unmounted', async () => {
  const db = fakeSupabase([]);
  const { view } = mount(db);
  await act(settle);
  view.unmount();
  expect(db.channels.every((channel) => channel.removed)).toBe(true);
});

it('is settled once the first load ends, read or failed', async () => {
  const db = fakeSupabase([flag('enable_welcome_page', 'false')]);
  mount(db);
  expect(settled()).toBe('false');
  await act(settle);
  expect(settled()).toBe('true');
  expect(shown()).toBe('zalo=true welcome=false');
  cleanup();

  const failing = fakeSupabase([]);
  failing.failNext('permission denied');
  mount(failing);
  await act(settle);
  expect(settled()).toBe('true');
});

it('is settled after REMOTE_CONFIG_WAIT_MS when the first load hangs, on the defaults', async () => {
  vi.useFakeTimers();
  try {
    const hanging: RemoteConfigStore = {
      get: remoteConfigDefaults,
      load: () => new Promise(() => {}),
      reload: () => new Promise(() => {}),
      subscribe: () => () => {},
      stop: () => {},
    };
    mount(fakeSupabase([]), hanging);
    act(() => vi.advanceTimersByTime(REMOTE_CONFIG_WAIT_MS - 1));
    expect(settled()).toBe('false');
    act(() => vi.advanceTimersByTime(1));
    expect(settled()).toBe('true');
    expect(shown()).toBe('zalo=true welcome=true');
  } finally {
    vi.useRealTimers();
  }
});
