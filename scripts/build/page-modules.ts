// Which module renders each page and layout, read from src/routes/pages.tsx (its
// `loadable(() => import('…'), …)` entries): for the route preload script and the icon chunk.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

export const PAGES_MODULE = 'src/routes/pages.tsx';

/**
 * `title: loadable(() => import('module'), 'Name'[, SHELL_STRINGS_ONLY | CONSOLE_STRINGS])` and
 * `MainLayout = loadable<…>(() => import('module'), 'Name')`.
 */
const LOADABLE =
  /(['\w-]+)(?::|\s*=)\s*loadable(?:<[^>]*>)?\(\s*\(\)\s*=>\s*import\('([^']+)'\),\s*'\w+'(?:,\s*(SHELL_STRINGS_ONLY|CONSOLE_STRINGS))?/g;

export interface PageModules {
  /** Each page title (and MainLayout) with the files its import() may resolve to. */
  readonly modules: ReadonlyMap<string, readonly string[]>;
  /** Pages that use the shell catalogue only: the data screens' strings are not theirs. */
  readonly shellStringsOnly: ReadonlySet<string>;
  /** Pages that also load the console screens' strings. */
  readonly consoleStrings: ReadonlySet<string>;
}

/** The files an import of `specifier` from a module in `fromDir` may resolve to, in order. */
export function resolveModule(fromDir: string, specifier: string): string[] {
  const base = resolve(fromDir, specifier);
  return [`${base}.tsx`, `${base}.ts`, join(base, 'index.tsx'), join(base, 'index.ts')];
}

export function readPageModules(root: string): PageModules {
  const pagesFile = join(root, PAGES_MODULE);
  const modules = new Map<string, string[]>();
  const shellStringsOnly = new Set<string>();
  const consoleStrings = new Set<string>();
  for (const [, quoted, specifier, strings] of readFileSync(pagesFile, 'utf8').matchAll(LOADABLE)) {
    const name = quoted!.replace(/'/g, '');
    modules.set(name, resolveModule(dirname(pagesFile), specifier!));
    if (strings === 'SHELL_STRINGS_ONLY') shellStringsOnly.add(name);
    if (strings === 'CONSOLE_STRINGS') consoleStrings.add(name);
  }
  return { modules, shellStringsOnly, consoleStrings };
}
