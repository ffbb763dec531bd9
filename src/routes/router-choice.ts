// Which router serves this load. Under /zapps/<appId>/ it is zmp-ui's ZMPRouter, for its page
// transitions (reference §1.9); everywhere else react-router's BrowserRouter at the web root.
// ZMPRouter does not read the location: a production build always routes under
// '/zapps/' + window.APP_ID, a development one under window.BASE_PATH (reference §0 fact 3).
// Both globals are made to agree with detectBasename before the first render, so the basename
// is the one the location gives, whichever router serves it.
import { appIdFromPath } from '../miniapp';
import { detectBasename } from './base-path';

export type RouterKind = 'zmp' | 'browser';

export interface RouterChoice {
  kind: RouterKind;
  basename: string;
}

/** The globals ZMPRouter builds its basename from (the container may inject APP_ID). */
export interface ZmpRouterGlobals {
  APP_ID?: unknown;
  BASE_PATH?: unknown;
}

const injectedAppId = (globals: ZmpRouterGlobals): string | undefined =>
  globals.APP_ID === undefined || globals.APP_ID === null || globals.APP_ID === ''
    ? undefined
    : String(globals.APP_ID);

export function chooseRouter(pathname: string, globals: ZmpRouterGlobals): RouterChoice {
  const basename = detectBasename(pathname);
  if (basename === '') return { kind: 'browser', basename };
  const injected = injectedAppId(globals);
  // An id the container injected that is not the path's would move every route elsewhere.
  if (injected !== undefined && `/zapps/${injected}` !== basename) {
    return { kind: 'browser', basename };
  }
  return { kind: 'zmp', basename };
}

/** Chooses the router for `pathname` and sets the globals ZMPRouter will read. */
export function prepareRouter(pathname: string, globals: ZmpRouterGlobals): RouterChoice {
  const choice = chooseRouter(pathname, globals);
  if (choice.kind === 'zmp') {
    globals.APP_ID = injectedAppId(globals) ?? appIdFromPath(pathname);
    globals.BASE_PATH = choice.basename;
  }
  return choice;
}
