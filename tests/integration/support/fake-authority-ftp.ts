import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startAuthorityFtp, type AuthorityFtp } from '../../../server/forwarding/authority-ftp';

// The provincial authority's FTP server, for the forwarding tests: the server's own authority FTP
// (server/forwarding/authority-ftp.ts) on a local port, with one account whose files land in a
// temporary folder. It can be stopped (the authority down) and started again on the same port
// and folder. It records the names the client renamed files to, in order, and the logins tried.

export interface FakeAuthority {
  readonly port: number;
  readonly root: string;
  readonly user: string;
  readonly password: string;
  /** Final names in the order they appeared (each rename to it). */
  readonly arrivals: string[];
  /** Logins tried (a password was sent), right or wrong. */
  readonly logins: number;
  /** The files in `folder` (under the root), name → content. */
  files(folder?: string): Map<string, string>;
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

export async function startFakeAuthority(
  options: {
    folder?: string;
    user?: string;
    password?: string;
    tls?: { key: string; cert: string };
  } = {},
): Promise<FakeAuthority> {
  const root = mkdtempSync(join(tmpdir(), 'greenwatch-authority-'));
  mkdirSync(join(root, options.folder ?? 'incoming'), { recursive: true });
  const user = options.user ?? 'sotnmt';
  const password = options.password ?? 'mat-khau-dung';
  const arrivals: string[] = [];
  let port = 0;
  let logins = 0;
  let ftp: AuthorityFtp | undefined;

  const start = async () => {
    ftp = await startAuthorityFtp({
      root,
      port,
      user,
      password,
      pasv: { min: 31000, max: 31100 },
      tls: options.tls,
      onArrival: (name) => arrivals.push(name),
      onLogin: () => {
        logins += 1;
      },
    });
    port = ftp.port;
  };
  await start();

  const stop = async () => {
    await ftp?.close();
    ftp = undefined;
  };
  return {
    get port() {
      return port;
    },
    get logins() {
      return logins;
    },
    root,
    user,
    password,
    arrivals,
    files(folder = options.folder ?? 'incoming') {
      const dir = join(root, folder);
      return new Map(readdirSync(dir).map((name) => [name, readFileSync(join(dir, name), 'utf8')]));
    },
    stop,
    start,
    async close() {
      await stop();
      rmSync(root, { recursive: true, force: true });
    },
  };
}
