// The account menu's dialogs, loaded when first opened: their forms and yup then stay out of
// the signed-in shell that every screen downloads first.
import { lazy } from 'react';

export const LazyProfileDialog = lazy(() =>
  import('./profile-dialog').then((module) => ({ default: module.ProfileDialog })),
);

export const LazyChangePasswordDialog = lazy(() =>
  import('./change-password-dialog').then((module) => ({ default: module.ChangePasswordDialog })),
);
