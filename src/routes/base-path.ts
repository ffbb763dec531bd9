// The same bundle runs at / (web) and under /zapps/<appId>/ (Zalo container or a web server
// mirroring it). The router's basename is read from the location at run time, because zmp-ui's
// ZMPRouter derives it from the build type instead (reference/zalo-miniapp.md §0 fact 3).

import { appIdFromPath } from '../miniapp';

/** '/zapps/<appId>' when the path lives under it, otherwise '' (the web root). */
export function detectBasename(pathname: string): string {
  const appId = appIdFromPath(pathname);
  return appId ? `/zapps/${appId}` : '';
}
