// Vite plugin: in the build, `import 'virtual:zaui.css'` is zmp-ui's style sheet with only the
// rules of the components the app renders (zaui-styles.ts), written under node_modules/.cache so
// that Vite treats it like any other style sheet. The dev server serves the whole of zaui.css,
// so a component newly imported is styled without a restart.
import { mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import { zauiStylesFor } from './zaui-styles';

const VIRTUAL_ID = 'virtual:zaui.css';

const zmpUiDir = (root: string) =>
  dirname(createRequire(join(root, 'package.json')).resolve('zmp-ui/package.json'));

async function writeZauiStyles(root: string): Promise<string> {
  const { css } = zauiStylesFor(join(root, 'src'), zmpUiDir(root));
  const dir = join(root, 'node_modules', '.cache', 'zaui');
  await mkdir(dir, { recursive: true });
  const file = join(dir, 'zaui.css');
  await writeFile(file, css);
  return file;
}

export function zauiStyles(): Plugin {
  let root = process.cwd();
  let serving = false;
  let written: Promise<string> | undefined;
  return {
    name: 'greenwatch-zaui-styles',
    configResolved(config) {
      root = config.root;
      serving = config.command === 'serve';
    },
    resolveId(id) {
      if (id !== VIRTUAL_ID) return null;
      if (serving) return join(zmpUiDir(root), 'zaui.css');
      written ??= writeZauiStyles(root);
      return written;
    },
  };
}
