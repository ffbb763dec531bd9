// Vite plugin: the UI font, Be Vietnam Pro, cut to the characters of ui-font-characters.ts when
// the app is built. One small woff2 per weight replaces fontsource's three unicode-range files
// (Latin, Latin Extended, Vietnamese), of which a Vietnamese page needed all three. Only the
// shaping features a browser applies by default, plus tabular figures, are kept, and the
// TrueType hinting is dropped (browsers on phones ignore it).
//
// `import 'virtual:ui-font.css'` resolves to a stylesheet written, with its fonts, under
// node_modules/.cache, so Vite treats them like any other file: hashed names in production,
// served as they are in development.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
// @ts-expect-error subset-font ships no type declarations
import subsetFontUntyped from 'subset-font';
import type { Plugin } from 'vite';
import { UI_FONT_UNICODE_RANGE, uiFontCharacters } from './ui-font-characters';

/** The one call used here (subset-font 2: harfbuzz's hb-subset compiled to WebAssembly). */
const subsetFont = subsetFontUntyped as (
  font: Buffer,
  text: string,
  options: { targetFormat: 'woff2'; keepFeatures: string[]; noHinting: boolean },
) => Promise<Buffer>;

const VIRTUAL_ID = 'virtual:ui-font.css';
const FAMILY = 'Be Vietnam Pro';
/** The weights the style sheets use, with the file that holds each. */
const WEIGHTS = {
  400: '400Regular/BeVietnamPro_400Regular.ttf',
  500: '500Medium/BeVietnamPro_500Medium.ttf',
  600: '600SemiBold/BeVietnamPro_600SemiBold.ttf',
  700: '700Bold/BeVietnamPro_700Bold.ttf',
} as const;
/** The weights index.html preloads: body text and headings, the most used by far. */
export const PRELOADED_FILE = /\/be-vietnam-pro-(400|600)-[^/]+\.woff2$/;
const KEPT_FEATURES = ['ccmp', 'locl', 'mark', 'mkmk', 'kern', 'liga', 'calt', 'tnum'];

async function writeUiFont(root: string): Promise<string> {
  const require = createRequire(join(root, 'package.json'));
  const dir = join(root, 'node_modules', '.cache', 'ui-font');
  await mkdir(dir, { recursive: true });
  const characters = uiFontCharacters();
  const faces = await Promise.all(
    Object.entries(WEIGHTS).map(async ([weight, file]) => {
      const source = await readFile(require.resolve(`@expo-google-fonts/be-vietnam-pro/${file}`));
      const woff2 = await subsetFont(source, characters, {
        targetFormat: 'woff2',
        keepFeatures: KEPT_FEATURES,
        noHinting: true,
      });
      const name = `be-vietnam-pro-${weight}.woff2`;
      await writeFile(join(dir, name), woff2);
      return [
        '@font-face {',
        `  font-family: '${FAMILY}';`,
        '  font-style: normal;',
        '  font-display: swap;',
        `  font-weight: ${weight};`,
        `  src: url(./${name}) format('woff2');`,
        `  unicode-range: ${UI_FONT_UNICODE_RANGE};`,
        '}',
      ].join('\n');
    }),
  );
  const css = join(dir, 'ui-font.css');
  await writeFile(css, `${faces.join('\n')}\n`);
  return css;
}

export function uiFont(): Plugin {
  let root = process.cwd();
  let written: Promise<string> | undefined;
  return {
    name: 'greenwatch-ui-font',
    configResolved(config) {
      root = config.root;
    },
    resolveId(id) {
      if (id !== VIRTUAL_ID) return null;
      written ??= writeUiFont(root);
      return written;
    },
    // The body and heading weights are asked for in index.html, so they arrive with the script
    // instead of after the first render has found text that needs them. The other two are left
    // to the style sheet: preloaded too, they took a quarter of a 4G phone's bandwidth from the
    // script while it mattered most (Lighthouse, bench/lighthouse.ts).
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        return Object.keys(bundle ?? {})
          .filter((fileName) => PRELOADED_FILE.test(fileName))
          .sort()
          .map((fileName) => ({
            tag: 'link',
            attrs: {
              rel: 'preload',
              href: `./${fileName}`,
              as: 'font',
              type: 'font/woff2',
              crossorigin: '',
            },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}
