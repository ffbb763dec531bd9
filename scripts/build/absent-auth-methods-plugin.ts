// Vite plugin: resolves the two modules through which supabase-js's auth client (auth-js's
// GoTrueClient) offers passkeys and Web3 wallets to src/services/absent-supabase-auth-methods.ts,
// which says they are left out. Only GoTrueClient's own imports are redirected, and a build that
// did not meet both (an auth-js release that moved them) fails, so the entry chunk cannot
// quietly take them back.
import type { Plugin } from 'vite';

const GOTRUE_CLIENT = /\/@supabase\/auth-js\/dist\/module\/GoTrueClient\.js$/;
const LEFT_OUT_IMPORTS = ['./lib/webauthn', './lib/web3/ethereum'];

export function absentAuthMethods(replacement: string): Plugin {
  const met = new Set<string>();
  let building = false;
  return {
    name: 'greenwatch-absent-auth-methods',
    enforce: 'pre',
    configResolved(config) {
      building = config.command === 'build';
    },
    buildStart() {
      met.clear();
    },
    resolveId(source, importer) {
      if (!importer || !GOTRUE_CLIENT.test(importer) || !LEFT_OUT_IMPORTS.includes(source)) {
        return null;
      }
      met.add(source);
      return replacement;
    },
    buildEnd(error) {
      // Only a build reads every module; a dev server or a test run meets them when asked.
      if (error || !building) return;
      const missed = LEFT_OUT_IMPORTS.filter((source) => !met.has(source));
      if (missed.length > 0) {
        this.error(
          `auth-js's GoTrueClient no longer imports ${missed.join(' and ')}: ` +
            'update scripts/build/absent-auth-methods-plugin.ts',
        );
      }
    },
  };
}
