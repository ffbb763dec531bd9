// The npm registry reachable here serves only this platform's builds of packages such as
// @rollup/rollup-* or @esbuild/*, so `npm install` leaves their other-platform optional
// dependencies out of package-lock.json, and `npm ci` then refuses the lock as out of sync.
// This adds each missing optional dependency as an optional, unresolved entry; npm skips it
// on a platform that does not need it. Run after changing dependencies:
//   node scripts/fix-lockfile.mjs
import { readFileSync, writeFileSync } from 'node:fs';

const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));
const packages = lock.packages;

function isInstalledFor(parentPath, dependency) {
  let path = parentPath;
  for (;;) {
    if (packages[`${path ? `${path}/` : ''}node_modules/${dependency}`]) return true;
    if (!path) return false;
    const cut = path.lastIndexOf('/node_modules/');
    path = cut < 0 ? '' : path.slice(0, cut);
  }
}

let added = 0;
for (const [path, meta] of Object.entries(packages)) {
  for (const [dependency, range] of Object.entries(meta.optionalDependencies ?? {})) {
    if (isInstalledFor(path, dependency)) continue;
    packages[`${path ? `${path}/` : ''}node_modules/${dependency}`] = {
      version: range.replace(/^[\^~=]/, ''),
      optional: true,
    };
    added += 1;
  }
}
writeFileSync('package-lock.json', `${JSON.stringify(lock, null, 2)}\n`);
console.log(`fix-lockfile: ${added} missing optional entries added`);
