// Where the bundle runs. Reference §1.10: the SDK's own check is not exported, and "zalo" in the
// user agent is not enough (Zalo's in-app browser has it too), so we use the suggested
// app-level rule: the container serves apps from h5.zdn.vn under /zapps/, or injects ZJSBridge.
export type HostKind = 'zalo' | 'web-preview' | 'browser';

export interface HostEnvironment {
  hostname: string;
  pathname: string;
  /** Whether the container's native bridge (`window.ZJSBridge`) is present. */
  hasNativeBridge: boolean;
}

export const CONTAINER_HOST = 'h5.zdn.vn';
export const CONTAINER_PATH_PREFIX = '/zapps/';

export function currentHostEnvironment(): HostEnvironment {
  if (typeof window === 'undefined') return { hostname: '', pathname: '', hasNativeBridge: false };
  return {
    hostname: window.location.hostname,
    pathname: window.location.pathname,
    hasNativeBridge:
      'ZJSBridge' in window && Boolean((window as { ZJSBridge?: unknown }).ZJSBridge),
  };
}

function isHostOrSubdomain(hostname: string, domain: string): boolean {
  const host = hostname.toLowerCase();
  return host === domain || host.endsWith(`.${domain}`);
}

export function isZaloContainer(env: HostEnvironment = currentHostEnvironment()): boolean {
  if (env.hasNativeBridge) return true;
  return (
    isHostOrSubdomain(env.hostname, CONTAINER_HOST) &&
    env.pathname.startsWith(CONTAINER_PATH_PREFIX)
  );
}

/**
 * 'zalo' inside the container; 'web-preview' on a localhost dev server (`zmp start`, vite dev),
 * the same hosts where zmp-sdk itself serves canned data; 'browser' everywhere else, which is
 * the plain web build, where native calls are not supported.
 */
export function detectHost(env: HostEnvironment = currentHostEnvironment()): HostKind {
  if (isZaloContainer(env)) return 'zalo';
  if (isHostOrSubdomain(env.hostname, 'localhost')) return 'web-preview';
  return 'browser';
}

const MINI_APP_PATH = /^\/zapps\/([A-Za-z0-9_-]+)(?=\/|$)/;

/** The app id carried by a `/zapps/<appId>/…` path, if any. */
export function appIdFromPath(pathname: string): string | undefined {
  return MINI_APP_PATH.exec(pathname)?.[1];
}

/** The mini-app id: the container's `window.APP_ID`, else the `/zapps/<id>/` path, else ''. */
export function currentMiniAppId(): string {
  if (typeof window === 'undefined') return '';
  const injected = (window as { APP_ID?: unknown }).APP_ID;
  if (typeof injected === 'string' && injected !== '') return injected;
  return appIdFromPath(window.location.pathname) ?? '';
}

/** The Zalo App id the container injects as `window.zAppID` (the v3 exchange's `app_id`). */
export function currentZaloAppId(): string {
  if (typeof window === 'undefined') return '';
  const injected = (window as { zAppID?: unknown }).zAppID;
  return typeof injected === 'string' ? injected : '';
}
