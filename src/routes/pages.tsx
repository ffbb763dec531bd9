// Which component renders each page of the route table, and the signed-in shell around most of
// them. Each is its own chunk, loaded when its route first renders (and preloaded from
// index.html for the address the visit opens on: scripts/build/route-preload-plugin.ts), so the
// entry carries only what every page needs, and the heavy libraries (exports, maps, video,
// charts) load only with the pages that use them. Pages are imported from their own modules,
// not from the feature barrels: a barrel that the shell already imports would put the page in
// the entry.
//
// A page or layout loaded so also brings the data screens' strings (i18n/features), which the
// entry leaves out, unless it uses the shell catalogue only (SHELL_STRINGS_ONLY), and the
// console screens' strings when its code names them (CONSOLE_STRINGS;
// tests/unit/routes/page-strings checks both ways).
//
// The sign-in page is a chunk of its own too: its form library (react-hook-form), the zmp-ui
// inputs and the sign-in error rules are then not in the entry that the public page and the
// signed-in pages evaluate, while /login fetches its chunk beside the entry (issue 13).
import type { ReactNode } from 'react';
import { CONSOLE_STRINGS, loadable, SHELL_STRINGS_ONLY, type LoadableComponent } from './loadable';
import type { PageTitleKey } from './route-table';

/** Header, sidebar, account menu, notifications and bottom navigation: never on /login. */
export const MainLayout = loadable<'MainLayout', { zeroPadding?: boolean; children: ReactNode }>(
  () => import('../layouts/main-layout'),
  'MainLayout',
);

/** What a guard shows a signed-in user without the route's right (spec §2). Rarely seen, so
 *  neither it nor the not-found page weighs on the entry (nor brings icons into it). */
export const AccessDeniedPage = loadable(
  () => import('./access-denied-page'),
  'AccessDeniedPage',
  SHELL_STRINGS_ONLY,
);

/** Any address no route matches. */
export const NotFoundPage = loadable(
  () => import('./not-found-page'),
  'NotFoundPage',
  SHELL_STRINGS_ONLY,
);

