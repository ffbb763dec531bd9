import { fileURLToPath } from 'node:url';
import { constants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { defineConfig } from 'vitest/config';
import zaloMiniApp from 'zmp-vite-plugin';
import { routePreload } from './scripts/build/route-preload-plugin';
import { uiFont } from './scripts/build/ui-font-plugin';

// One config for the mini-app build (www/, relative assets, generated app-config.json)
// and for the three test projects that `npm test` runs. The build writes a brotli and a gzip
// copy beside each text file for the server to send (server/web/serve-web-app.ts); index.html
// is left out, as the server rewrites it for every request.
const SOURCE_DIR = fileURLToPath(new URL('./src/', import.meta.url));
const SHARED_DIR = fileURLToPath(new URL('./shared/', import.meta.url));
const MAIN_MODULE = fileURLToPath(new URL('./src/main.tsx', import.meta.url));
const isOwnModule = (id: string) =>
  (id.startsWith(SOURCE_DIR) || id.startsWith(SHARED_DIR)) && /\.tsx?$/.test(id);

export default defineConfig({
  plugins: [
    zaloMiniApp(),
    react(),
    uiFont(),
    routePreload(),
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
  build: {
    rollupOptions: {
      // Apart from main.tsx, our modules (src/ and shared/) do nothing on import that matters when nothing they
      // export is used (no module is imported for its side effects alone; style sheets are not
      // concerned). Told so, Rollup leaves out what a feature's index.ts re-exports but the
      // chunk does not use, such as a top-level Recoil atom or yup schema, instead of carrying
      // it into the entry chunk.
      treeshake: {
        moduleSideEffects: (id, external) => external || id === MAIN_MODULE || !isOwnModule(id),
      },
    },
  },
  server: { port: 5173 },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          environmentOptions: { jsdom: { url: 'http://greenwatch.test/' } },
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/unit/setup.ts'],
          server: { deps: { inline: ['zmp-ui', 'zmp-sdk'] } },
        },
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
          testTimeout: 60_000,
          // A page that waits on the server may take more than vitest's 1 s on a busy machine.
          expect: { poll: { timeout: 5_000 } },
          hookTimeout: 120_000,
          poolOptions: { forks: { singleFork: true } },
        },
      },
    ],
  },
});
