import { act, render } from '@testing-library/react';
import { atom, RecoilEnv, RecoilRoot, useRecoilValue, useSetRecoilState } from 'recoil';
import { describe, expect, it, vi } from 'vitest';

// src/services/recoil-settings.ts: with Recoil's memory management off, reading a state no
// longer sets release timers render after render; the app's states keep their values either way.

let atoms = 0;

/** Timers set while a reader of one state mounts and the state changes twice. */
function timersAfterTwoUpdates(): { timers: number; shown: string | null } {
  const setTimeout = vi.spyOn(window, 'setTimeout');
  const count = atom({ key: `recoil-settings-count-${atoms++}`, default: 0 });
  let setCount!: (value: number) => void;
  function Reader() {
    setCount = useSetRecoilState(count);
    return <p>{useRecoilValue(count)}</p>;
  }
  const view = render(
    <RecoilRoot>
      <Reader />
    </RecoilRoot>,
  );
  act(() => setCount(1));
  act(() => setCount(2));
  const result = { timers: setTimeout.mock.calls.length, shown: view.container.textContent };
  view.unmount();
  setTimeout.mockRestore();
  return result;
}

describe('Recoil settings', () => {
  it('turn off the release timers that Recoil sets on each render by default', async () => {
    const before = timersAfterTwoUpdates();
    expect(before.timers).toBeGreaterThan(0);
    expect(before.shown).toBe('2');

    const { RECOIL_FEATURES_OFF } = await import('../../../src/services/recoil-settings');
    for (const feature of RECOIL_FEATURES_OFF) {
      expect(RecoilEnv.RECOIL_GKS_ENABLED.has(feature)).toBe(false);
    }
    const after = timersAfterTwoUpdates();
    expect(after.timers).toBe(0);
    expect(after.shown).toBe('2');
  });
});
