import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { webAppIsStale } from '../../server/web-build';

// `npm start` rebuilds www/ only when it is missing or older than the sources.

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

function project(): string {
  const root = mkdtempSync(join(tmpdir(), 'greenwatch-build-'));
  roots.push(root);
  mkdirSync(join(root, 'src', 'features'), { recursive: true });
  writeFileSync(join(root, 'src', 'features', 'a.tsx'), 'export {};');
  writeFileSync(join(root, 'index.html'), '<!doctype html>');
  return root;
}

const at = (path: string, seconds: number) => utimesSync(path, seconds, seconds);

describe('webAppIsStale', () => {
  it('is stale without www/index.html', () => {
    const root = project();
    expect(webAppIsStale(root, join(root, 'www'))).toBe(true);
  });

  it('is fresh when the build is newer than every source, stale when a nested source changes', () => {
    const root = project();
    mkdirSync(join(root, 'www'));
    writeFileSync(join(root, 'www', 'index.html'), 'built');
    for (const path of ['src/features/a.tsx', 'src/features', 'src', 'index.html'])
      at(join(root, path), 1_000);
    at(join(root, 'www', 'index.html'), 2_000);
    expect(webAppIsStale(root, join(root, 'www'))).toBe(false);
    at(join(root, 'src', 'features', 'a.tsx'), 3_000);
    expect(webAppIsStale(root, join(root, 'www'))).toBe(true);
  });
});
