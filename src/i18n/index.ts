// String catalogue. Vietnamese is the source and display default; English is offered for the
// shell. The display language lives under the key 'i18nextLng' (the name it had under i18next,
// kept so a stored choice survives; logout keeps it, spec §4); the spec's `locale` UI preference
// is written alongside it but its 'en' default never overrides the Vietnamese display default.
// Only the Vietnamese shell catalogue is in the entry chunk; the English one is downloaded when
// it is displayed, the data screens' strings with the first page that needs them, the console
// screens' with the first console page (issue 13).
import { useSyncExternalStore } from 'react';
import type { featureCatalogue } from './features';
import type { consoleCatalogue } from './features/console';
import {
  fillPlaceholders,
  findText,
  type CatalogueTree,
  type KeyOf,
  type Placeholders,
} from './lookup';
import { vi } from './vi';

export type DisplayLanguage = 'vi' | 'en';
export const DISPLAY_LANGUAGE_KEY = 'i18nextLng';
export const DEFAULT_DISPLAY_LANGUAGE: DisplayLanguage = 'vi';

/** Every key of the catalogue, shell, data and console screens, e.g. 'nav.home'. */
export type TextKey = KeyOf<typeof vi & typeof featureCatalogue & typeof consoleCatalogue>;

export function storedDisplayLanguage(storage: Pick<Storage, 'getItem'>): DisplayLanguage {
  try {
    const stored = storage.getItem(DISPLAY_LANGUAGE_KEY);
    return stored === 'en' || stored === 'vi' ? stored : DEFAULT_DISPLAY_LANGUAGE;
  } catch {
    return DEFAULT_DISPLAY_LANGUAGE;
  }
}

/**
 * The catalogues each language holds, later layers first in lookup. A key English lacks (the
 * data screens, or all of it until its download ends) shows the Vietnamese text.
 */
const layers: Record<DisplayLanguage, CatalogueTree[]> = { vi: [vi], en: [] };
let language: DisplayLanguage =
  typeof localStorage === 'undefined'
    ? DEFAULT_DISPLAY_LANGUAGE
    : storedDisplayLanguage(localStorage);
const listeners = new Set<() => void>();

/** The displayed language's string at `key`, else the Vietnamese one. */
const textAt = (key: string): string | undefined =>
  findText(layers[language], key) ?? findText(layers.vi, key);

/**
 * A translation function, made anew on every change so that what `useT` gives a component
 * changes too (and memos built on it are built again).
 */
function newTranslator() {
  return (key: TextKey, values?: Placeholders): string => {
    const text = textAt(key);
    return text === undefined ? key : fillPlaceholders(text, values);
  };
}

let current = newTranslator();

/** Tells every `useT` the strings changed: a new language, or catalogues added. */
function changed() {
  current = newTranslator();
  for (const listener of listeners) listener();
}

/** The data or the console screens' strings (i18n/features). */
type ScreenStrings = typeof featureCatalogue | typeof consoleCatalogue;

/**
 * Adds the data or console screens' strings to both languages: in English, under the English
 * shell catalogue, which translates home's and the account parts' (i18n/features/account.ts).
 */
export function addFeatureStrings(catalogue: ScreenStrings): void {
  layers.vi.push(catalogue);
  layers.en.unshift(catalogue);
  changed();
}

/** Downloads `load`'s strings once and adds them; a failed download is tried again next time. */
function onceAdded(load: () => Promise<ScreenStrings>) {
  let added: Promise<void> | undefined;
  return (): Promise<void> =>
    (added ??= load().then(addFeatureStrings, (error: unknown) => {
      added = undefined;
      throw error;
    }));
}

/**
 * The data screens' strings, downloaded once, with the first page or layout that is not in the
 * entry chunk (routes/pages.tsx waits for them before it renders one): the sign-in page, which
 * uses the shell catalogue only, does not download them before its first paint (issue 13).
 */
export const loadFeatureStrings = onceAdded(() =>
  import('./features').then((module) => module.featureCatalogue),
);

/** The console screens' strings, downloaded once, with the first page that uses them. */
export const loadConsoleStrings = onceAdded(() =>
  import('./features/console').then((module) => module.consoleCatalogue),
);

let englishShell: Promise<void> | undefined;

/**
 * The shell catalogue of `shown` in the catalogue: at once for Vietnamese (in the entry), a
 * download once for English. Until it is in, English keys show the Vietnamese text.
 */
export function loadDisplayLanguage(shown: DisplayLanguage): Promise<void> {
  if (shown === 'vi') return Promise.resolve();
  return (englishShell ??= import('./en').then(
    (module) => {
      // Over the feature strings added to English (addFeatureStrings): the last layer wins.
      layers.en.push(module.en);
      changed();
    },
    (error: unknown) => {
      englishShell = undefined; // a failed download is tried again by the next switch
      throw error;
    },
  ));
}

/**
 * Displays `language` from now on and remembers it; resolves once its strings are shown. When
 * they cannot be downloaded it rejects, and neither the display nor the stored choice changes.
 */
export async function setDisplayLanguage(chosen: DisplayLanguage): Promise<void> {
  await loadDisplayLanguage(chosen);
  try {
    localStorage.setItem(DISPLAY_LANGUAGE_KEY, chosen);
    localStorage.setItem('locale', chosen);
  } catch {
    // Persistence is best effort; the choice still applies to this visit.
  }
  language = chosen;
  changed();
  document.documentElement.lang = chosen;
}

export function currentDisplayLanguage(): DisplayLanguage {
  return language;
}

/**
 * The string at a key built from data (a status code, a channel), else `fallback`: the data's
 * own word where the catalogue has no name for it.
 */
export function translateOr(key: string, fallback: string): string {
  return textAt(key) ?? fallback;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const currentTranslator = () => current;

/** The translation function; the component renders again when the language or strings change. */
export function useT() {
  return { t: useSyncExternalStore(subscribe, currentTranslator) };
}

/** Translation outside React (services, plain modules), in the language displayed at the call. */
export function translate(key: TextKey, values?: Placeholders): string {
  return current(key, values);
}
