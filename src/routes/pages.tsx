// Which component renders each page of the route table. A page not listed here shows the
// honest under-development state until its feature lands.
import type { ComponentType } from 'react';
import { ProfilePage } from '../features/account';
import { LoginPage } from '../features/auth';
import { HomePage } from './home-page';
import type { PageTitleKey } from './route-table';

export const PAGES: Partial<Record<PageTitleKey, ComponentType>> = {
  home: HomePage,
  profile: ProfilePage,
  login: LoginPage,
};
