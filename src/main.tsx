// Be Vietnam Pro in 400, 500, 600 and 700, cut to Latin and Vietnamese (scripts/build).
import 'virtual:ui-font.css';
// zmp-ui's styles, of the components the app renders only (scripts/build/zaui-styles.ts).
import 'virtual:zaui.css';
import './styles/tokens.css';
import './styles/app.css';
import './styles/controls.css';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
// Before anything renders a RecoilRoot.
import './services/recoil-settings';
import { App } from './app';
import { currentDisplayLanguage, loadDisplayLanguage } from './i18n';

const language = currentDisplayLanguage();
document.documentElement.lang = language;
const root = createRoot(document.getElementById('app')!);
// English, when chosen, is downloaded before the first render (Vietnamese is in this chunk); if
// it cannot be, the app starts in Vietnamese. As a transition, the first render yields to the
// browser every few milliseconds instead of holding the main thread for the whole tree (a
// phone's first seconds stay responsive).
void loadDisplayLanguage(language)
  .catch((error: unknown) => console.error('English strings', error))
  .finally(() => startTransition(() => root.render(<App />)));
