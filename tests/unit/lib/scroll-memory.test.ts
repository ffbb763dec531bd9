import { describe, expect, it } from 'vitest';
import {
  BoundedMemory,
  RESTORE_TIMEOUT_MS,
  restoreScroll,
  type RestoreWindow,
} from '../../../src/lib/scroll-memory';

// Where the user was on a history entry, and scrolling back there once the page has grown.

/** A window whose document grows to `heights[i]` on frame i; scrolling clamps to it. */
function fakeWindow(heights: number[], viewport = 800) {
  let frame = 0;
  let clock = 0;
  const callbacks = new Map<number, () => void>();
  const listeners = new Map<string, () => void>();
  let next = 1;
  const max = () => Math.max(0, heights[Math.min(frame, heights.length - 1)]! - viewport);
  const win: RestoreWindow & { scrollY: number } = {
    scrollY: 0,
    scrollTo(_x, y) {
      win.scrollY = Math.min(y, max());
    },
    requestAnimationFrame(callback) {
      callbacks.set(next, () => callback(clock));
      return next++;
    },
    cancelAnimationFrame(handle) {
      callbacks.delete(handle);
    },
    addEventListener(type, listener) {
      listeners.set(type, listener);
    },
    removeEventListener(type) {
      listeners.delete(type);
    },
  };
  return {
    win,
    now: () => clock,
    /** Runs one frame 16 ms later; false when nothing was waiting for it. */
    tick() {
      frame += 1;
      clock += 16;
      const pending = [...callbacks.entries()];
      callbacks.clear();
      pending.forEach(([, run]) => run());
      return pending.length > 0;
    },
    user: (type: string) => listeners.get(type)?.(),
    listening: () => listeners.size,
  };
}

describe('BoundedMemory', () => {
  it('keeps the most recently written entries up to its limit', () => {
    const memory = new BoundedMemory<number>(3);
    memory.set('a', 1);
    memory.set('b', 2);
    memory.set('c', 3);
    memory.set('a', 10);
    memory.set('d', 4);
    expect(memory.size).toBe(3);
    expect(memory.get('b')).toBeUndefined();
    expect(memory.get('a')).toBe(10);
    expect(memory.get('d')).toBe(4);
  });
});

describe('restoreScroll', () => {
  it('scrolls again as the page grows until the offset holds, then stops', () => {
    // The list's rows arrive over a few frames: 900, 2000, then 6000 px tall.
    const page = fakeWindow([900, 2000, 6000]);
    restoreScroll(page.win, 4200, page.now);
    expect(page.win.scrollY).toBe(100);
    let frames = 0;
    while (page.tick()) frames += 1;
    expect(page.win.scrollY).toBe(4200);
    expect(frames).toBeLessThan(10);
    expect(page.listening()).toBe(0);
  });

  it('gives the page back to the user at their first input', () => {
    const page = fakeWindow([900]);
    restoreScroll(page.win, 4200, page.now);
    page.user('wheel');
    page.win.scrollY = 30;
    expect(page.tick()).toBe(false);
    expect(page.win.scrollY).toBe(30);
  });

  it('gives up when the page never grows tall enough', () => {
    const page = fakeWindow([900]);
    restoreScroll(page.win, 4200, page.now);
    let frames = 0;
    while (page.tick()) frames += 1;
    expect(frames).toBeGreaterThanOrEqual(Math.floor(RESTORE_TIMEOUT_MS / 16) - 1);
    expect(frames).toBeLessThanOrEqual(Math.ceil(RESTORE_TIMEOUT_MS / 16) + 1);
  });

  it('can be cancelled by a newer navigation', () => {
    const page = fakeWindow([900, 6000]);
    const cancel = restoreScroll(page.win, 4200, page.now);
    cancel();
    expect(page.tick()).toBe(false);
    expect(page.win.scrollY).toBe(100);
  });
});
