export { uiPreferencesState } from './preferences-state';
export { useAppliedTheme, useUiPreferences } from './use-ui-preferences';
