import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import zaloMiniApp from 'zmp-vite-plugin';

// One config for the mini-app build (www/, relative assets, generated app-config.json)
// and for the three test projects that `npm test` runs.
export default defineConfig({
  plugins: [zaloMiniApp(), react()],
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
          hookTimeout: 120_000,
          poolOptions: { forks: { singleFork: true } },
        },
      },
    ],
  },
});
