// Lint rules that keep the code base in shape: strict TypeScript, hooks rules, no import
// cycles, and the one-way import flow of DESIGN.md §2 (app → features → shared; features
// talk to each other only through their index.ts; lib/ and server/ never touch React; src/ and
// server/ share code only through shared/).
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const featureNames = (() => {
  try {
    return readdirSync('src/features', { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
})();

const crossFeatureZones = featureNames.flatMap((feature) =>
  featureNames
    .filter((other) => other !== feature)
    .map((other) => ({
      target: `./src/features/${feature}`,
      from: `./src/features/${other}`,
      except: ['./index.ts'],
      message: `Import what "${other}" shares from its index.ts only.`,
    })),
);

const noReact = {
  patterns: [
    {
      group: [
        'react',
        'react-dom',
        'react-dom/*',
        'recoil',
        'zmp-ui',
        'zmp-ui/*',
        '@tanstack/react-query',
      ],
      message: 'This layer is plain TypeScript: no React here.',
    },
  ],
};

/** The Zalo host is reached through the mini-app layer only (issue 15). */
const noZmpSdk = {
  group: ['zmp-sdk', 'zmp-sdk/*'],
  message: 'Reach the Zalo host through the mini-app layer (src/miniapp) only.',
};
const noZoneDatabase = {
  group: ['@date-fns/tz'],
  message:
    "Vietnam's time in the client is src/lib/vietnam-clock.ts: Intl's zone database costs a phone 140 ms.",
};
/** The full UTCDate's module makes three Intl formatters with a zone as it loads: 60 ms. */
const noFullUtcDate = ['@date-fns/utc', '@date-fns/utc/date'].map((name) => ({
  name,
  message:
    "Use the mini UTCDate ('@date-fns/utc/date/mini'): the full one's module costs a phone 60 ms.",
}));

/** Supabase services no screen uses: the build leaves their clients out
 *  (src/services/absent-supabase-services.ts). */
const noAbsentSupabaseServices = ['storage', 'functions'].map((property) => ({
  object: 'supabase',
  property,
  message: 'Supabase Storage and Edge Functions are left out of the build (no screen uses them).',
}));

export default tseslint.config(
  { ignores: ['www/', 'www-*/', 'node_modules/', '.data/', 'coverage/', 'tests/e2e/screenshots/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: {
      'import-x/resolver': { typescript: { project: ['tsconfig.json', 'server/tsconfig.json'] } },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-useless-path-segments': 'error',
      'import-x/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', 'parent', 'sibling', 'index'],
          alphabetize: { order: 'asc', caseInsensitive: true },
        },
      ],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...crossFeatureZones,
            {
              target: [
                './src/components',
                './src/services',
                './src/lib',
                './src/miniapp',
                './src/i18n',
              ],
              from: ['./src/features', './src/routes', './src/layouts'],
              message: 'Shared code must not depend on features, routes or layouts.',
            },
            { target: './src', from: './server', message: 'The client never imports server code.' },
            {
              target: './server',
              from: './src',
              message: 'Code both sides need lives in shared/ (DESIGN.md §7).',
            },
            {
              target: './shared',
              from: ['./src', './server'],
              message: 'shared/ is plain code both sides import; it imports neither.',
            },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['src/**'],
    ignores: ['src/miniapp/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [noZmpSdk, noZoneDatabase], paths: noFullUtcDate },
      ],
      'no-restricted-properties': ['error', ...noAbsentSupabaseServices],
    },
  },
  {
    files: ['src/lib/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [...noReact.patterns, noZmpSdk, noZoneDatabase], paths: noFullUtcDate },
      ],
    },
  },
  {
    files: ['server/**', 'shared/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...noReact.patterns, noZmpSdk] }] },
  },
  {
    files: ['src/miniapp/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [...noReact.patterns, noZoneDatabase] }],
    },
  },
  {
    files: ['tests/**', 'bench/**', 'scripts/**'],
    rules: { 'no-console': 'off' },
  },
);
