// Inside Zalo a link to a page meant for outsiders (the public data page) opens in Zalo's own
// web view, where it can be read and shared as the web build shows it; a new tab is not a
// thing the container has. Elsewhere the link behaves as a normal link, and the mini-app layer
// is not downloaded for it (issue 13).
import { useCallback } from 'react';
import { isZaloContainer } from '../../miniapp';
import { publicConfig } from '../../services/config';

/** The web build's address of an app path: the server that answers the API also serves it. */
export function webBuildUrl(path: string): string {
  return new URL(path, publicConfig.apiUrl).toString();
}

/**
 * A click handler for such a link: inside Zalo it opens `path` of the web build in the web view
 * and stops the link; elsewhere it lets the link go.
 */
export function useOpenInZaloWebView(path: string) {
  return useCallback(
    (event: { preventDefault(): void }) => {
      // The host the runtime's bridge detects (bridge.ts), known before its code is loaded.
      if (!isZaloContainer()) return;
      event.preventDefault();
      // In the container the runtime was loaded with the app (MiniAppLifecycle).
      void import('./app-mini-app').then(({ appMiniApp }) =>
        appMiniApp().helpers.openWebview({ url: webBuildUrl(path) }),
      );
    },
    [path],
  );
}
