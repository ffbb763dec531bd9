// Public API of the mini-app layer (DESIGN.md §6): plain TypeScript, no React.
export { ActionLog, ACTION_LOG_FLUSH_MS, type ActionLogSender } from './action-log';
export {
  AccessTokenManager,
  TOKEN_WAIT_POLL_MS,
  type AccessTokenDeps,
  type TokenFlow,
} from './access-token';
export { createMiniAppHelpers, orNull, type MiniAppHelpers } from './app-helpers';
export { onAppPause, type PageVisibility } from './app-pause';
export {
  createHostBridge,
  SAMPLE_USER,
  type HostBridge,
  type HostBridgeOptions,
  type HostHttpApis,
  type ZmpSdkModule,
} from './bridge';
export { sleep, systemClock, type Clock, type TimerHandle } from './clock';
export { authenticationRequired, MiniAppError, toMiniAppError } from '../../shared/zalo/errors';
export {
  describeHostError,
  HOST_ERROR,
  HOST_ERROR_CATALOGUE,
  type HostErrorText,
} from '../../shared/zalo/host-error-codes';
export {
  appIdFromPath,
  currentHostEnvironment,
  currentMiniAppId,
  currentZaloAppId,
  detectHost,
  isZaloContainer,
  type HostEnvironment,
  type HostKind,
} from './host-detect';
export { browserFetch, HttpStatusError, type HttpFetch } from '../../shared/zalo/http';
export { HOST_COOKIE, hostCookie, LoginState, type LoginStatus } from './login-state';
export {
  ActionRateLimiter,
  DEFAULT_RATE_LIMIT,
  RATE_LIMIT_IDLE_RESET_MS,
  RATE_LIMITS,
  rateLimitFor,
} from './rate-limit';
export * from './remote-config';
export { createMiniAppRuntime, type MiniAppRuntime, type MiniAppRuntimeOptions } from './runtime';
export {
  DEFAULT_HOST_TIMEOUT_MS,
  NFC_SCAN_TIMEOUT_MS,
  SHORT_HOST_CALLS,
  SHORT_HOST_TIMEOUT_MS,
  timeoutFor,
  withTimeout,
} from './timeouts';
export type {
  ActionLogEntry,
  AvatarType,
  HostCookie,
  HostLogin,
  MiniAppUserInfo,
  MiniProgramConfig,
} from '../../shared/zalo/types';
export {
  validateFollowOA,
  validateOpenChat,
  validateOpenWebView,
  validateUserInfoOptions,
  type FollowOAInput,
  type OpenChatInput,
  type OpenWebViewInput,
  type UserInfoOptions,
} from './validation';
export { isPaymentGatewayUrl, PAYMENT_GATEWAY_DOMAINS, webViewUrl } from './web-view-url';
export {
  exchangeTokenV3,
  exchangeTokenV4,
  fetchZaloUserInfo,
  sendActionLogBatch,
  zaloActionLogSender,
  type V4Grant,
  type ZaloApiDeps,
  type ZaloToken,
} from '../../shared/zalo/zalo-api';
export {
  DEFAULT_ZALO_ENDPOINTS,
  miniAppRedirectUri,
  zaloEndpoints,
  type ZaloEndpoints,
} from '../../shared/zalo/zalo-endpoints';
