// Which component renders each page of the route table, and the signed-in shell around most of
// them. Each is its own chunk, loaded when its route first renders, so /login downloads the
// shell and the sign-in form only, and the heavy libraries (exports, maps, video, charts) load
// only with the pages that use them. Pages are imported from their own modules, not from the
// feature barrels: a barrel that the shell already imports would put the page in the entry.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { LoginPage } from '../features/auth/pages/login-page';
import type { PageTitleKey } from './route-table';

/** A lazily loaded component whose chunk can also be fetched ahead of its first render. */
export type LoadableComponent<Props = object> = LazyExoticComponent<ComponentType<Props>> & {
  preload(): Promise<unknown>;
};

/** A named export of a module loaded on demand (the modules keep their named exports). */
function loadable<Name extends string, Props = object>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): LoadableComponent<Props> {
  let loading: Promise<{ default: ComponentType<Props> }> | undefined;
  const preload = () => (loading ??= load().then((module) => ({ default: module[name] })));
  return Object.assign(lazy(preload), { preload });
}

const page = loadable;

/** Header, sidebar, account menu, notifications and bottom navigation: never on /login. */
export const MainLayout = loadable<'MainLayout', { zeroPadding?: boolean }>(
  () => import('../layouts/main-layout'),
  'MainLayout',
);

export const PAGES: Record<PageTitleKey, LoadableComponent> = {
  home: page(() => import('./home-page'), 'HomePage'),
  profile: page(() => import('../features/account/profile-page'), 'ProfilePage'),
  login: Object.assign(LoginPage, { preload: () => Promise.resolve() }) as never,
  'forgot-password': page(
    () => import('../features/auth/pages/forgot-password-page'),
    'ForgotPasswordPage',
  ),
  'reset-password': page(
    () => import('../features/auth/pages/reset-password-page'),
    'ResetPasswordPage',
  ),
  'reset-password-sent': page(
    () => import('../features/auth/pages/reset-password-sent-page'),
    'ResetPasswordSentPage',
  ),
  'auth-verify': page(() => import('../features/auth/pages/verify-page'), 'VerifyPage'),
  'debug-forgot-password': page(
    () => import('../features/auth/pages/debug-forgot-password-page'),
    'DebugForgotPasswordPage',
  ),
  'online-monitoring': page(
    () => import('../features/monitoring/pages/online-monitoring-page'),
    'OnlineMonitoringPage',
  ),
  'station-status': page(
    () => import('../features/stations/station-status-page'),
    'StationStatusPage',
  ),
  public: page(() => import('../features/public/public-page'), 'PublicPage'),
  maps: page(() => import('../features/maps/maps-page'), 'MapsPage'),
  'camera-monitoring': page(
    () => import('../features/cameras/camera-monitoring-page'),
    'CameraMonitoringPage',
  ),
  'zalo-welcome': page(() => import('../features/zalo/zalo-welcome-page'), 'ZaloWelcomePage'),
  'oauth-callback': page(() => import('../features/zalo/oauth-callback-page'), 'OAuthCallbackPage'),
  'oauth-error': page(() => import('../features/zalo/oauth-error-page'), 'OAuthErrorPage'),
  notifications: page(
    () => import('../features/notifications/notifications-page'),
    'NotificationsPage',
  ),
  'data-lookup': page(() => import('../features/data/data-lookup-page'), 'DataLookupPage'),
  'average-data': page(() => import('../features/data/average-data-page'), 'AverageDataPage'),
  'exceed-data': page(() => import('../features/reports/exceed-data-page'), 'ExceedDataPage'),
  'station-signal-lost': page(
    () => import('../features/reports/station-signal-lost-page'),
    'StationSignalLostPage',
  ),
  'water-fee-report': page(
    () => import('../features/fees/water-fee-report-page'),
    'WaterFeeReportPage',
  ),
  'air-fee-report': page(() => import('../features/fees/air-fee-report-page'), 'AirFeeReportPage'),
  'under-development': page(() => import('../components/under-development'), 'UnderDevelopment'),
};
