// Auth failures reach the app in many shapes: supabase-js errors (AuthApiError with .code and
// .status, AuthRetryableFetchError, AuthSessionMissingError, ...), GoTrue bodies in the 2024 and
// legacy formats, OAuth-style redirect parameters ({error, error_code, error_description}), a
// `{ data, error }` result passed whole, plain Errors and strings. This reduces any of them to the
// few facts the message mapping looks at.

export interface AuthErrorDetails {
  /** GoTrue error code such as 'invalid_credentials', when one is known. */
  code?: string;
  /** HTTP status; supabase-js uses 0 for a request that never got an answer. */
  status?: number;
  /** Error class name, e.g. 'AuthRetryableFetchError'. */
  name?: string;
  /** The text to show when nothing more specific applies; '' when there is none. */
  message: string;
  /** Every text the error carries, lower-cased, for substring matching. */
  text: string;
}

type Fields = Record<string, unknown>;

const TEXT_FIELDS = ['msg', 'message', 'error_description', 'error'] as const;

function isObject(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null;
}

/** JSON.stringify of an empty body or a Response object carries nothing a user can read. */
function meaningful(text: string): string {
  const trimmed = text.trim();
  return trimmed === '{}' || trimmed === '[object Object]' ? '' : trimmed;
}

export function authErrorDetails(error: unknown): AuthErrorDetails {
  if (error === null || error === undefined) return { message: '', text: '' };
  if (!isObject(error)) {
    const message = meaningful(String(error));
    return { message, text: message.toLowerCase() };
  }
  // A `{ data, error }` result or a wrapper whose `error` is the real error object.
  if (isObject(error.error) && !('code' in error) && !('status' in error)) {
    return authErrorDetails(error.error);
  }

  // The legacy body puts the HTTP status in `code` and the error code in `error_code`.
  const code =
    typeof error.code === 'string' && error.code !== ''
      ? error.code
      : typeof error.error_code === 'string' && error.error_code !== ''
        ? error.error_code
        : undefined;
  const status =
    typeof error.status === 'number'
      ? error.status
      : typeof error.code === 'number'
        ? error.code
        : undefined;
  const texts = TEXT_FIELDS.map((field) => error[field])
    .filter((value): value is string => typeof value === 'string')
    .map(meaningful)
    .filter((value) => value !== '');
  const name = typeof error.name === 'string' && error.name !== '' ? error.name : undefined;

  return {
    ...(code !== undefined && { code }),
    ...(status !== undefined && { status }),
    ...(name !== undefined && { name }),
    message: texts[0] ?? '',
    text: texts.join(' ').toLowerCase(),
  };
}
