export { AuthInfoPage, type AuthInfoPageName } from './pages/auth-info-page';
export { LoginPage } from './pages/login-page';
export { SessionSync } from './session-sync';
export {
  INITIAL_SESSION_STATE,
  sessionAccess,
  sessionState,
  sessionUserState,
  type SessionAccess,
  type SessionState,
} from './session-state';
export { clearStorageExcept, KEPT_STORAGE_KEYS, useSignOut } from './use-sign-out';
