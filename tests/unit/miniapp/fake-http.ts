import type { HttpFetch } from '../../../src/miniapp';

export interface RecordedRequest {
  url: URL;
  method: string;
  headers: Headers;
  body: string;
}

export type FakeHandler = (request: RecordedRequest) => Response | Promise<Response>;

/** A fake Zalo peer: records every request and answers through `handler`. */
export function fakeHttp(handler: FakeHandler): { http: HttpFetch; requests: RecordedRequest[] } {
  const requests: RecordedRequest[] = [];
  const http: HttpFetch = async (url, init = {}) => {
    const request: RecordedRequest = {
      url: new URL(url),
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      body: init.body === undefined || init.body === null ? '' : String(init.body),
    };
    requests.push(request);
    return handler(request);
  };
  return { http, requests };
}

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

export function form(request: RecordedRequest): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(request.body));
}
