// Product-API client (spec §7): every request carries the session's bearer access token.
// All calls pass through `request`, the single place where HTTP failures are turned into
// ApiError and where a 401 ends the session as spec §8 says.
import { publicConfig } from './config';
import { RECOVERY_STORAGE_KEY, supabase } from './supabase';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The server's Vietnamese message of a refused call ({ message } in the body), else `fallback`. */
export function apiErrorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  try {
    const body = JSON.parse(error.message) as { message?: unknown };
    return typeof body.message === 'string' ? body.message : fallback;
  } catch {
    return fallback;
  }
}

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

/** What the app does around a 401; the auth feature registers the real steps at start-up. */
export interface UnauthorizedHandling {
  /** Drops everything the app holds for the signed-out user (caches, state, stored data). */
  clearAppData(): void;
  /** Shows the sign-in page. */
  redirectToLogin(): void;
}

/** The "short delay" of spec §8 between clearing the session and showing /login. */
export const LOGIN_REDIRECT_DELAY_MS = 300;
/** The redirect guard resets after 1 second (spec §8). */
export const REDIRECT_GUARD_RESET_MS = 1000;

const fallbackHandling: UnauthorizedHandling = {
  clearAppData: () => undefined,
  redirectToLogin: () => window.location.assign('/login'),
};
let handling = fallbackHandling;
let redirecting = false;

/** Registers the app's 401 steps; returns the function that unregisters them. */
export function setUnauthorizedHandling(next: UnauthorizedHandling): () => void {
  handling = next;
  return () => {
    if (handling === next) handling = fallbackHandling;
  };
}

/** supabase-js keys (session, PKCE verifier, user) and the recovery client's keys. */
export function isAuthStorageKey(key: string): boolean {
  return (
    (key.startsWith('sb-') && key.includes('-auth-token')) || key.startsWith(RECOVERY_STORAGE_KEY)
  );
}

function removeAuthStorage(storage: Storage): void {
  const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index));
  keys
    .filter((key): key is string => key !== null && isAuthStorageKey(key))
    .forEach((key) => {
      storage.removeItem(key);
    });
}

/**
 * Spec §8: unless already on the login path or already redirecting, remove the stored tokens and
 * auth storage, clear the app data, then go to /login after a short delay; the guard resets after
 * one second, so only one redirect follows a burst of 401 replies.
 */
function onUnauthorized(): void {
  if (redirecting || window.location.pathname.includes('/login')) return;
  redirecting = true;
  setTimeout(() => {
    redirecting = false;
  }, REDIRECT_GUARD_RESET_MS);
  removeAuthStorage(localStorage);
  handling.clearAppData();
  setTimeout(() => handling.redirectToLogin(), LOGIN_REDIRECT_DELAY_MS);
}

async function accessToken(): Promise<string | undefined> {
  const { data } = await supabase.auth.getSession();
  return data.session?.access_token;
}

/** The reply to a request, turned into ApiError (and the 401 steps) unless it is ok or `also`. */
async function reply(
  path: string,
  { method = 'GET', body, signal }: ApiRequest,
  extraHeaders: Record<string, string> = {},
  also?: number,
): Promise<Response> {
  const token = await accessToken();
  const headers: Record<string, string> = { Accept: 'application/json', ...extraHeaders };
  if (token) headers.Authorization = `Bearer ${token}`;
  // A file (a photo) goes as its own bytes; anything else as JSON.
  const file = body instanceof Blob;
  if (body !== undefined)
    headers['Content-Type'] = file ? body.type || 'application/octet-stream' : 'application/json';
  const response = await fetch(`${publicConfig.apiUrl}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : file ? body : JSON.stringify(body),
    signal,
  });
  if (!response.ok && response.status !== also) {
    if (response.status === 401) onUnauthorized();
    const text = await response.text().catch(() => '');
    throw new ApiError(response.status, text || response.statusText);
  }
  return response;
}

async function request<T>(path: string, init: ApiRequest): Promise<T> {
  return (await (await reply(path, init)).json()) as T;
}

/** A GET that names the answer already held (its ETag): unchanged, or the new answer and tag. */
export type Revalidated<T> = { changed: false } | { changed: true; data: T; etag: string | null };

async function revalidate<T>(
  path: string,
  etag: string | null,
  signal?: AbortSignal,
): Promise<Revalidated<T>> {
  const response = await reply(path, { signal }, etag ? { 'If-None-Match': etag } : {}, 304);
  if (response.status === 304) return { changed: false };
  return { changed: true, data: (await response.json()) as T, etag: response.headers.get('ETag') };
}

export const apiClient = {
  get: <T>(path: string, signal?: AbortSignal) => request<T>(path, { signal }),
  /** GET `path` unless the answer tagged `etag` is still the server's (304 Not Modified). */
  revalidate: <T>(path: string, etag: string | null, signal?: AbortSignal) =>
    revalidate<T>(path, etag, signal),
  send: <T>(path: string, init: ApiRequest) => request<T>(path, init),
  /** A file the API answers (an incident's photo), read with the session's token. */
  blob: async (path: string, signal?: AbortSignal) => (await reply(path, { signal })).blob(),
};
