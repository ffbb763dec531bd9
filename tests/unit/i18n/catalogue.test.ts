import { describe, expect, it, vi } from 'vitest';
import {
  setDisplayLanguage,
  storedDisplayLanguage,
  translate,
  translateOr,
} from '../../../src/i18n';
import { en } from '../../../src/i18n/en';
import { accountCatalogue } from '../../../src/i18n/features/account';
import { vi as viCatalogue } from '../../../src/i18n/vi';

function keys(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, child]) =>
    typeof child === 'object' && child !== null
      ? keys(child, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

describe('string catalogue', () => {
  it('has every Vietnamese key in English too, with text', () => {
    expect(keys(en).sort()).toEqual([...keys(viCatalogue), ...keys(accountCatalogue)].sort());
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
    // The data screens' strings are Vietnamese only: English shows them as they are.
    expect(translate('maintenance.action')).toBe('Bảo trì');
    // Home's and the account parts' come with them, and English has its own (en.ts).
    expect(translate('account.menu')).toBe('My account');
    expect(translate('home.shortcuts')).toBe(en.home.shortcuts);
    await setDisplayLanguage('vi');
    expect(translate('account.menu')).toBe('Tài khoản của tôi');
    expect(translate('accessDenied.title')).toBe('Không có quyền truy cập');
  });
});

describe('a key built from data', () => {
  it("names what the catalogue knows and keeps the data's own word otherwise", () => {
    expect(translateOr('interruptions.status.01', '01')).toBe(translate('interruptions.status.01'));
    expect(translateOr('interruptions.status.99', '99')).toBe('99');
    expect(translateOr('interruptions.status', 'x')).toBe('x');
  });
});

describe('a language that cannot be downloaded', () => {
  it('leaves the display and the stored choice as they were', async () => {
    vi.resetModules();
    vi.doMock('../../../src/i18n/en', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const catalogue = await import('../../../src/i18n');
    await expect(catalogue.setDisplayLanguage('en')).rejects.toThrow();
    expect(catalogue.currentDisplayLanguage()).toBe('vi');
    expect(catalogue.translate('nav.home')).toBe('Trang chủ');
    expect(localStorage.getItem('i18nextLng')).toBeNull();
    vi.doUnmock('../../../src/i18n/en');
  });
});
