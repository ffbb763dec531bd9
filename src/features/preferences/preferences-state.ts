import { atom } from 'recoil';
import {
  DEFAULT_UI_PREFERENCES,
  readUiPreferences,
  type UiPreferences,
} from '../../lib/ui-preferences';

// Read from local storage when first used (spec §4 "theme settings are read from local storage
// at start"), not at import time.
export const uiPreferencesState = atom<UiPreferences>({
  key: 'preferences/ui',
  default: DEFAULT_UI_PREFERENCES,
  effects: [
    ({ setSelf, trigger }) =>
      trigger === 'get' ? setSelf(readUiPreferences(localStorage)) : undefined,
  ],
});
