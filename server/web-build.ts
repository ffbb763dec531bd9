import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

// `npm start` builds the web app when www/ is missing or older than its sources, so a fresh
// clone needs only `npm ci && npm start`.

const SOURCES = [
  'src',
  'index.html',
  'vite.config.mts',
  'package.json',
  'assets',
  'tsconfig.json',
  'scripts/build', // the build's own plugins (the UI font)
];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

export function webAppIsStale(root: string, wwwDir: string): boolean {
  const index = join(wwwDir, 'index.html');
  if (!existsSync(index)) return true;
  const built = statSync(index).mtimeMs;
  return SOURCES.some((source) => newestMtime(join(root, source)) > built);
}

/** Runs `vite build` when needed; returns false (and leaves www/ alone) if it fails. */
export function ensureWebAppBuilt(
  root: string,
  wwwDir: string,
  log: (line: string) => void,
): boolean {
  if (!existsSync(join(root, 'src')) || !webAppIsStale(root, wwwDir)) return true;
  const vite = join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  if (!existsSync(vite)) return false;
  log('Building the web app (www/ is missing or older than src/)…');
  const result = spawnSync(process.execPath, [vite, 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('The web app build failed; serving the API without a fresh build.');
    return false;
  }
  return true;
}
