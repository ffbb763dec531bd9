import { MiniAppError } from '../../shared/zalo/errors';
import { HOST_ERROR } from '../../shared/zalo/host-error-codes';
import type { Clock } from './clock';

/** Spec §9: host calls time out after 8 s by default, some after 2 s, the NFC scan after 65 s. */
export const DEFAULT_HOST_TIMEOUT_MS = 8000;
export const SHORT_HOST_TIMEOUT_MS = 2000;
export const NFC_SCAN_TIMEOUT_MS = 65_000;

/**
 * The short calls are the ones the host answers from its own UI layer without network or a
 * user prompt; zmp-sdk gives exactly these native actions a 2 s timeout (SHOW_TOAST,
 * KEEP_SCREEN, CHANGE_ACTIONBAR, CHANGE_BOTTOMBAR).
 */
export const SHORT_HOST_CALLS: ReadonlySet<string> = new Set([
  'showToast',
  'keepScreen',
  'configAppView',
  'setNavigationBarTitle',
  'setNavigationBarColor',
  'setNavigationBarLeftButton',
  'setAndroidBottomNavigationBar',
]);

export function timeoutFor(action: string): number {
  if (action === 'scanNFC') return NFC_SCAN_TIMEOUT_MS;
  return SHORT_HOST_CALLS.has(action) ? SHORT_HOST_TIMEOUT_MS : DEFAULT_HOST_TIMEOUT_MS;
}

/** Settles like `work`, or rejects with the host timeout error (-1408) after `ms`. */
export function withTimeout<T>(
  work: Promise<T>,
  ms: number,
  clock: Clock,
  action: string,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = clock.setTimeout(() => {
      reject(new MiniAppError(HOST_ERROR.TIMEOUT, undefined, { api: action }));
    }, ms);
    work.then(
      (value) => {
        clock.clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clock.clearTimeout(timer);
        reject(error);
      },
    );
  });
}
