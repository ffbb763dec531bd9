import { fileURLToPath } from 'node:url';
import { constants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { configDefaults, defineConfig } from 'vitest/config';
import zaloMiniApp from 'zmp-vite-plugin';
import { absentAuthMethods } from './scripts/build/absent-auth-methods-plugin';
import { iconChunkGuard, iconChunks } from './scripts/build/icon-chunk';
import { routeImportsListedByIndex, routePreload } from './scripts/build/route-preload-plugin';
import { uiFont } from './scripts/build/ui-font-plugin';
import { zauiStyles } from './scripts/build/zaui-styles-plugin';

// One config for the mini-app build (www/, relative assets, generated app-config.json)
// and for the three test projects that `npm test` runs. The build writes a brotli and a gzip
// copy beside each text file for the server to send (server/web/serve-web-app.ts); index.html
// is left out, as the server rewrites it for every request.
const SOURCE_DIR = fileURLToPath(new URL('./src/', import.meta.url));
const SHARED_DIR = fileURLToPath(new URL('./shared/', import.meta.url));
const MAIN_MODULE = fileURLToPath(new URL('./src/main.tsx', import.meta.url));
const FEATURE_STRINGS_DIR = fileURLToPath(new URL('./src/i18n/features/', import.meta.url));
const CONSOLE_STRINGS_MODULE = fileURLToPath(
  new URL('./src/i18n/features/console.ts', import.meta.url),
);
const ABSENT_SUPABASE_SERVICES = fileURLToPath(
  new URL('./src/services/absent-supabase-services.ts', import.meta.url),
);
const ABSENT_SUPABASE_AUTH_METHODS = fileURLToPath(
  new URL('./src/services/absent-supabase-auth-methods.ts', import.meta.url),
);
const isOwnModule = (id: string) =>
  (id.startsWith(SOURCE_DIR) || id.startsWith(SHARED_DIR)) && /\.tsx?$/.test(id);
const routeImports = routeImportsListedByIndex();
const iconChunk = iconChunks(fileURLToPath(new URL('.', import.meta.url)), isOwnModule);

const UNIT_TESTS = {
  environment: 'jsdom',
  environmentOptions: { jsdom: { url: 'http://greenwatch.test/' } },
  include: ['tests/unit/**/*.test.{ts,tsx}'],
  setupFiles: ['tests/unit/setup.ts'],
  // supabase-js goes through Vite as in the build, so that its Storage and Edge Functions clients
  // (resolve.alias below) and its auth client's passkeys and Web3 wallets resolve to the app's.
  // auth-js is taken from its ES modules, as the build takes it (Node's resolution picks its
  // CommonJS copy, whose require() calls no Vite plugin sees).
  server: {
    deps: { inline: ['zmp-ui', 'zmp-sdk', '@supabase/supabase-js', '@supabase/auth-js'] },
  },
  alias: [{ find: /^@supabase\/auth-js$/, replacement: '@supabase/auth-js/dist/module/index.js' }],
};
/** Unit tests that load exceljs for Node, whose CommonJS dependencies require an ES module
 *  (get-intrinsic → async-function): that loads in a process of its own, not in a VM context. */
const UNIT_TESTS_IN_FORKS = [
  'tests/unit/features/report-kit/excel-export.test.ts',
  'tests/unit/features/fees/declaration/declaration-exports.test.ts',
];

export default defineConfig({
  plugins: [
    zaloMiniApp(),
    react(),
    absentAuthMethods(ABSENT_SUPABASE_AUTH_METHODS),
    uiFont(),
    zauiStyles(),
    routePreload(),
    routeImports.plugin,
    iconChunkGuard(),
    compression({
      include: /\.(js|mjs|css|json|svg|ttf|txt|xml|webmanifest)$/,
      threshold: 1024,
      // Quality 10: 2 % larger than 11 in a third of the build time.
      algorithms: [
        ['brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 10 } }],
        'gzip',
      ],
    }),
  ],
  resolve: {
    // supabase-js's Storage and Edge Functions clients, for services no screen uses
    // (src/services/absent-supabase-services.ts).
    alias: [{ find: /^@supabase\/(storage|functions)-js$/, replacement: ABSENT_SUPABASE_SERVICES }],
  },
  build: {
    // The oldest browsers that can run the app at all: module scripts with import() and
    // import.meta (Chrome 64, Safari 11.1, Firefox 67, Edge 79). zmp-vite-plugin's default, es2015,
    // turned every async function into a generator and every object spread into a helper call
    // for browsers that could not load the bundle anyway: 2–5 KB gzip more on every page
    // (bench:bundle).
    target: ['chrome64', 'safari11.1', 'firefox67', 'edge79'],
    // The route pages' imports without their scripts' list, which index.html holds
    // (scripts/build/route-preload-plugin.ts).
    modulePreload: { resolveDependencies: routeImports.resolveDependencies },
    rollupOptions: {
      // Apart from main.tsx, our modules (src/ and shared/) do nothing on import that matters when nothing they
      // export is used (no module is imported for its side effects alone; style sheets are not
      // concerned). Told so, Rollup leaves out what a feature's index.ts re-exports but the
      // chunk does not use, such as a top-level Recoil atom or yup schema, instead of carrying
      // it into the entry chunk.
      treeshake: {
        moduleSideEffects: (id, external) => external || id === MAIN_MODULE || !isOwnModule(id),
      },
      output: {
        // The data screens' strings are loaded all together (i18n/features/index.ts) by every
        // page that needs them: one chunk, not one per namespace that an admin form also
        // imports, saves a signed-in page eight requests on a phone's network; the console
        // screens' strings (console.ts and what it gathers) are a second chunk, which the
        // everyday pages do not load (8 KB of gzip less on each). So are the icons
        // that no sign-in page draws, and the code that renders icons
        // (scripts/build/icon-chunk.ts). The map's outline data are chunks of their own so that
        // no small chunk is merged into them (below).
        manualChunks: (id, { getModuleInfo }) => {
          if (id.startsWith(FEATURE_STRINGS_DIR)) {
            const consoleStrings =
              id === CONSOLE_STRINGS_MODULE ||
              getModuleInfo(id)?.importers.includes(CONSOLE_STRINGS_MODULE);
            return consoleStrings ? 'console-strings' : 'feature-strings';
          }
          if (id.endsWith('/vietnam-provinces.topo.json')) return 'map-provinces';
          if (id.endsWith('/world-atlas/countries-50m.json')) return 'map-countries';
          return iconChunk(id, getModuleInfo);
        },
        // Chunks under 4 KB with no side effects (a helper two screens share) go into a chunk
        // loaded in the same cases: fewer files over HTTP/1.1's six connections for the same
        // bytes or fewer (bench:bundle, with the icons chunk: 4 KB against 2 KB, the signed-in
        // home 27 scripts instead of 31, /login 10 instead of 12). Larger limits pull code a page
        // does not use into it (8 KB: the public page and home +2 KB gzip).
        experimentalMinChunkSize: 4_000,
      },
    },
  },
  server: { port: 5173 },
  test: {
    projects: [
      {
        extends: true,
        test: {
          ...UNIT_TESTS,
          name: 'unit',
          exclude: [...configDefaults.exclude, ...UNIT_TESTS_IN_FORKS],
          // Each file in a VM context of its own (its own jsdom window and modules; Node's
          // built-ins are shared): 2.5× faster here than a process per file, which started
          // jsdom and loaded React and zmp-ui again for every file.
          pool: 'vmThreads',
        },
      },
      {
        extends: true,
        test: { ...UNIT_TESTS, name: 'unit-forks', include: UNIT_TESTS_IN_FORKS, pool: 'forks' },
      },
      {
        test: {
          name: 'integration',
          environment: 'node',
          include: ['tests/integration/**/*.test.ts'],
          globalSetup: ['tests/integration/support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          poolOptions: { forks: { singleFork: true } },
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          setupFiles: ['tests/e2e/setup-file.ts'],
          testTimeout: 60_000,
          // A page that waits on the server may take more than vitest's 1 s on a busy machine.
          expect: { poll: { timeout: 5_000 } },
          hookTimeout: 120_000,
          // Files run side by side (npm test: --maxWorkers=2), each worker on a shared server of
          // its own (global-setup.ts).
        },
      },
    ],
  },
});
