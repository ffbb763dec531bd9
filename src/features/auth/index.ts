// The auth pages are not exported here: the route table loads each from its own module, so
// that the shell, which imports this file, does not carry them (src/routes/pages.tsx).
export { clearAppData, clearStorageExcept, KEPT_STORAGE_KEYS } from './app-data';
export {
  authErrorKind,
  authErrorMessage,
  isIdentityError,
  isUnrecoverableRefreshError,
  NoSystemAccessError,
} from './lib/auth-error-message';
export type { AuthErrorContext, AuthErrorKind } from './lib/auth-error-messages';
export {
  NEW_PASSWORD_MIN_LENGTH,
  resetPasswordSchema,
  type ResetPasswordFormValues,
} from './lib/reset-password-form';
export { sessionStarter } from './session-starter';
export { SessionSync } from './session-sync';
export {
  INITIAL_SESSION_STATE,
  sessionAccess,
  sessionState,
  sessionUserState,
  type SessionAccess,
  type SessionState,
} from './session-state';
export { useSignOut } from './use-sign-out';
