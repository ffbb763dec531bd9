import type { AddressInfo, Server } from 'node:net';
import { Writable } from 'node:stream';
import { FileSystem, FtpSrv, type FtpConnection } from 'ftp-srv';
import type { Database } from '../db/database.js';
import { stationByFtpLogin, type IngestStation } from './credentials.js';
import type { IngestService } from './ingest-service.js';

// The FTP receiver (ftp-srv): each station logs in with its own account and uploads files; a
// file is ingested when its upload completes, and the 226 reply comes only after it is stored,
// so a logger that sees 226 may delete its copy. A file refused as a whole gets a 550 with the
// reason (and is recorded in ingest_file like any other). Nothing is written to disk.

export interface FtpReceiverOptions {
  readonly db: Database;
  readonly service: IngestService;
  /** 0 picks a free port (tests). */
  readonly port: number;
  /** Listen address. Default 0.0.0.0. */
  readonly host?: string;
  /** Address announced for passive mode to remote clients (local clients get their own). */
  readonly passiveHost?: string;
  readonly passivePortMin?: number;
  readonly passivePortMax?: number;
  readonly maxFileBytes: number;
  readonly log: (line: string) => void;
}

export interface FtpReceiver {
  readonly port: number;
  close(): Promise<void>;
}

// ftp-srv logs through bunyan to stdout by default; the receiver reports what matters itself.
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

/** An upload-only virtual file system: STOR buffers the file and hands it to ingestion. */
class UploadFileSystem extends FileSystem {
  constructor(
    connection: FtpConnection,
    private readonly upload: (fileName: string, content: Uint8Array) => Promise<void>,
    private readonly maxFileBytes: number,
  ) {
    super(connection, { root: '/', cwd: '/' });
  }

  override get(fileName: string): Promise<unknown> {
    const isDirectory = fileName === '/' || fileName === '.' || fileName === '';
    if (!isDirectory) return Promise.reject(new Error('Không có tệp này'));
    return Promise.resolve({
      name: fileName,
      isDirectory: () => true,
      size: 0,
      mtime: new Date(),
      mode: 0o40755,
    });
  }

  override list(): Promise<unknown[]> {
    return Promise.resolve([]);
  }

  override chdir(path = '.'): Promise<string> {
    return Promise.resolve(path);
  }

  override mkdir(): Promise<unknown> {
    return Promise.resolve();
  }

  override read(): Promise<unknown> {
    return Promise.reject(new Error('Máy chủ chỉ nhận tệp, không cho tải xuống'));
  }

  override delete(): Promise<unknown> {
    return Promise.reject(new Error('Không có tệp để xóa'));
  }

  override rename(): Promise<unknown> {
    return Promise.reject(new Error('Không hỗ trợ đổi tên: tải tệp lên với tên cuối cùng'));
  }

  override chmod(): Promise<unknown> {
    return Promise.resolve();
  }

  override write(fileName: string): unknown {
    const chunks: Buffer[] = [];
    let size = 0;
    const { upload, maxFileBytes } = this;
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        if (size > maxFileBytes) done(new Error(`Tệp quá lớn: tối đa ${maxFileBytes} byte`));
        else {
          chunks.push(chunk);
          done();
        }
      },
      final(done) {
        upload(fileName, Buffer.concat(chunks)).then(() => done(), done);
      },
    });
    return { stream, clientPath: fileName };
  }
}

/** ftp-srv exits the process on SIGINT/SIGTERM itself; the server's own shutdown must decide. */
function withoutSignalHandlers<T>(create: () => T): T {
  const signals = ['SIGTERM', 'SIGINT', 'SIGQUIT'] as const;
  const before = new Map(signals.map((s) => [s, new Set(process.listeners(s))]));
  const created = create();
  for (const signal of signals) {
    for (const listener of process.listeners(signal)) {
      if (!before.get(signal)?.has(listener)) process.removeListener(signal, listener);
    }
  }
  return created;
}

export async function startFtpReceiver(options: FtpReceiverOptions): Promise<FtpReceiver> {
  const host = options.host ?? '0.0.0.0';
  const ftp = withoutSignalHandlers(
    () =>
      new FtpSrv({
        url: `ftp://${host}:${options.port}`,
        pasv_url: options.passiveHost ?? (host === '0.0.0.0' ? '127.0.0.1' : host),
        pasv_min: options.passivePortMin ?? 30000,
        pasv_max: options.passivePortMax ?? 30100,
        anonymous: false,
        greeting: 'GreenWatch: máy chủ nhận dữ liệu quan trắc',
        log: silentLog,
      }),
  );

  const ingestUpload = (station: IngestStation) => async (fileName: string, bytes: Uint8Array) => {
    const result = await options.service
      .ingest({ stationId: station.id, fileName, content: bytes, source: 'ftp' })
      .catch((error: unknown) => {
        options.log(`ftp: storing ${fileName} of ${station.code} failed: ${String(error)}`);
        throw new Error('Lỗi máy chủ khi lưu dữ liệu: hãy gửi lại tệp');
      });
    if (result.status === 'rejected') throw new Error(result.errors[0]?.reason ?? 'Tệp bị từ chối');
  };

  ftp.on('login', ({ connection, username, password }, resolve, reject) => {
    stationByFtpLogin(options.db, username, password).then(
      (station) => {
        if (!station) return reject(new Error('Sai tên đăng nhập hoặc mật khẩu'));
        resolve({
          fs: new UploadFileSystem(connection, ingestUpload(station), options.maxFileBytes),
        });
      },
      (error: unknown) => {
        options.log(`ftp: login check failed: ${String(error)}`);
        reject(new Error('Lỗi máy chủ'));
      },
    );
  });
  ftp.on('client-error', () => undefined);
  await ftp.listen();
  const server = (ftp as unknown as { server: Server }).server;
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    async close() {
      await ftp.close();
    },
  };
}
