// Be Vietnam Pro in 400, 500, 600 and 700, cut to Latin and Vietnamese (scripts/build).
import 'virtual:ui-font.css';
// All of zmp-ui's styles: its per-component files lack the Sheet's overlay.
import 'zmp-ui/zaui.css';
import './styles/tokens.css';
import './styles/app.css';
import './styles/controls.css';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { currentDisplayLanguage } from './i18n';

document.documentElement.lang = currentDisplayLanguage();
createRoot(document.getElementById('app')!).render(<App />);
