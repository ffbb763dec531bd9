// UI preferences of spec §2, each kept under its own local-storage key (logout keeps exactly
// these keys, spec §4), each with a default.

export type ThemePreference = 'light' | 'dark' | 'system';
export type Locale = 'vi' | 'en';

export interface UiPreferences {
  theme: ThemePreference;
  menu: 'vertical' | 'horizontal';
  layout: 'full' | 'boxed';
  rtlClass: 'ltr' | 'rtl';
  animation: string;
  navbar: 'sticky' | 'floating' | 'static';
  semidark: boolean;
  /** Desktop sidebar shown (true) or collapsed. */
  sidebar: boolean;
  /** Stored language preference; spec default 'en'. Display language: see src/i18n. */
  locale: Locale;
}

export const DEFAULT_UI_PREFERENCES: UiPreferences = {
  theme: 'light',
  menu: 'vertical',
  layout: 'full',
  rtlClass: 'ltr',
  animation: 'fade',
  navbar: 'sticky',
  semidark: false,
  sidebar: true,
  locale: 'en',
};

export const UI_PREFERENCE_KEYS = Object.keys(DEFAULT_UI_PREFERENCES) as Array<keyof UiPreferences>;

const allowed: { [K in keyof UiPreferences]?: readonly string[] } = {
  theme: ['light', 'dark', 'system'],
  menu: ['vertical', 'horizontal'],
  layout: ['full', 'boxed'],
  rtlClass: ['ltr', 'rtl'],
  navbar: ['sticky', 'floating', 'static'],
  locale: ['vi', 'en'],
};

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

function parse<K extends keyof UiPreferences>(key: K, raw: string | null): UiPreferences[K] {
  const fallback = DEFAULT_UI_PREFERENCES[key];
  if (raw === null) return fallback;
  if (typeof fallback === 'boolean') {
    if (raw === 'true' || raw === 'false') return (raw === 'true') as UiPreferences[K];
    return fallback;
  }
  const choices = allowed[key];
  if (choices && !choices.includes(raw)) return fallback;
  return raw as UiPreferences[K];
}

/** Reads every preference, replacing missing or unrecognised values by the default. */
export function readUiPreferences(storage: StorageLike): UiPreferences {
  const result = { ...DEFAULT_UI_PREFERENCES };
  for (const key of UI_PREFERENCE_KEYS) {
    let raw: string | null = null;
    try {
      raw = storage.getItem(key);
    } catch {
      raw = null; // storage can be unavailable (private mode, sandboxed web views)
    }
    (result as Record<string, unknown>)[key] = parse(key, raw);
  }
  return result;
}

export function writeUiPreference<K extends keyof UiPreferences>(
  storage: StorageLike,
  key: K,
  value: UiPreferences[K],
): void {
  try {
    storage.setItem(key, String(value));
  } catch {
    // A full or blocked storage only loses persistence, never the in-memory choice.
  }
}

/** Resolves 'system' with the operating system's colour scheme. */
export function resolveTheme(theme: ThemePreference, systemPrefersDark: boolean): 'light' | 'dark' {
  if (theme === 'system') return systemPrefersDark ? 'dark' : 'light';
  return theme;
}
