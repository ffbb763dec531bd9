import { describeHostError, HOST_ERROR } from './host-error-codes';

/**
 * The one error type the mini-app layer throws. zmp-sdk rejects with plain `{code, message}`
 * objects (never `Error` instances, reference §0.5), so every failure is normalised into this.
 */
export class MiniAppError extends Error {
  readonly code: number;
  readonly api: string | undefined;
  readonly detail: unknown;

  constructor(code: number, message?: string, options: { api?: string; detail?: unknown } = {}) {
    super(message || describeHostError(code).en);
    this.name = 'MiniAppError';
    this.code = code;
    this.api = options.api;
    this.detail = options.detail;
  }

  /** Vietnamese text for the user, from the host error catalogue. */
  get vietnameseMessage(): string {
    return describeHostError(this.code).vi;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Turns anything thrown by zmp-sdk, fetch or our own code into a MiniAppError. */
export function toMiniAppError(error: unknown, api?: string): MiniAppError {
  if (error instanceof MiniAppError) return error;
  if (isRecord(error) && typeof error.code === 'number') {
    const message = typeof error.message === 'string' ? error.message : undefined;
    const sdkApi = typeof error.api === 'string' ? error.api : api;
    return new MiniAppError(error.code, message, { api: sdkApi, detail: error.detail });
  }
  const message = error instanceof Error ? error.message : undefined;
  return new MiniAppError(HOST_ERROR.UNKNOWN, message, { api, detail: error });
}

export function badRequest(api: string, message: string): MiniAppError {
  return new MiniAppError(HOST_ERROR.BAD_REQUEST, `${api}: ${message}`, { api });
}

export function notSupported(api: string): MiniAppError {
  return new MiniAppError(HOST_ERROR.CLIENT_NOT_SUPPORTED, undefined, { api });
}

/** 'Authentication required': the user refused (or never granted) `scope.userInfo`. */
export function authenticationRequired(api?: string): MiniAppError {
  return new MiniAppError(
    HOST_ERROR.UNAUTHORIZED,
    'User Authentication Required. Please grant User Authentication permission before requesting User Permission',
    { api },
  );
}
