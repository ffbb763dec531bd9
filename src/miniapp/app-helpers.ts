import { toMiniAppError } from '../../shared/zalo/errors';
import type { MiniAppUserInfo } from '../../shared/zalo/types';
import type { HostBridge } from './bridge';

/** Runs a host call for the app: a failure is logged and becomes null (spec §8). */
export async function orNull<T>(work: () => Promise<T>, api: string): Promise<T | null> {
  try {
    return await work();
  } catch (error) {
    const failure = toMiniAppError(error, api);
    console.warn(`Mini-app call ${api} failed (${failure.code}): ${failure.message}`);
    return null;
  }
}

export interface MiniAppHelpers {
  getUserInfo(options?: unknown): Promise<MiniAppUserInfo | null>;
  getAccessToken(): Promise<string | null>;
  getPhoneNumberToken(): Promise<string | null>;
  /** Each void helper resolves true when the host accepted the call, null when it failed. */
  openChat(input: unknown): Promise<true | null>;
  followOA(input: unknown): Promise<true | null>;
  openWebview(input: unknown): Promise<true | null>;
  showToast(message: string): Promise<true | null>;
}

/** The app-facing helpers: they never throw, so a screen never breaks on a host failure. */
export function createMiniAppHelpers(bridge: HostBridge): MiniAppHelpers {
  const done = async (work: Promise<void>): Promise<true> => {
    await work;
    return true;
  };
  return {
    getUserInfo: (options) => orNull(() => bridge.getUserInfo(options), 'getUserInfo'),
    getAccessToken: () => orNull(() => bridge.getAccessToken(), 'getAccessToken'),
    getPhoneNumberToken: () => orNull(() => bridge.getPhoneNumberToken(), 'getPhoneNumber'),
    openChat: (input) => orNull(() => done(bridge.openChat(input)), 'openChat'),
    followOA: (input) => orNull(() => done(bridge.followOA(input)), 'followOA'),
    openWebview: (input) => orNull(() => done(bridge.openWebview(input)), 'openWebview'),
    showToast: (message) => orNull(() => done(bridge.showToast(message)), 'showToast'),
  };
}
