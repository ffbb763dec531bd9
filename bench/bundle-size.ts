import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { gzipSync, constants } from 'node:zlib';
import { brotliCompressSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../server/seed/demo-catalog';
import { CHROMIUM_PATH } from '../tests/e2e/chromium';
import { startBenchServer } from './bench-server';

// The JavaScript a page downloads (every script Chromium fetches until the page is idle,
// sized gzip -9 and brotli from the built files), beside the floor built in the same run: a bare
// React 18 + zmp-ui + Recoil + supabase-js app (a sign-in form: zmp-ui's App, Page, Input and
// Button, a Recoil atom, supabase-js's createClient and signInWithPassword) built by Vite with
// the same React plugin. Needs `npm run build` first (or BENCH_WWW_DIR=<dir>).
// Run: npm run bench:bundle   (BENCH_BUNDLE_PAGES=login,public,home,online-monitoring)

const ROOT = join(import.meta.dirname, '..');
const WWW_DIR = process.env.BENCH_WWW_DIR ?? join(ROOT, 'www');
const ONLY = process.env.BENCH_BUNDLE_PAGES?.split(',');
/** /login may load at most this many times the floor's JavaScript (issue 13). */
const LOGIN_GOAL_RATIO = 1.3;

const FLOOR_MAIN = `import 'zmp-ui/zaui.css';
import { createClient } from '@supabase/supabase-js';
import { createRoot } from 'react-dom/client';
import { atom, RecoilRoot, useRecoilState } from 'recoil';
import { App, Box, Button, Input, Page, Text } from 'zmp-ui';

const supabase = createClient(window.location.origin, 'anon-key');
const emailState = atom({ key: 'email', default: '' });

function SignIn() {
  const [email, setEmail] = useRecoilState(emailState);
  return (
    <Page>
      <Box p={4}>
        <Text.Title>Đăng nhập</Text.Title>
        <Input label="Email" value={email} onChange={(event) => setEmail(event.target.value)} />
        <Button onClick={() => void supabase.auth.signInWithPassword({ email, password: '' })}>
          Đăng nhập
        </Button>
      </Box>
    </Page>
  );
}

createRoot(document.getElementById('app')!).render(
  <RecoilRoot>
    <App>
      <SignIn />
    </App>
  </RecoilRoot>,
);
`;

// The floor with what the sign-in form needs beyond it and the stack fixes too: react-hook-form
// with a yup schema (the stack's form library) and react-router-dom (zmp-ui's router). Printed beside the floor, it shows how much of the 1.3× is left for
// the app's own code once those are in.
const STACK_FLOOR_MAIN = `import 'zmp-ui/zaui.css';
import { yupResolver } from '@hookform/resolvers/yup';
import { createClient } from '@supabase/supabase-js';
import { createRoot } from 'react-dom/client';
import { useForm } from 'react-hook-form';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { atom, RecoilRoot, useRecoilState } from 'recoil';
import * as yup from 'yup';
import { App, Box, Button, Input, Page, Text } from 'zmp-ui';

const supabase = createClient(window.location.origin, 'anon-key');
const emailState = atom({ key: 'email', default: '' });
const schema = yup.object({
  email: yup.string().required().email().max(254),
  password: yup.string().required().min(8),
});

function SignIn() {
  const [, setEmail] = useRecoilState(emailState);
  const { register, handleSubmit } = useForm({ resolver: yupResolver(schema) });
  return (
    <Page>
      <Box p={4}>
        <Text.Title>Đăng nhập</Text.Title>
        <form
          onSubmit={handleSubmit(({ email, password }) => {
            setEmail(email);
            void supabase.auth.signInWithPassword({ email, password });
          })}
        >
          <Input label="Email" {...register('email')} />
          <Input.Password label="Mật khẩu" {...register('password')} />
          <Button htmlType="submit">Đăng nhập</Button>
        </form>
      </Box>
    </Page>
  );
}

createRoot(document.getElementById('app')!).render(
  <RecoilRoot>
    <App>
      <BrowserRouter>
        <Routes>
          <Route path="*" element={<SignIn />} />
        </Routes>
      </BrowserRouter>
    </App>
  </RecoilRoot>,
);
`;

interface Weight {
  files: number;
  raw: number;
  gzip: number;
  brotli: number;
}

function weigh(paths: string[]): Weight {
  const weight: Weight = { files: paths.length, raw: 0, gzip: 0, brotli: 0 };
  for (const path of paths) {
    const bytes = readFileSync(path);
    weight.raw += bytes.length;
    weight.gzip += gzipSync(bytes, { level: 9 }).length;
    weight.brotli += brotliCompressSync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
    }).length;
  }
  return weight;
}

