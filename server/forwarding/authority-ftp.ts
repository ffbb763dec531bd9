import type { AddressInfo, Server } from 'node:net';
import { FileSystem, FtpSrv } from 'ftp-srv';
import { silentLog } from '../ingest/ftp-receiver.js';

// An authority's receiving FTP server (ftp-srv) with one account whose files land in `root`: the
// demo's simulated provincial department (demo-authority.ts) and the forwarding tests' authority.
// It reports each completed rename (the name the authority's own system picks up) and each
// login tried; given a key and certificate it also offers FTPS (explicit, AUTH TLS).

export interface AuthorityFtpOptions {
  readonly root: string;
  readonly host?: string;
  /** 0: any free port. */
  readonly port: number;
  readonly user: string;
  readonly password: string;
  /** Passive data ports. */
  readonly pasv: { readonly min: number; readonly max: number };
  readonly tls?: { readonly key: string; readonly cert: string };
  readonly onArrival?: (name: string) => void;
  readonly onLogin?: () => void;
}

export interface AuthorityFtp {
  readonly port: number;
  close(): Promise<void>;
}

/** The server's own file system, reporting each completed rename. */
class ArrivalFileSystem extends FileSystem {
  constructor(
    connection: ConstructorParameters<typeof FileSystem>[0],
    where: ConstructorParameters<typeof FileSystem>[1],
    private readonly onArrival: (name: string) => void,
  ) {
    super(connection, where);
  }

  override async rename(from: string, to: string) {
    const renamed: unknown = await super.rename(from, to);
    this.onArrival(to.split('/').pop()!);
    return renamed;
  }
}

export async function startAuthorityFtp(options: AuthorityFtpOptions): Promise<AuthorityFtp> {
  const host = options.host ?? '127.0.0.1';
  const server = new FtpSrv({
    url: `ftp://${host}:${options.port}`,
    pasv_url: host,
    pasv_min: options.pasv.min,
    pasv_max: options.pasv.max,
    anonymous: false,
    tls: options.tls ?? false,
    log: silentLog as never,
  });
  server.on('login', ({ connection, username, password }, resolve, reject) => {
    options.onLogin?.();
    if (username !== options.user || password !== options.password) {
      reject(new Error('Login incorrect'));
      return;
    }
    const onArrival = options.onArrival ?? (() => undefined);
    resolve({ fs: new ArrivalFileSystem(connection, { root: options.root, cwd: '/' }, onArrival) });
  });
  await server.listen();
  const { port } = (server as unknown as { server: Server }).server.address() as AddressInfo;
  return { port, close: () => server.close() };
}
