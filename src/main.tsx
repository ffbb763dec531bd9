// Be Vietnam Pro in 400, 500, 600 and 700, cut to Latin and Vietnamese (scripts/build).
import 'virtual:ui-font.css';
// Only the zmp-ui components the app renders (App, BottomNavigation, Sheet), not zaui.css,
// which styles all forty; before our own sheets, which override its globals.
import 'zmp-ui/app/styles/app.css';
import 'zmp-ui/bottom-navigation/styles/bottom-navigation.css';
import 'zmp-ui/sheet/styles/sheet.css';
import './styles/tokens.css';
import './styles/app.css';
import './styles/controls.css';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { currentDisplayLanguage } from './i18n';

document.documentElement.lang = currentDisplayLanguage();
createRoot(document.getElementById('app')!).render(<App />);
