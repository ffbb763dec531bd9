// Finding a string in layered catalogues and filling its `{{name}}` placeholders. This is all the
// app asks of a translation library, which is why it has none: i18next with its React binding
// was 19 KB of gzip in the chunk every page loads, for these few lines (docs/architecture.md).

/** A catalogue: nested objects whose leaves are strings. */
export interface CatalogueTree {
  readonly [key: string]: string | CatalogueTree;
}

type Leaves<T, Prefix extends string> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every dotted key of `T` that names a string, e.g. 'nav.home'. */
export type KeyOf<T> = Leaves<T, ''>;

/** Values for a string's placeholders; a placeholder without one is left as written. */
export type Placeholders = Readonly<Record<string, unknown>>;

/** The string at dotted `key` in the last layer that has one, or undefined. */
export function findText(layers: readonly CatalogueTree[], key: string): string | undefined {
  const path = key.split('.');
  for (let index = layers.length - 1; index >= 0; index--) {
    let node: string | CatalogueTree | undefined = layers[index];
    for (const part of path) {
      node = typeof node === 'object' && Object.hasOwn(node, part) ? node[part] : undefined;
    }
    if (typeof node === 'string') return node;
  }
  return undefined;
}

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

/** `text` with each `{{name}}` replaced by `values[name]`. */
export function fillPlaceholders(text: string, values: Placeholders | undefined): string {
  if (!values) return text;
  return text.replace(PLACEHOLDER, (written, name: string) =>
    values[name] === undefined ? written : String(values[name]),
  );
}
