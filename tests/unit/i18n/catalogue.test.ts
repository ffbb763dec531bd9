import { describe, expect, it, vi } from 'vitest';
import { setDisplayLanguage, storedDisplayLanguage, translate } from '../../../src/i18n';
import { en } from '../../../src/i18n/en';

function keys(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, child]) =>
    typeof child === 'object' && child !== null
      ? keys(child, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

describe('string catalogue', () => {
  it('has every Vietnamese key in English too, with text', async () => {
    // A fresh copy: the one the i18next instance holds has the data screens' strings merged
    // into it (tests/unit/setup.ts), which English gets only once it is loaded.
    vi.resetModules();
    const { vi: viCatalogue } = await import('../../../src/i18n/vi');
    expect(keys(en).sort()).toEqual(keys(viCatalogue).sort());
    for (const key of keys(en)) {
      const text = key
        .split('.')
        .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], en);
      expect(typeof text === 'string' && text.length > 0, key).toBe(true);
    }
  });

  it('displays Vietnamese unless English was chosen', () => {
    const storage = (value: string | null) => ({ getItem: () => value });
    expect(storedDisplayLanguage(storage(null))).toBe('vi');
    expect(storedDisplayLanguage(storage('fr'))).toBe('vi');
    expect(storedDisplayLanguage(storage('en'))).toBe('en');
  });
});

describe('language switch', () => {
  it('switches the shell to English and back, remembering the choice', async () => {
    expect(translate('nav.home')).toBe('Trang chủ');
    await setDisplayLanguage('en');
    expect(translate('nav.home')).toBe('Home');
    expect(localStorage.getItem('i18nextLng')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    await setDisplayLanguage('vi');
    expect(translate('accessDenied.title')).toBe('Không có quyền truy cập');
  });
});
