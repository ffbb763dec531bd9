// String catalogue. Vietnamese is the source and display default; English is offered for the
// shell. The display language lives under i18next's conventional key 'i18nextLng' (which
// logout keeps, spec §4); the spec's `locale` UI preference is written alongside it but its
// 'en' default never overrides the Vietnamese display default. Only the Vietnamese shell
// catalogue is in the entry chunk; the English one is downloaded when it is displayed
// (issue 13).
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import type { featureCatalogue } from './features';
import { vi } from './vi';

export type DisplayLanguage = 'vi' | 'en';
export const DISPLAY_LANGUAGE_KEY = 'i18nextLng';
export const DEFAULT_DISPLAY_LANGUAGE: DisplayLanguage = 'vi';

export function storedDisplayLanguage(storage: Pick<Storage, 'getItem'>): DisplayLanguage {
  try {
    const stored = storage.getItem(DISPLAY_LANGUAGE_KEY);
    return stored === 'en' || stored === 'vi' ? stored : DEFAULT_DISPLAY_LANGUAGE;
  } catch {
    return DEFAULT_DISPLAY_LANGUAGE;
  }
}

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { vi: { translation: vi } },
  lng:
    typeof localStorage === 'undefined'
      ? DEFAULT_DISPLAY_LANGUAGE
      : storedDisplayLanguage(localStorage),
  fallbackLng: DEFAULT_DISPLAY_LANGUAGE,
  supportedLngs: ['vi', 'en'],
  interpolation: { escapeValue: false }, // React escapes already
  initAsync: false,
  returnNull: false,
});

/** Adds the data screens' strings (i18n/features) to both languages. */
export function addFeatureStrings(catalogue: typeof featureCatalogue): void {
  for (const language of ['vi', 'en'] as const) {
    i18n.addResourceBundle(language, 'translation', catalogue, true, false);
  }
}

let featureStrings: Promise<void> | undefined;

/**
 * The data screens' strings, downloaded once, with the first page or layout that is not in the
 * entry chunk (routes/pages.tsx waits for them before it renders one): the sign-in page, which
 * uses the shell catalogue only, does not download them before its first paint (issue 13).
 */
export function loadFeatureStrings(): Promise<void> {
  return (featureStrings ??= import('./features').then(
    (module) => addFeatureStrings(module.featureCatalogue),
    (error: unknown) => {
      featureStrings = undefined; // a failed download is tried again by the next page
      throw error;
    },
  ));
}

let englishShell: Promise<void> | undefined;

/**
 * The shell catalogue of `language` in the instance: at once for Vietnamese (in the entry), a
 * download once for English. Until it is in, English keys show the Vietnamese fallback.
 */
export function loadDisplayLanguage(language: DisplayLanguage): Promise<void> {
  if (language === 'vi') return Promise.resolve();
  return (englishShell ??= import('./en').then(
    (module) => {
      // Merged under any feature strings added to English already (addFeatureStrings).
      i18n.addResourceBundle('en', 'translation', module.en, true, false);
    },
    (error: unknown) => {
      englishShell = undefined; // a failed download is tried again by the next switch
      throw error;
    },
  ));
}

/** Displays `language` from now on and remembers it; resolves once its strings are shown. */
export async function setDisplayLanguage(language: DisplayLanguage): Promise<void> {
  try {
    localStorage.setItem(DISPLAY_LANGUAGE_KEY, language);
    localStorage.setItem('locale', language);
  } catch {
    // Persistence is best effort; the choice still applies to this visit.
  }
  await loadDisplayLanguage(language);
  await i18n.changeLanguage(language);
  document.documentElement.lang = language;
}

export function currentDisplayLanguage(): DisplayLanguage {
  return i18n.language === 'en' ? 'en' : 'vi';
}

/** One options object for every call: a new one each render would void the hook's memos. */
const HOOK_OPTIONS = { i18n };

/** Typed translation hook bound to the app's instance. */
export function useT() {
  return useTranslation('translation', HOOK_OPTIONS);
}

/** Translation outside React (services, plain modules). */
export const translate = i18n.t.bind(i18n);
