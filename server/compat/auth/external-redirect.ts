// Where the external sign-in may send the browser back to (GoTrue's URI allow list): the site
// itself, or an entry of AUTH_REDIRECT_ALLOW_LIST (an origin, or an origin and path prefix).
// Anything else, or nothing, goes to the site URL, so the flow cannot be used to carry an auth
// code to another site.

/** The public base of this server: AUTH_EXTERNAL_URL, else the request's own origin. */
export function siteUrlFor(requestUrl: string, externalUrl: string | undefined): string {
  return `${externalUrl ?? new URL(requestUrl).origin}/`;
}

function matchesEntry(url: URL, entry: string): boolean {
  const allowed = new URL(entry);
  if (url.origin !== allowed.origin) return false;
  const prefix = allowed.pathname.replace(/\/+$/, '');
  return prefix === '' || url.pathname === prefix || url.pathname.startsWith(`${prefix}/`);
}

/** `requested` when it is the site's or allow-listed, otherwise the site URL. */
export function allowedRedirect(
  requested: string | undefined,
  siteUrl: string,
  allowList: readonly string[],
): string {
  if (!requested || requested.length > 2048) return siteUrl;
  let url: URL;
  try {
    url = new URL(requested);
  } catch {
    return siteUrl;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return siteUrl;
  if (url.username || url.password) return siteUrl;
  const allowed = [siteUrl, ...allowList].some((entry) => matchesEntry(url, entry));
  return allowed ? url.toString() : siteUrl;
}
