/**
 * A value made on first use, then kept. For what is costly to make and not needed by every page
 * that imports the module: a Vietnamese Intl.Collator or NumberFormat takes 10–25 ms to make on
 * a phone, which a module-level `new` charges to every page's start.
 */
export function lazy<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}