export const PAGES: Record<PageTitleKey, LoadableComponent> = {
  home: loadable(() => import('./home-page'), 'HomePage'),
  profile: loadable(() => import('../features/account/profile-page'), 'ProfilePage'),
  login: loadable(
    () => import('../features/auth/pages/login-page'),
    'LoginPage',
    SHELL_STRINGS_ONLY,
  ),
  'forgot-password': loadable(
    () => import('../features/auth/pages/forgot-password-page'),
    'ForgotPasswordPage',
  ),
  'reset-password': loadable(
    () => import('../features/auth/pages/reset-password-page'),
    'ResetPasswordPage',
  ),
  'reset-password-sent': loadable(
    () => import('../features/auth/pages/reset-password-sent-page'),
    'ResetPasswordSentPage',
  ),
  'auth-verify': loadable(() => import('../features/auth/pages/verify-page'), 'VerifyPage'),
  'debug-forgot-password': loadable(
    () => import('../features/auth/pages/debug-forgot-password-page'),
    'DebugForgotPasswordPage',
  ),
  'online-monitoring': loadable(
    () => import('../features/monitoring/pages/online-monitoring-page'),
    'OnlineMonitoringPage',
  ),
  'station-status': loadable(
    () => import('../features/stations/station-status-page'),
    'StationStatusPage',
  ),
  'station-log': loadable(
    () => import('../features/ingest-log/station-log-page'),
    'StationLogPage',
  ),
  'authority-forwarding': loadable(
    () => import('../features/authority/authority-page'),
    'AuthorityPage',
  ),
  incidents: loadable(() => import('../features/incidents/incidents-page'), 'IncidentsPage'),
  incident: loadable(() => import('../features/incidents/incident-page'), 'IncidentPage'),
  interruptions: loadable(
    () => import('../features/interruptions/interruptions-page'),
    'InterruptionsPage',
  ),
  evidence: loadable(() => import('../features/evidence/evidence-page'), 'EvidencePage'),
  escalation: loadable(() => import('../features/incidents/escalation-page'), 'EscalationPage'),
  public: loadable(() => import('../features/public/public-page'), 'PublicPage'),
  maps: loadable(() => import('../features/maps/maps-page'), 'MapsPage'),
  'camera-monitoring': loadable(
    () => import('../features/cameras/camera-monitoring-page'),
    'CameraMonitoringPage',
  ),
  'zalo-welcome': loadable(() => import('../features/zalo/zalo-welcome-page'), 'ZaloWelcomePage'),
  'oauth-callback': loadable(
    () => import('../features/auth/pages/oauth-callback-page'),
    'OAuthCallbackPage',
  ),
  'oauth-error': loadable(() => import('../features/zalo/oauth-error-page'), 'OAuthErrorPage'),
  notifications: loadable(
    () => import('../features/notifications/notifications-page'),
    'NotificationsPage',
  ),
  'data-lookup': loadable(() => import('../features/data/data-lookup-page'), 'DataLookupPage'),
  'average-data': loadable(() => import('../features/data/average-data-page'), 'AverageDataPage'),
  'exceed-data': loadable(() => import('../features/reports/exceed-data-page'), 'ExceedDataPage'),
  'station-signal-lost': loadable(
    () => import('../features/reports/station-signal-lost-page'),
    'StationSignalLostPage',
  ),
  'water-fee-report': loadable(
    () => import('../features/fees/water-fee-report-page'),
    'WaterFeeReportPage',
  ),
  'air-fee-report': loadable(
    () => import('../features/fees/air-fee-report-page'),
    'AirFeeReportPage',
  ),
  'water-fee-declaration': loadable(
    () => import('../features/fees/declaration/water-fee-declaration-page'),
    'WaterFeeDeclarationPage',
    CONSOLE_STRINGS,
  ),
  'air-fee-declaration': loadable(
    () => import('../features/fees/declaration/air-fee-declaration-page'),
    'AirFeeDeclarationPage',
    CONSOLE_STRINGS,
  ),
  'station-limits': loadable(
    () => import('../features/admin/station-limits-page'),
    'StationLimitsPage',
    CONSOLE_STRINGS,
  ),
  'audit-log': loadable(
    () => import('../features/admin/audit-log-page'),
    'AuditLogPage',
    CONSOLE_STRINGS,
  ),
  'remote-config': loadable(
    () => import('../features/admin/remote-config-page'),
    'RemoteConfigPage',
    CONSOLE_STRINGS,
  ),
  'fee-rules': loadable(
    () => import('../features/admin/fee-rules/fee-rules-page'),
    'FeeRulesPage',
    CONSOLE_STRINGS,
  ),
  'duty-profiles': loadable(
    () => import('../features/admin/duty-profiles/duty-profiles-page'),
    'DutyProfilesPage',
    CONSOLE_STRINGS,
  ),
  'declaration-forms': loadable(
    () => import('../features/admin/declaration-forms/declaration-forms-page'),
    'DeclarationFormsPage',
    CONSOLE_STRINGS,
  ),
  'customers-admin': loadable(
    () => import('../features/admin/customers/customers-page'),
    'CustomersAdminPage',
    CONSOLE_STRINGS,
  ),
  'stations-admin': loadable(
    () => import('../features/admin/stations/stations-page'),
    'StationsAdminPage',
    CONSOLE_STRINGS,
  ),
  'plans-admin': loadable(
    () => import('../features/admin/plans/plans-page'),
    'PlansAdminPage',
    CONSOLE_STRINGS,
  ),
  users: loadable(() => import('../features/admin/users/users-page'), 'UsersPage', CONSOLE_STRINGS),
  'ingest-credentials': loadable(
    () => import('../features/admin/credentials/credentials-page'),
    'IngestCredentialsPage',
    CONSOLE_STRINGS,
  ),
  'under-development': loadable(
    () => import('../components/under-development'),
    'UnderDevelopment',
  ),
};
