// zmp-ui's style sheet is cut at build time to the components the app renders: what a rule
// styles decides whether it stays, and no class the app itself styles or names may be lost.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  exportedComponents,
  withoutUnusedRules,
  withRenderedComponents,
  zauiStylesFor,
  zmpUiFolderImports,
  zmpUiImports,
} from '../../../../scripts/build/zaui-styles';

const ROOT = join(import.meta.dirname, '..', '..', '..', '..');
const ZMP_UI = join(ROOT, 'node_modules', 'zmp-ui');
const classes = (text: string) => new Set(text.match(/zaui-[\w-]+/g) ?? []);

describe('zmpUiImports', () => {
  it('reads the names imported from zmp-ui, renamed or not, and nothing else', () => {
    const source = [
      "import { App as ZmpApp, Sheet } from 'zmp-ui';",
      "import type { InputRef } from 'zmp-ui/input';",
      "import {\n  Input,\n  type SheetProps,\n} from 'zmp-ui';",
      "import { Button } from 'other-ui';",
    ].join('\n');
    expect(zmpUiImports(source)).toEqual(['App', 'Sheet', 'Input', 'SheetProps']);
  });

  it('refuses a default or namespace import, which would name no component', () => {
    expect(() => zmpUiImports("import * as Zaui from 'zmp-ui';")).toThrow(/by name/);
    expect(() => zmpUiImports("import Zaui from 'zmp-ui';")).toThrow(/by name/);
  });
});

describe('zmpUiFolderImports', () => {
  it("reads the component folders imported directly, as 'zmp-ui/input'", () => {
    const source =
      "import Sheet from 'zmp-ui/sheet';\nimport type { InputRef } from 'zmp-ui/input';";
    expect(zmpUiFolderImports(source)).toEqual(['sheet', 'input']);
  });
});

describe('exportedComponents', () => {
  it("maps each export of zmp-ui's index to its component folder", () => {
    const index = [
      'export { default as App } from "./components/app";',
      'export { default as ZMPRouter, AnimationRoutes } from "./components/router";',
    ].join('\n');
    expect([...exportedComponents(index)]).toEqual([
      ['App', 'app'],
      ['ZMPRouter', 'router'],
      ['AnimationRoutes', 'router'],
    ]);
  });
});

describe('withRenderedComponents', () => {
  it('adds what each component imports, in turn, once', () => {
    const imports: Record<string, string[]> = {
      page: ['button', 'text'],
      button: ['icon'],
      icon: ['button'],
    };
    expect([...withRenderedComponents(['page'], (name) => imports[name] ?? [])].sort()).toEqual([
      'button',
      'icon',
      'page',
      'text',
    ]);
  });
});

describe('withoutUnusedRules', () => {
  const sheet = [
    ':root { --zaui-avatar-size: 24px; }',
    '@keyframes fadeIn { 0% { opacity: 0; } }',
    '.zaui-avatar { width: 24px; }',
    'body[zaui-theme="dark"] .zaui-avatar-story { color: red; }',
    '.zaui-btn, .zaui-avatar .zaui-btn { color: blue; }',
    '.zaui-mask { display: none; }',
    '.zaui-text { margin: 0; }',
  ].join('\n');
  const used = ['.zaui-btn{color:blue}', '.zaui-text{margin:0}'];
  const unused = ['.zaui-avatar{width:24px}.zaui-avatar-story{color:red}.zaui-text{margin:0}'];
  const cut = withoutUnusedRules(sheet, used, unused);

  it('drops the rules of classes that only unrendered components style', () => {
    expect(cut).not.toMatch(/\.zaui-avatar \{|\.zaui-avatar-story/);
  });

  it('keeps the other selectors of a list, and what is not a class rule', () => {
    expect(cut).toContain('.zaui-btn { color: blue; }');
    expect(cut).toContain(':root { --zaui-avatar-size: 24px; }');
    expect(cut).toContain('@keyframes fadeIn');
  });

  it("keeps a class that a rendered component's sheet also styles, or that no sheet claims", () => {
    expect(cut).toContain('.zaui-text { margin: 0; }');
    expect(cut).toContain('.zaui-mask { display: none; }');
  });
});

describe('zauiStylesFor, on the app and the installed zmp-ui', () => {
  const { css, components } = zauiStylesFor(join(ROOT, 'src'), ZMP_UI);
  const full = readFileSync(join(ZMP_UI, 'zaui.css'), 'utf8');

  it('keeps the components the app imports and those they render, and no other', () => {
    expect(components).toEqual(expect.arrayContaining(['app', 'router', 'page', 'sheet', 'modal']));
    expect(components).toEqual(
      expect.arrayContaining(['input', 'tabs', 'switch', 'button', 'text']),
    );
    expect(components).not.toContain('avatar');
    expect(components).not.toContain('calendar');
    expect(css.length).toBeLessThan(full.length * 0.75);
  });

  it("loses no zaui class that the app's own code or style sheets name", () => {
    const dropped = [...classes(full)].filter((name) => !classes(css).has(name));
    const named = readdirSync(join(ROOT, 'src'), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(css|tsx?)$/.test(file))
      .flatMap((file) => [...classes(readFileSync(join(ROOT, 'src', file), 'utf8'))]);
    expect(dropped.length).toBeGreaterThan(100);
    expect(dropped.filter((name) => named.includes(name))).toEqual([]);
  });
});
