// What "clear all app data" means on sign-out and after a 401 (spec §4, §8): the server cache
// and local storage, except the UI preferences and the display language that outlive a session.
// Features holding per-user state in Recoil reset it themselves when the session user goes.
import { clearServerCache } from '../../services/server-cache';

export const KEPT_STORAGE_KEYS = [
  'theme',
  'menu',
  'layout',
  'rtlClass',
  'animation',
  'navbar',
  'semidark',
  'sidebar',
  'i18nextLng',
] as const;

export function clearStorageExcept(storage: Storage, kept: readonly string[]): void {
  const doomed: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key !== null && !kept.includes(key)) doomed.push(key);
  }
  doomed.forEach((key) => storage.removeItem(key));
}

export function clearAppData(): void {
  clearServerCache();
  clearStorageExcept(localStorage, KEPT_STORAGE_KEYS);
}
