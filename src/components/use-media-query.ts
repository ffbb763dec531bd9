import { useSyncExternalStore } from 'react';

const supported = () => typeof window.matchMedia === 'function';

/**
 * Whether a CSS media query matches, kept current as the window changes. Where matchMedia is
 * missing (old webviews, jsdom) the answer is `fallback`.
 */
export function useMediaQuery(query: string, fallback = false): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (!supported()) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (supported() ? window.matchMedia(query).matches : fallback),
  );
}
