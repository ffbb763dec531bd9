// The lucide icons in two chunks of their own: 'icons', every icon that no sign-in page draws,
// and 'icon-runtime', the code that renders any of them with the few icons the sign-in pages
// draw. Left to Rollup, each icon that two pages share became a chunk of its own: the signed-in
// home asked for 43 scripts, a dozen of them icons of 600 bytes, each a round trip on a phone's
// HTTP/1.1 connections. With these chunks (and small chunks merged up to 4 KB, vite.config.mts)
// it asks for 24 (bench:bundle), and Lighthouse's simulated LCP fell from 3.7–3.9 s to 3.4 s on
// `/` and from 3.95–4.1 s to 3.55 s on /online-monitoring (bench:lighthouse, the two builds in
// turns in the same hour).
//
// The icons the sign-in pages (route audience 'anonymous') draw go with the runtime, which every
// page loads with the entry, so /login never fetches the app's icons (bench:bundle's ratio), and
// no page fetches those few as files of their own: three requests less on the signed-in home
// (27 to 24 files, the same bytes; its LCP with Lighthouse's throttling applied 4.8 s to 4.3 s),
// one on /login (0.4 KiB gzip more). Which icons those pages draw is read from the modules they
// reach by import and import(): the names each imports from 'lucide-react', looked up in the
// package's index, which exports every icon from its own module. The public page, open to
// anyone, fetches 'icons' as a signed-in page does. The entry must draw no icon of 'icons' (else
// every page would load them all): `iconChunkGuard` fails the build if it does.
import { dirname, resolve } from 'node:path';
import type { GetModuleInfo } from 'rollup';
import type { Plugin } from 'vite';
import { APP_ROUTES } from '../../src/routes/route-table';
import { readPageModules } from './page-modules';

const ICONS_CHUNK = 'icons';
const ICON_RUNTIME_CHUNK = 'icon-runtime';
const LUCIDE = '/node_modules/lucide-react/';
const ICON_MODULES = `${LUCIDE}dist/esm/icons/`;
/** The package's index, which imports every icon: in no manual chunk, or that chunk would take
 *  in every icon the index imports. The same for icons/index.mjs. */
const isLucideIndex = (id: string) =>
  id.endsWith('/lucide-react.mjs') || id.endsWith('/icons/index.mjs');
const LUCIDE_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']lucide-react["']/g;
/** `export { default as EyeOff, default as EyeOffIcon, … } from './icons/eye-off.mjs';` */
const LUCIDE_EXPORT = /export\s*\{([^}]*)\}\s*from\s*'(\.\/icons\/[^']+)'/g;

/** Our modules that `roots` reach, by static imports and by import(). */
function reachable(
  roots: readonly string[],
  isOwn: (id: string) => boolean,
  getModuleInfo: GetModuleInfo,
): Set<string> {
  const seen = new Set<string>();
  const pending = [...roots];
  while (pending.length > 0) {
    const id = pending.pop()!;
    const info = isOwn(id) && !seen.has(id) ? getModuleInfo(id) : null;
    if (!info) continue;
    seen.add(id);
    pending.push(...info.importedIds, ...info.dynamicallyImportedIds);
  }
  return seen;
}

/** Each name lucide-react's index exports, with the icon module it comes from. */
function iconModulesByName(index: string, getModuleInfo: GetModuleInfo): Map<string, string> {
  const code = getModuleInfo(index)?.code;
  if (!code) throw new Error(`icon chunk: no code for lucide-react's index ${index}`);
  const byName = new Map<string, string>();
  for (const [, list, file] of code.matchAll(LUCIDE_EXPORT)) {
    for (const part of list!.split(',')) {
      const name = part.trim().split(/\s+as\s+/)[1];
      if (name) byName.set(name, resolve(dirname(index), file!));
    }
  }
  return byName;
}

/** The icon modules that `modules` import by name from 'lucide-react'. */
function iconsImportedBy(modules: Iterable<string>, getModuleInfo: GetModuleInfo): Set<string> {
  const icons = new Set<string>();
  let byName: Map<string, string> | undefined;
  for (const id of modules) {
    const info = getModuleInfo(id)!;
    const names = [...(info.code ?? '').matchAll(LUCIDE_IMPORT)].flatMap(([, list]) =>
      list!
        .split(',')
        .map((part) => part.trim().split(/\s+as\s+/)[0]!)
        .filter(Boolean),
    );
    if (names.length === 0) continue;
    const index = info.importedIds.find((imported) => imported.includes(LUCIDE));
    if (!index) throw new Error(`icon chunk: ${id} names lucide icons but imports no lucide-react`);
    byName ??= iconModulesByName(index, getModuleInfo);
    for (const name of names) {
      const icon = byName.get(name);
      if (!icon) throw new Error(`icon chunk: ${name}, imported by ${id}, is not a lucide icon`);
      icons.add(icon);
    }
  }
  return icons;
}

/** A manualChunks rule: 'icon-runtime' (with the sign-in pages' icons), 'icons', or undefined
 *  for any other module. */
export function iconChunks(root: string, isOwn: (id: string) => boolean) {
  let signInIcons: Set<string> | undefined;
  return (id: string, getModuleInfo: GetModuleInfo): string | undefined => {
    if (!id.includes(LUCIDE) || isLucideIndex(id)) return undefined;
    if (!id.includes(ICON_MODULES)) return ICON_RUNTIME_CHUNK;
    if (!signInIcons) {
      const { modules } = readPageModules(root);
      const signInPages = APP_ROUTES.filter((route) => route.audience === 'anonymous')
        .flatMap((route) => modules.get(route.title) ?? [])
        .filter((file) => getModuleInfo(file));
      signInIcons = iconsImportedBy(reachable(signInPages, isOwn, getModuleInfo), getModuleInfo);
    }
    return signInIcons.has(id) ? ICON_RUNTIME_CHUNK : ICONS_CHUNK;
  };
}

/** Fails the build when the entry chunk imports the 'icons' chunk. */
export function iconChunkGuard(): Plugin {
  return {
    name: 'greenwatch-icon-chunk-guard',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk' || !output.isEntry) continue;
        const icons = output.imports.find((file) => bundle[file]?.name === ICONS_CHUNK);
        if (icons) {
          this.error(
            `${output.fileName} imports ${icons}: an icon drawn by the entry's code belongs to ` +
              `every page, so draw it from a page's own module (scripts/build/icon-chunk.ts)`,
          );
        }
      }
    },
  };
}
