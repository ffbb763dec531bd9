import { describe, expect, it } from 'vitest';
import { detectBasename } from '../../../src/routes/base-path';
import {
  chooseRouter,
  prepareRouter,
  type ZmpRouterGlobals,
} from '../../../src/routes/router-choice';

const APP_ID = '4318394720137581234';

/** The basename zmp-ui's ZMPRouter builds: production builds, then development ones. */
const zmpBasenames = (globals: ZmpRouterGlobals) => [
  `/zapps/${String(globals.APP_ID)}`,
  String(globals.BASE_PATH),
];

describe('chooseRouter', () => {
  it('keeps BrowserRouter at the web root outside /zapps/<appId>/', () => {
    expect(chooseRouter('/', {})).toEqual({ kind: 'browser', basename: '' });
    expect(chooseRouter('/online-monitoring', { APP_ID })).toEqual({
      kind: 'browser',
      basename: '',
    });
  });

  it('takes ZMPRouter under /zapps/<appId>/, injected id or not', () => {
    expect(chooseRouter(`/zapps/${APP_ID}/maps`, {})).toEqual({
      kind: 'zmp',
      basename: `/zapps/${APP_ID}`,
    });
    expect(chooseRouter(`/zapps/${APP_ID}`, { APP_ID })).toEqual({
      kind: 'zmp',
      basename: `/zapps/${APP_ID}`,
    });
  });

  it('keeps BrowserRouter at the path basename when the injected id is another app', () => {
    expect(chooseRouter(`/zapps/${APP_ID}/login`, { APP_ID: '777' })).toEqual({
      kind: 'browser',
      basename: `/zapps/${APP_ID}`,
    });
  });
});

describe('prepareRouter', () => {
  it('makes both of ZMPRouter’s basenames the one the location gives', () => {
    for (const path of [
      `/zapps/${APP_ID}`,
      `/zapps/${APP_ID}/`,
      `/zapps/${APP_ID}/notifications`,
    ]) {
      const globals: ZmpRouterGlobals = { BASE_PATH: '/somewhere-else' };
      const choice = prepareRouter(path, globals);
      expect(choice.kind).toBe('zmp');
      expect(globals.APP_ID).toBe(APP_ID);
      expect(zmpBasenames(globals)).toEqual([detectBasename(path), detectBasename(path)]);
    }
  });

  it('leaves an id the container injected as it is', () => {
    const globals: ZmpRouterGlobals = { APP_ID };
    prepareRouter(`/zapps/${APP_ID}/`, globals);
    expect(globals).toEqual({ APP_ID, BASE_PATH: `/zapps/${APP_ID}` });
    const other: ZmpRouterGlobals = { APP_ID: '777' };
    prepareRouter(`/zapps/${APP_ID}/`, other);
    expect(other).toEqual({ APP_ID: '777' });
  });

  it('sets nothing on the web', () => {
    const globals: ZmpRouterGlobals = {};
    expect(prepareRouter('/login', globals)).toEqual({ kind: 'browser', basename: '' });
    expect(globals).toEqual({});
  });
});
