// Which component renders each page of the route table.
import type { ComponentType } from 'react';
import { UnderDevelopment } from '../components/under-development';
import { ProfilePage } from '../features/account';
import {
  DebugForgotPasswordPage,
  ForgotPasswordPage,
  LoginPage,
  ResetPasswordPage,
  ResetPasswordSentPage,
  VerifyPage,
} from '../features/auth';
import { CameraMonitoringPage } from '../features/cameras';
import { AverageDataPage, DataLookupPage } from '../features/data';
import { AirFeeReportPage, WaterFeeReportPage } from '../features/fees';
import { MapsPage } from '../features/maps';
import { OnlineMonitoringPage } from '../features/monitoring';
import { NotificationsPage } from '../features/notifications';
import { PublicPage } from '../features/public';
import { ExceedDataPage, StationSignalLostPage } from '../features/reports';
import { StationStatusPage } from '../features/stations';
import { OAuthCallbackPage, OAuthErrorPage, ZaloWelcomePage } from '../features/zalo';
import { HomePage } from './home-page';
import type { PageTitleKey } from './route-table';

export const PAGES: Record<PageTitleKey, ComponentType> = {
  home: HomePage,
  profile: ProfilePage,
  login: LoginPage,
  'forgot-password': ForgotPasswordPage,
  'reset-password': ResetPasswordPage,
  'reset-password-sent': ResetPasswordSentPage,
  'auth-verify': VerifyPage,
  'debug-forgot-password': DebugForgotPasswordPage,
  'online-monitoring': OnlineMonitoringPage,
  'station-status': StationStatusPage,
  public: PublicPage,
  maps: MapsPage,
  'camera-monitoring': CameraMonitoringPage,
  'zalo-welcome': ZaloWelcomePage,
  'oauth-callback': OAuthCallbackPage,
  'oauth-error': OAuthErrorPage,
  notifications: NotificationsPage,
  'data-lookup': DataLookupPage,
  'average-data': AverageDataPage,
  'exceed-data': ExceedDataPage,
  'station-signal-lost': StationSignalLostPage,
  'water-fee-report': WaterFeeReportPage,
  'air-fee-report': AirFeeReportPage,
  'under-development': UnderDevelopment,
};
