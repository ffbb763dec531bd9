// Rewrites the built index.html for one request: a <base href> first in <head>, so the
// bundle's relative ./assets URLs resolve from a deep link (reference/zalo-miniapp.md §1.11),
// the public runtime config as an inline script before the bundle runs, and preload links for
// data the page will ask for (fetched beside the bundle instead of after it has run).
import type { PublicConfig } from './public-config';

/** JSON that is safe inside a <script> element: no '</script>', no HTML comments, no U+2028. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function injectIntoIndexHtml(
  html: string,
  options: { baseHref: string; config: PublicConfig; dataPreloads?: readonly string[] },
): string {
  const tags =
    `<base href="${escapeAttribute(options.baseHref)}">` +
    `<script>window.__GREENWATCH_CONFIG__=${scriptSafeJson(options.config)};</script>` +
    (options.dataPreloads ?? [])
      .map((url) => `<link rel="preload" as="fetch" href="${escapeAttribute(url)}" crossorigin>`)
      .join('');
  const withoutBase = html.replace(/<base\s[^>]*>/gi, '');
  const head = /<head(\s[^>]*)?>/i.exec(withoutBase);
  if (!head) return `${tags}${withoutBase}`;
  const at = head.index + head[0].length;
  return `${withoutBase.slice(0, at)}${tags}${withoutBase.slice(at)}`;
}
