// The same bundle runs at / (web) and under /zapps/<appId>/ (Zalo container or a web server
// mirroring it). The router's basename is read from the location at run time, because zmp-ui's
// ZMPRouter derives it from the build type instead (reference/zalo-miniapp.md §0 fact 3).

const ZAPPS_PREFIX = /^\/zapps\/([A-Za-z0-9_-]+)(?=\/|$)/;

/** '/zapps/<appId>' when the path lives under it, otherwise '' (the web root). */
export function detectBasename(pathname: string): string {
  const match = ZAPPS_PREFIX.exec(pathname);
  return match ? `/zapps/${match[1]}` : '';
}

/** The app id carried by the path, if any. */
export function appIdFromPath(pathname: string): string | undefined {
  return ZAPPS_PREFIX.exec(pathname)?.[1];
}

interface HostLike {
  hostname: string;
  pathname: string;
  hasNativeBridge: boolean;
}

/**
 * Inside the Zalo container: the host serves mini apps from h5.zdn.vn under /zapps/, or the
 * native bridge is present. A plain web server mirroring /zapps/<appId>/ is not the container.
 */
export function isInsideMiniApp({ hostname, pathname, hasNativeBridge }: HostLike): boolean {
  if (hasNativeBridge) return true;
  return hostname.endsWith('h5.zdn.vn') && pathname.startsWith('/zapps/');
}

export function currentHost(): HostLike {
  return {
    hostname: window.location.hostname,
    pathname: window.location.pathname,
    hasNativeBridge: 'ZJSBridge' in window,
  };
}
