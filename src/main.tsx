import '@fontsource/be-vietnam-pro/400.css';
import '@fontsource/be-vietnam-pro/500.css';
import '@fontsource/be-vietnam-pro/600.css';
import '@fontsource/be-vietnam-pro/700.css';
import 'zmp-ui/zaui.css';
import './styles/tokens.css';
import './styles/app.css';
import './styles/controls.css';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { currentDisplayLanguage } from './i18n';

document.documentElement.lang = currentDisplayLanguage();
createRoot(document.getElementById('app')!).render(<App />);
