export { appMiniApp } from './app-mini-app';
export { MiniAppLifecycle } from './mini-app-lifecycle';
export { OAuthCallbackPage } from './oauth-callback-page';
export { useOpenInZaloWebView } from './open-in-web-view';
export { ZaloLinkSection } from './zalo-link-section';