/** Builds a one-file app in a temp dir (node_modules linked from the repo) and weighs its JS. */
async function floorWeight(main: string): Promise<Weight> {
  const dir = mkdtempSync(join(tmpdir(), 'greenwatch-bundle-floor-'));
  try {
    symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
    mkdirSync(join(dir, 'src'));
    writeFileSync(join(dir, 'src', 'main.tsx'), main);
    writeFileSync(
      join(dir, 'index.html'),
      '<!doctype html><html lang="vi"><body><div id="app"></div><script type="module" src="/src/main.tsx"></script></body></html>',
    );
    const outDir = join(dir, 'dist');
    await build({
      root: dir,
      configFile: false,
      logLevel: 'error',
      plugins: [react()],
      build: { outDir, emptyOutDir: true },
    });
    const assets = join(outDir, 'assets');
    return weigh(
      readdirSync(assets)
        .filter((name) => name.endsWith('.js'))
        .map((name) => join(assets, name)),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`.padStart(11);

function line(name: string, weight: Weight, floor: Weight, goal?: number): string {
  const ratio = weight.gzip / floor.gzip;
  return (
    `${name.padEnd(22)} ${String(weight.files).padStart(5)} ${kib(weight.raw)} ${kib(weight.gzip)} ${kib(weight.brotli)}` +
    `   ${ratio.toFixed(2)}× the floor's gzip` +
    (goal === undefined ? '' : ` (goal ≤ ${goal}×, ${kib(floor.gzip * goal).trim()})`)
  );
}

const floor = await floorWeight(FLOOR_MAIN);
const stackFloor = await floorWeight(STACK_FLOOR_MAIN);
const server = await startBenchServer({ wwwDir: WWW_DIR, seed: 'demo' });
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: ['--no-sandbox'],
});
try {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const [{ id: userId, customer_id: customerId }] = await server.db.query<{
    id: string;
    customer_id: number;
  }>(
    `select id, (raw_user_meta_data->>'customer_id')::int as customer_id
       from auth.users where email = $1`,
    [DEMO_ACCOUNTS[1]!.email],
  );
  const targets = [
    { key: 'login', name: '/login', path: '/login', signedIn: false },
    {
      key: 'public',
      name: 'public page',
      path: `/public/${userId}/${customerId}`,
      signedIn: false,
    },
    { key: 'home', name: '/ (signed in)', path: '/', signedIn: true },
    {
      key: 'online-monitoring',
      name: '/online-monitoring',
      path: '/online-monitoring',
      signedIn: true,
    },
  ].filter((target) => !ONLY || ONLY.includes(target.key));

  console.log(
    `JavaScript a page loads, beside a bare React 18 + zmp-ui + Recoil + supabase-js app`,
  );
  console.log(`${'page'.padEnd(22)} files         raw        gzip      brotli`);
  console.log(line('floor (bare app)', floor, floor));
  console.log(line('floor + form, router', stackFloor, floor));
  let signedIn = false;
  for (const target of targets) {
    if (target.signedIn && !signedIn) {
      const page = await context.newPage();
      await page.goto(`${server.url}/login`);
      await page.getByLabel('Email').fill(DEMO_ACCOUNTS[1]!.email);
      await page.getByLabel('Mật khẩu').fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Đăng nhập' }).click();
      await page.waitForURL(`${server.url}/`);
      await page.close();
      signedIn = true;
    }
    // A fresh page with the cache off: every script the page needs is asked for again.
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const scripts = new Set<string>();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.origin === server.url && url.pathname.endsWith('.js')) scripts.add(url.pathname);
    });
    await page.goto(`${server.url}${target.path}`, { waitUntil: 'networkidle' });
    await page.close();
    const files = [...scripts].map((pathname) => join(WWW_DIR, decodeURIComponent(pathname)));
    if (files.length === 0) throw new Error(`${target.path} loaded no script`);
    console.log(
      line(target.name, weigh(files), floor, target.key === 'login' ? LOGIN_GOAL_RATIO : undefined),
    );
    if (process.env.BENCH_BUNDLE_VERBOSE)
      for (const file of files) console.log(`  ${relative(WWW_DIR, file)}`);
  }
  console.log(
    '\nSizes of the built files, gzip -9 and brotli 11 (the server sends the brotli copy).',
  );
} finally {
  await browser.close();
  await server.dispose();
}
