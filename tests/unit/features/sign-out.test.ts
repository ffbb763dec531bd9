import { expect, it } from 'vitest';
import { clearStorageExcept, KEPT_STORAGE_KEYS } from '../../../src/features/auth';

it('clears local storage except the UI preferences and language (spec §4)', () => {
  for (const key of [...KEPT_STORAGE_KEYS, 'sb-greenwatch-auth-token', 'locale', 'cache'])
    localStorage.setItem(key, 'x');
  clearStorageExcept(localStorage, KEPT_STORAGE_KEYS);
  expect(Object.keys(localStorage).sort()).toEqual(
    [
      'animation',
      'i18nextLng',
      'layout',
      'menu',
      'navbar',
      'rtlClass',
      'semidark',
      'sidebar',
      'theme',
    ].sort(),
  );
});
