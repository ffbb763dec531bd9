// The page an anonymous visitor wanted, carried in the navigation state of the redirect to the
// sign-in page, so signing in returns there (spec §2).

export interface Origin {
  pathname: string;
  search?: string;
  hash?: string;
}

export interface OriginState {
  from?: Origin;
}

/** A same-app path to return to, or undefined (never another origin, never a sign-in page). */
export function originPath(state: unknown): string | undefined {
  const from = (state as OriginState | null | undefined)?.from;
  if (!from || typeof from.pathname !== 'string' || !from.pathname.startsWith('/'))
    return undefined;
  if (from.pathname.startsWith('//')) return undefined;
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}
