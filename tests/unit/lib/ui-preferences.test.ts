import { describe, expect, it } from 'vitest';
import {
  DEFAULT_UI_PREFERENCES,
  readUiPreferences,
  resolveTheme,
  writeUiPreference,
} from '../../../src/lib/ui-preferences';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  };
}

describe('UI preferences', () => {
  it('has the spec §2 defaults', () => {
    expect(DEFAULT_UI_PREFERENCES).toEqual({
      theme: 'light',
      menu: 'vertical',
      layout: 'full',
      rtlClass: 'ltr',
      animation: 'fade',
      navbar: 'sticky',
      semidark: false,
      sidebar: true,
      locale: 'en',
    });
  });

  it('reads defaults from an empty storage', () => {
    expect(readUiPreferences(memoryStorage())).toEqual(DEFAULT_UI_PREFERENCES);
  });

  it('reads stored values, each under its own key', () => {
    const storage = memoryStorage({
      theme: 'dark',
      semidark: 'true',
      sidebar: 'false',
      locale: 'vi',
      navbar: 'static',
    });
    expect(readUiPreferences(storage)).toMatchObject({
      theme: 'dark',
      semidark: true,
      sidebar: false,
      locale: 'vi',
      navbar: 'static',
    });
  });

  it('replaces unrecognised values by the default', () => {
    const storage = memoryStorage({ theme: 'purple', semidark: 'yes', rtlClass: 'sideways' });
    const read = readUiPreferences(storage);
    expect(read.theme).toBe('light');
    expect(read.semidark).toBe(false);
    expect(read.rtlClass).toBe('ltr');
  });

  it('survives a storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    expect(readUiPreferences(broken)).toEqual(DEFAULT_UI_PREFERENCES);
    expect(() => writeUiPreference(broken, 'theme', 'dark')).not.toThrow();
  });

  it('writes a preference as text under its key', () => {
    const storage = memoryStorage();
    writeUiPreference(storage, 'semidark', true);
    writeUiPreference(storage, 'theme', 'system');
    expect(storage.data.get('semidark')).toBe('true');
    expect(storage.data.get('theme')).toBe('system');
  });

  it("resolves 'system' from the OS colour scheme", () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
    expect(resolveTheme('light', true)).toBe('light');
  });
});
