export { clearStorageExcept, KEPT_STORAGE_KEYS, useClearAppData } from './app-data';
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
export { DebugForgotPasswordPage } from './pages/debug-forgot-password-page';
export { ForgotPasswordPage } from './pages/forgot-password-page';
export { LoginPage } from './pages/login-page';
export { ResetPasswordPage } from './pages/reset-password-page';
export { ResetPasswordSentPage } from './pages/reset-password-sent-page';
export { VerifyPage } from './pages/verify-page';
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
