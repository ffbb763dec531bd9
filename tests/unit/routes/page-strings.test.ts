// The console screens' strings are loaded only with the pages marked CONSOLE_STRINGS in
// src/routes/pages.tsx. A page whose code (its module and everything that imports, statically
// or on demand) names a console string must be marked, or it would show the key instead of the
// text; a marked page must name one, or it downloads them for nothing.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGES_MODULE, readPageModules, resolveModule } from '../../../scripts/build/page-modules';
import { featureCatalogue } from '../../../src/i18n/features';
import { consoleCatalogue } from '../../../src/i18n/features/console';

const ROOT = resolve(import.meta.dirname, '../../..');
const IMPORTED = /(?:from|import)\s*\(?\s*'(\.[^']+)'/g;
const PAGE_MAP = join(ROOT, PAGES_MODULE);
const keyOf = (catalogue: object) =>
  new RegExp(`['"\`](?:${Object.keys(catalogue).join('|')})\\.\\w`);
const CONSOLE_KEY = keyOf(consoleCatalogue);
const FEATURE_KEY = keyOf(featureCatalogue);

/**
 * The module and every module of ours it imports, statically or with import(), short of the page
 * map: the pages reached through it load their own strings (each is checked on its own).
 */
function codeOf(entry: string): Set<string> {
  const seen = new Set<string>();
  const pending = [entry];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file) || file === PAGE_MAP) continue;
    seen.add(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(IMPORTED)) {
      const imported = resolveModule(dirname(file), specifier!).find(existsSync);
      if (imported) pending.push(imported);
    }
  }
  return seen;
}

const namesConsoleStrings = (files: Set<string>) =>
  [...files].some((file) => CONSOLE_KEY.test(readFileSync(file, 'utf8')));

describe('console strings', () => {
  const { modules, consoleStrings } = readPageModules(ROOT);

  it('are loaded with exactly the pages whose code names one', () => {
    const naming = [...modules]
      .filter(([, candidates]) => namesConsoleStrings(codeOf(candidates.find(existsSync)!)))
      .map(([title]) => title)
      .sort();
    expect(naming).toEqual([...consoleStrings].sort());
    expect(naming).not.toContain('MainLayout');
    expect(naming.length).toBeGreaterThan(0);
  });

  it('are named nowhere in the entry, which renders before any page has loaded them', () => {
    expect(namesConsoleStrings(codeOf(join(ROOT, 'src/main.tsx')))).toBe(false);
  });

  it('are told apart from the keys of the data screens', () => {
    expect(CONSOLE_KEY.test("t('adminConsole.saved')")).toBe(true);
    expect(CONSOLE_KEY.test("t('monitoring.updatedAt')")).toBe(false);
    expect(CONSOLE_KEY.test("t('administration.x')")).toBe(false);
  });
});

// The data screens' strings (with home's and the account parts', i18n/features/account.ts) are
// loaded by every page but those marked SHELL_STRINGS_ONLY, which render with the entry's
// catalogue alone (that the entry chunk carries none of them: e/code-splitting).
describe('the data screens’ strings', () => {
  const { modules, shellStringsOnly } = readPageModules(ROOT);
  const namesFeatureStrings = (files: Set<string>) =>
    [...files].filter((file) => FEATURE_KEY.test(readFileSync(file, 'utf8')));

  it('are named by no page that renders without them', () => {
    expect(shellStringsOnly.size).toBeGreaterThan(0);
    for (const title of shellStringsOnly) {
      const page = modules.get(title)!.find(existsSync)!;
      expect(namesFeatureStrings(codeOf(page)), title).toEqual([]);
    }
  });

  it('are told apart from the shell’s keys', () => {
    expect(FEATURE_KEY.test("t('account.logout')")).toBe(true);
    expect(FEATURE_KEY.test("t('monitoring.updatedAt')")).toBe(true);
    expect(FEATURE_KEY.test("t('display.notUpdated')")).toBe(false);
    expect(FEATURE_KEY.test("t('auth.welcome')")).toBe(false);
  });
});
