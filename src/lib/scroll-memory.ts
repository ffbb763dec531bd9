// What a history entry looked like when it was left, so going back to it shows the same place:
// the page's scroll offset and the measured rows of its windowed lists, by the entry's key
// (react-router's location.key, kept in history.state). Bounded: the oldest entries go first.

export const SCROLL_MEMORY_ENTRIES = 50;

export class BoundedMemory<V> {
  private readonly entries = new Map<string, V>();

  constructor(private readonly limit = SCROLL_MEMORY_ENTRIES) {}

  get(key: string): V | undefined {
    return this.entries.get(key);
  }

  set(key: string, value: V): void {
    // Re-inserted, so the most recently written entries are the ones kept.
    this.entries.delete(key);
    this.entries.set(key, value);
    while (this.entries.size > this.limit) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}

/** The window's scroll offset of each history entry, as last seen on it. */
export const pageScrollMemory = new BoundedMemory<number>();

/**
 * Restoring gives up after this long (content that never grows tall enough, a stuck load). A
 * phone on a slow network can take several seconds to bring the page's code and data back; the
 * user's own input ends the restore sooner.
 */
export const RESTORE_TIMEOUT_MS = 10_000;
/** Frames the offset must hold before the restore counts as done (late rows, late margins). */
export const RESTORE_STABLE_FRAMES = 3;

export interface RestoreWindow {
  readonly scrollY: number;
  scrollTo(x: number, y: number): void;
  requestAnimationFrame(callback: (time: number) => void): number;
  cancelAnimationFrame(handle: number): void;
  addEventListener(type: string, listener: () => void, options?: AddEventListenerOptions): void;
  removeEventListener(type: string, listener: () => void, options?: EventListenerOptions): void;
}

/** What ends a restore at once: the user scrolling or moving on their own. */
const USER_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Scrolls `win` to `target` on every frame until the offset has held for a few frames: the page
 * arrived at may still be loading its code, its data or its rows, and only grows tall enough
 * later. Stops on the user's own input or after RESTORE_TIMEOUT_MS. Returns a cancel function.
 */
export function restoreScroll(
  win: RestoreWindow,
  target: number,
  now: () => number = () => performance.now(),
): () => void {
  const deadline = now() + RESTORE_TIMEOUT_MS;
  let stable = 0;
  let frame = 0;
  let done = false;
  const stop = () => {
    if (done) return;
    done = true;
    win.cancelAnimationFrame(frame);
    USER_INPUT.forEach((type) => win.removeEventListener(type, stop, { capture: true }));
  };
  const step = () => {
    if (done) return;
    if (Math.abs(win.scrollY - target) < 1) stable += 1;
    else {
      stable = 0;
      win.scrollTo(0, target);
    }
    if (stable >= RESTORE_STABLE_FRAMES || now() >= deadline) stop();
    else frame = win.requestAnimationFrame(step);
  };
  USER_INPUT.forEach((type) => win.addEventListener(type, stop, { capture: true, passive: true }));
  win.scrollTo(0, target);
  frame = win.requestAnimationFrame(step);
  return stop;
}
