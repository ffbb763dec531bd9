import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo, Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FileSystem, FtpSrv } from 'ftp-srv';

// The provincial authority's FTP server, for the forwarding tests: a real FTP server (ftp-srv)
// on a local port, with one account whose files land in a temporary folder. It can be stopped
// (the authority down) and started again on the same port and folder. It records the names the
// client renamed files to, in order: what the authority's own system would pick up. Given a key
// and certificate it also offers FTPS (explicit, AUTH TLS), as a province's server does.

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

const silentLog = {
  trace: () => undefined,
  debug: () => undefined,
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
  fatal: () => undefined,
  child() {
    return silentLog;
  },
};

/** The server's own file system, recording each completed rename. */
class RecordingFileSystem extends FileSystem {
  constructor(
    connection: ConstructorParameters<typeof FileSystem>[0],
    where: ConstructorParameters<typeof FileSystem>[1],
    private readonly arrivals: string[],
  ) {
    super(connection, where);
  }

  override async rename(from: string, to: string) {
    const renamed: unknown = await super.rename(from, to);
    this.arrivals.push(to.split('/').pop()!);
    return renamed;
  }
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
  let ftp: FtpSrv | undefined;

  const start = async () => {
    const server = new FtpSrv({
      url: `ftp://127.0.0.1:${port}`,
      pasv_url: '127.0.0.1',
      pasv_min: 31000,
      pasv_max: 31100,
      anonymous: false,
      tls: options.tls ?? false,
      log: silentLog as never,
    });
    server.on('login', ({ connection, username, password: given }, resolve, reject) => {
      logins += 1;
      if (username !== user || given !== password) {
        reject(new Error('Login incorrect'));
        return;
      }
      resolve({ fs: new RecordingFileSystem(connection, { root, cwd: '/' }, arrivals) });
    });
    await server.listen();
    ftp = server;
    port = ((server as unknown as { server: Server }).server.address() as AddressInfo).port;
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
