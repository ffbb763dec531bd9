// zmp-ui's style sheet cut to the components the app renders. zaui.css styles all 35 of its
// components: 121 KB that every page parses and matches before its first paint, where the app
// renders 14 of them (its own imports and what those render). The rules kept are zaui.css's own,
// in its order; a rule goes only when each of its selectors names a class that only a component
// the app never renders styles (from zmp-ui's style sheet of each component), so a class no
// component's sheet claims, and everything that is not a class rule, stays.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import postcss, { type Root } from 'postcss';

const ZMP_UI_IMPORT = /import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'zmp-ui'/g;
const ZMP_UI_SUBPATH_IMPORT = /from\s+'zmp-ui\/([a-z-]+)'/g;
const ZMP_UI_WHOLE_IMPORT = /import\s+(?:\*\s+as\s+)?\w+\s*(?:,\s*\{[^}]*\})?\s+from\s+'zmp-ui'/;
const INDEX_EXPORT = /export \{([^}]*)\} from "\.\/components\/([a-z-]+)"/g;
const SIBLING_IMPORT = /from "\.\.\/([a-z-]+)/g;
const ZAUI_CLASS = /\.(zaui-[\w-]+)/g;

/** The names a source file imports from 'zmp-ui' (types included: they name no component). */
export function zmpUiImports(source: string): string[] {
  if (ZMP_UI_WHOLE_IMPORT.test(source)) {
    throw new Error("Import zmp-ui's components by name: its styles are cut to the names imported");
  }
  return [...source.matchAll(ZMP_UI_IMPORT)].flatMap((match) =>
    match[1]!
      .split(',')
      .map(
        (name) =>
          name
            .trim()
            .replace(/^type\s+/, '')
            .split(/\s+as\s+/)[0]!,
      )
      .filter(Boolean),
  );
}

/** The component folders a source file imports from directly ('zmp-ui/input'). */
export const zmpUiFolderImports = (source: string): string[] =>
  [...source.matchAll(ZMP_UI_SUBPATH_IMPORT)].map((match) => match[1]!);

/** zmp-ui's component folder of each name its index exports. */
export function exportedComponents(indexSource: string): Map<string, string> {
  const folders = new Map<string, string>();
  for (const [, names, folder] of indexSource.matchAll(INDEX_EXPORT)) {
    for (const name of names!.split(',')) {
      folders.set(
        name
          .trim()
          .split(/\s+as\s+/)
          .at(-1)!,
        folder!,
      );
    }
  }
  return folders;
}

/** The components `roots` render: themselves and, in turn, every component their code imports. */
export function withRenderedComponents(
  roots: Iterable<string>,
  importsOf: (component: string) => string[],
): Set<string> {
  const rendered = new Set<string>();
  const pending = [...roots];
  while (pending.length > 0) {
    const component = pending.pop()!;
    if (rendered.has(component)) continue;
    rendered.add(component);
    pending.push(...importsOf(component));
  }
  return rendered;
}

const zauiClasses = (css: string) =>
  new Set([...css.matchAll(ZAUI_CLASS)].map((match) => match[1]!));

/**
 * `sheet` (zaui.css) without the rules of classes that only `unusedSheets` style, given the
 * sheets of the components kept (`usedSheets`).
 */
export function withoutUnusedRules(
  sheet: string,
  usedSheets: readonly string[],
  unusedSheets: readonly string[],
): string {
  const used = new Set(usedSheets.flatMap((css) => [...zauiClasses(css)]));
  const unused = new Set(
    unusedSheets.flatMap((css) => [...zauiClasses(css)]).filter((name) => !used.has(name)),
  );
  const root: Root = postcss.parse(sheet);
  root.walkRules((rule) => {
    if (rule.parent?.type !== 'root') return;
    const kept = rule.selectors.filter((selector) =>
      [...zauiClasses(selector)].every((name) => !unused.has(name)),
    );
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  return root.toString();
}

/** The files read from a zmp-ui package directory. */
function componentFiles(zmpUiDir: string) {
  const componentsDir = join(zmpUiDir, 'esm', 'components');
  const sheetOf = (component: string) => {
    try {
      return readFileSync(join(zmpUiDir, component, 'styles', `${component}.css`), 'utf8');
    } catch (error) {
      // A component without a style sheet of its own claims no class; anything else is a fault.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return '';
      throw error;
    }
  };
  const importsOf = (component: string) =>
    readdirSync(join(componentsDir, component), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.js'))
      .flatMap((file) => {
        const code = readFileSync(join(componentsDir, component, file), 'utf8');
        return [...code.matchAll(SIBLING_IMPORT)].map((match) => match[1]!);
      });
  return { components: readdirSync(componentsDir), sheetOf, importsOf };
}

/** Every .ts and .tsx file under `dir`, tests and declarations aside. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|d)\.tsx?$/.test(file))
    .map((file) => join(dir, file));
}

/** zaui.css as the app in `sourceDir` needs it, and the components it is cut to. */
export function zauiStylesFor(
  sourceDir: string,
  zmpUiDir: string,
): { css: string; components: string[] } {
  const folders = exportedComponents(readFileSync(join(zmpUiDir, 'esm', 'index.js'), 'utf8'));
  const imported = sourceFiles(sourceDir).flatMap((file) => {
    const source = readFileSync(file, 'utf8');
    const named = zmpUiImports(source).flatMap((name) => folders.get(name) ?? []);
    return [...named, ...zmpUiFolderImports(source)];
  });
  const files = componentFiles(zmpUiDir);
  const rendered = withRenderedComponents(imported, files.importsOf);
  const unrendered = files.components.filter((component) => !rendered.has(component));
  const css = withoutUnusedRules(
    readFileSync(join(zmpUiDir, 'zaui.css'), 'utf8'),
    [...rendered].map(files.sheetOf),
    unrendered.map(files.sheetOf),
  );
  return { css, components: [...rendered].sort() };
}
