// The app's remote config atom follows the store: it changes (and screens re-render) only when
// a value really changed, and a failed fetch leaves the defaults.
import { act, render, screen } from '@testing-library/react';
import { useRecoilValue } from 'recoil';
import { RecoilRoot } from 'recoil';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import {
  RemoteConfigLoader,
  remoteConfigState,
  supabaseRemoteConfigSource,
} from '../../../../src/features/remote-config';
import { createRemoteConfigStore, type RemoteConfigRow } from '../../../../src/miniapp';
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

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  renders = 0;
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());

function mount(db: ReturnType<typeof fakeSupabase>) {
  const store = createRemoteConfigStore(supabaseRemoteConfigSource(db.client));
  const view = render(
    <RecoilRoot>
      <RemoteConfigLoader store={store} />
      <Probe />
    </RecoilRoot>,
  );
  return { store, view };
}

const shown = () => screen.getByTestId('config').textContent;

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
