// Vite plugin: a few lines of script in index.html that, while the entry chunk downloads, ask for
// the chunks of the page at the address (its module, what that imports, its style sheets, the
// signed-in shell around it, the data screens' strings, the console screens' for the pages that
// show them and, signed in, the monitoring sync, the maintenance windows and the notifications)
// with <link rel="modulepreload">. Without it they are asked for only once the entry has run and
// rendered, one round trip later on a phone's network. The same lists serve every later
// navigation: the script leaves `window.gwPreloadRoute(path)` for the app to call.
//
// Which module renders each route is read from src/routes/pages.tsx (its `loadable(() =>
// import('…'), …)` entries) and the paths from src/routes/route-table.ts; the build fails if a
// route's page cannot be found in the bundle, so the map cannot fall behind the code.
// Signed-in pages are fetched ahead only when a supabase-js session is stored (else the guard
// sends the visitor to /login), sign-in pages only when none is.
import { join } from 'node:path';
import type { OutputBundle, OutputChunk } from 'rollup';
import type { Plugin } from 'vite';
import { APP_ROUTES, type Audience } from '../../src/routes/route-table';
import { PAGES_MODULE, readPageModules } from './page-modules';

/** The data screens' strings, which every page loaded with loadable() waits for (loadable.tsx). */
const FEATURE_STRINGS_MODULE = 'src/i18n/features/index.ts';
/** The console screens' strings, which the pages marked CONSOLE_STRINGS wait for too. */
const CONSOLE_STRINGS_MODULE = 'src/i18n/features/console.ts';
/** What starts with every session: the shared monitoring data's sync (monitoring-starter.tsx),
 *  the live maintenance windows (maintenance-starter.tsx) and the notifications
 *  (notifications-starter.tsx). */
const SESSION_MODULES = [
  'src/features/monitoring/monitoring-sync-runner.tsx',
  'src/features/maintenance/maintenance-sync.tsx',
  'src/features/notifications/use-notifications-sync.ts',
];

interface PreloadEntry {
  /** The route's path as a regular expression over the path inside the app's base. */
  pattern: string;
  audience: Audience;
  /** Indexes into the file list. */
  files: number[];
}

/** The chunk of a module loaded with import(), and every chunk and style sheet it needs. */
function closure(bundle: OutputBundle, chunk: OutputChunk, into: Set<string>): void {
  if (chunk.isEntry || into.has(chunk.fileName)) return;
  into.add(chunk.fileName);
  const css = (chunk as OutputChunk & { viteMetadata?: { importedCss: Set<string> } }).viteMetadata
    ?.importedCss;
  for (const file of css ?? []) into.add(file);
  for (const name of chunk.imports) {
    const imported = bundle[name];
    if (imported?.type === 'chunk') closure(bundle, imported, into);
  }
}

function routePattern(path: string): string {
  const body = path
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return `^${body === '' ? '/' : body}/?$`;
}

/**
 * The inline script: `gwPreloadRoute(path)` adds the preload links of the route at `path`, each
 * file once; at start it runs for location.pathname, for the audience the stored session gives.
 * The app calls it on every navigation (src/routes/preload-route.ts), as the route pages'
 * imports carry no list of their own (routeImportsListedByIndex).
 */
function preloadScript(files: string[], entries: PreloadEntry[]): string {
  const data = JSON.stringify({
    f: files,
    r: entries.map((e) => [e.pattern, e.audience, e.files]),
  });
  return `(function(){var d=${data},a={};function l(p,s){for(var j=0;j<d.r.length;j++){var r=d.r[j];if(!new RegExp(r[0]).test(p))continue;if(s!==undefined&&(r[1]==='authenticated'&&!s||r[1]==='anonymous'&&s))return;r[2].forEach(function(n){if(a[n])return;a[n]=1;var f=d.f[n],k=document.createElement('link');if(/\\.css$/.test(f)){k.rel='preload';k.as='style'}else{k.rel='modulepreload'}k.crossOrigin='';k.href='./'+f;document.head.appendChild(k)});return}}window.gwPreloadRoute=function(p){try{l(p)}catch(e){}};try{var p=location.pathname.replace(/^\\/zapps\\/[^/]+/,'')||'/';var s=false;for(var i=0;i<localStorage.length;i++){var k=localStorage.key(i);if(k&&/^sb-.*-auth-token$/.test(k)){s=true;break}}l(p,s)}catch(e){}})();`;
}

