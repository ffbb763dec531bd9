// Clearing the server cache (react-query's, services/query-client.ts) from code that must not
// load react-query: the session sync and sign-out run on the sign-in pages too, which cache
// nothing and so leave react-query out of their download (issue 13). The cache registers itself
// here when the first screen that caches creates it; before that there is nothing to clear.

interface ClearableCache {
  clear(): void;
}

let cache: ClearableCache | undefined;

export function registerServerCache(created: ClearableCache): void {
  cache = created;
}

/** Drops every cached server answer, if a screen has cached any. */
export function clearServerCache(): void {
  cache?.clear();
}
