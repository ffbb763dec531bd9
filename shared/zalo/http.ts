// A fetch-like function is injected into every Zalo call, so tests use a fake HTTP peer and
// the app passes `fetch`.
export type HttpFetch = (url: string, init?: RequestInit) => Promise<Response>;

/** The platform fetch, looked up on every call (tests may replace it). */
export const browserFetch: HttpFetch = (url, init) => globalThis.fetch(url, init);

export class HttpStatusError extends Error {
  readonly status: number;
  readonly body: string;

  constructor(method: string, url: string, status: number, body: string) {
    super(`${method} ${url} failed with HTTP ${status}`);
    this.name = 'HttpStatusError';
    this.status = status;
    this.body = body;
  }
}

/** Reads a JSON body, throwing HttpStatusError on a non-OK status. An empty body reads as null. */
export async function readJson<T>(response: Response, method: string, url: string): Promise<T> {
  const text = await response.text();
  if (!response.ok) throw new HttpStatusError(method, url, response.status, text);
  return (text === '' ? null : JSON.parse(text)) as T;
}

export function withQuery(url: string, query: Record<string, string>): string {
  const target = new URL(url);
  for (const [key, value] of Object.entries(query)) target.searchParams.set(key, value);
  return target.toString();
}

export function formBody(fields: Record<string, string | undefined>): URLSearchParams {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined) body.set(key, value);
  }
  return body;
}