/**
 * Vite lists, beside each dynamic import, the files the imported chunk needs, so that its helper
 * preloads them together. For the route pages (pages.tsx) index.html's script lists the same
 * files already, and the entry's copy of those lists cost every page 2 KiB of gzip: this drops
 * the JavaScript from the route pages' lists (`build.modulePreload.resolveDependencies`), and
 * keeps their style sheets, which the helper waits for before the page renders.
 */
export function routeImportsListedByIndex() {
  let root = process.cwd();
  let routeChunks = new Set<string>();
  const plugin: Plugin = {
    name: 'greenwatch-route-imports-listed-by-index',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    // Before Vite's import analysis writes the lists, in its own generateBundle.
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        const pageModules = new Set([...readPageModules(root).modules.values()].flat());
        routeChunks = new Set(
          Object.values(bundle)
            .filter(
              (output): output is OutputChunk =>
                output.type === 'chunk' &&
                !output.isEntry &&
                output.moduleIds.some((id) => pageModules.has(id)),
            )
            .map((chunk) => chunk.fileName),
        );
        if (routeChunks.size === 0) this.error('route imports: no route page chunk in the bundle');
      },
    },
  };
  const resolveDependencies = (imported: string, dependencies: string[]): string[] =>
    routeChunks.has(imported) ? [] : dependencies;
  return { plugin, resolveDependencies };
}

export function routePreload(): Plugin {
  let root = process.cwd();
  return {
    name: 'greenwatch-route-preload',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const { modules, shellStringsOnly, consoleStrings } = readPageModules(root);
        const chunkOf = (candidates: readonly string[]) =>
          Object.values(bundle).find(
            (output): output is OutputChunk =>
              output.type === 'chunk' && output.moduleIds.some((id) => candidates.includes(id)),
          );
        const layout = modules.get('MainLayout');
        const layoutChunk = layout && chunkOf(layout);
        if (!layoutChunk)
          throw new Error(`route preload: no chunk for MainLayout in ${PAGES_MODULE}`);
        const stringsChunk = chunkOf([join(root, FEATURE_STRINGS_MODULE)]);
        if (!stringsChunk) throw new Error(`route preload: no chunk for ${FEATURE_STRINGS_MODULE}`);
        const consoleStringsChunk = chunkOf([join(root, CONSOLE_STRINGS_MODULE)]);
        if (!consoleStringsChunk)
          throw new Error(`route preload: no chunk for ${CONSOLE_STRINGS_MODULE}`);
        const sessionChunks = SESSION_MODULES.map((module) => {
          const chunk = chunkOf([join(root, module)]);
          if (!chunk) throw new Error(`route preload: no chunk for ${module}`);
          return chunk;
        });

        const files: string[] = [];
        const indexOf = (file: string) => {
          const at = files.indexOf(file);
          return at >= 0 ? at : files.push(file) - 1;
        };
        const entries: PreloadEntry[] = [];
        for (const route of APP_ROUTES) {
          const candidates = modules.get(route.title);
          if (!candidates)
            throw new Error(`route preload: ${route.title} is not in ${PAGES_MODULE}`);
          const chunk = chunkOf(candidates);
          if (!chunk) throw new Error(`route preload: no chunk for ${route.path} (${route.title})`);
          const needed = new Set<string>();
          if (route.layout === 'main' || route.layout === 'zero-padding') {
            closure(bundle, layoutChunk, needed);
          }
          closure(bundle, chunk, needed);
          if (!shellStringsOnly.has(route.title)) closure(bundle, stringsChunk, needed);
          if (consoleStrings.has(route.title)) closure(bundle, consoleStringsChunk, needed);
          if (route.audience === 'authenticated') {
            for (const sessionChunk of sessionChunks) closure(bundle, sessionChunk, needed);
          }
          entries.push({
            pattern: routePattern(route.path),
            audience: route.audience,
            files: [...needed].map(indexOf),
          });
        }
        // Before the style sheet: a script after it would wait for it to load before running.
        const script = `<script>${preloadScript(files, entries)}</script>\n    `;
        const at = html.search(/<script type="module"|<link rel="stylesheet"/);
        if (at < 0) throw new Error('route preload: no entry script in index.html');
        return html.slice(0, at) + script + html.slice(at);
      },
    },
  };
}
