// Inside the Zalo container, makes the mini-app runtime with the app (app-mini-app.ts starts its
// action log: spec §7/§9). On the plain web its code is not downloaded at start-up (issue 13):
// the first feature that calls the host makes it then, and until then there is nothing to log.
import { useEffect } from 'react';
import { isZaloContainer } from '../../miniapp';

export function MiniAppLifecycle() {
  useEffect(() => {
    if (!isZaloContainer()) return;
    void import('./app-mini-app').then((module) => module.appMiniApp());
  }, []);
  return null;
}
