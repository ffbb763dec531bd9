// One route's page: its title, its permission check, its content.
import type { ReactNode } from 'react';
import { useT } from '../i18n';
import { RouteGate } from './guards';
import { usePageTitle } from './page-title';
import type { AppRoute, PageTitleKey } from './route-table';

type Translate = ReturnType<typeof useT>['t'];

const BLANK_TITLES = new Set<PageTitleKey>([
  'login',
  'forgot-password',
  'reset-password',
  'reset-password-sent',
  'auth-verify',
  'oauth-callback',
  'oauth-error',
  'debug-forgot-password',
  'zalo-welcome',
  'public',
]);

export function titleText(t: Translate, key: PageTitleKey): string {
  if (BLANK_TITLES.has(key)) return t(`pages.${key as 'login'}`);
  return t(`nav.${key as 'home'}`);
}

export function RoutePage({ route, children }: { route: AppRoute; children: ReactNode }) {
  const { t } = useT();
  usePageTitle(titleText(t, route.title));
  return <RouteGate route={route}>{children}</RouteGate>;
}
