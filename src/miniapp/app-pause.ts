import type { HostBridge } from './bridge';

/** The part of `document` that tells when the page is hidden (the web's "app paused"). */
export interface PageVisibility {
  readonly visibilityState: DocumentVisibilityState;
  addEventListener(type: 'visibilitychange', listener: () => void): void;
  removeEventListener(type: 'visibilitychange', listener: () => void): void;
}

/**
 * Calls `listener` each time the app is paused: the container's AppPaused event inside Zalo,
 * the page turning hidden in a browser. Returns how to stop listening. zmp-sdk's `events.off`
 * cannot remove a listener (reference §0 fact 10), so the container one is silenced by a flag.
 */
export function onAppPause(
  bridge: Pick<HostBridge, 'host' | 'onAppPaused'>,
  page: PageVisibility | undefined,
  listener: () => void,
): () => void {
  let active = true;
  if (bridge.host === 'zalo') {
    bridge
      .onAppPaused(() => {
        if (active) listener();
      })
      .catch((error: unknown) => console.warn('Mini-app pause event unavailable', error));
    return () => {
      active = false;
    };
  }
  const onVisibilityChange = () => {
    if (active && page?.visibilityState === 'hidden') listener();
  };
  page?.addEventListener('visibilitychange', onVisibilityChange);
  return () => {
    active = false;
    page?.removeEventListener('visibilitychange', onVisibilityChange);
  };
}
