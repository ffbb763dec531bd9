import type { AddressInfo, Server } from 'node:net';
import { Writable } from 'node:stream';
import { FileSystem, FtpSrv, type FtpConnection } from 'ftp-srv';
import type { Database } from '../db/database.js';
import { stationByFtpLogin, type IngestStation } from './credentials.js';
import type { IngestResult, IngestService } from './ingest-service.js';

// The FTP receiver (ftp-srv): each station logs in with its own account and uploads files; a
// file is ingested when its upload completes, and the 226 reply comes only after it is stored,
// so a logger that sees 226 may delete its copy. A refused file is recorded in ingest_file like
// any other and answered with the FTP code for its reason (RFC 959) and the reason itself, in
// Vietnamese with an English hint: 552 for a file over the size limit (the upload is stopped at
// the limit), 553 for a file name outside the convention, 550 for any other refusal (another
// station's file, UTF-16, no valid line), 451 when the server could not store it (send again).
// Nothing is written to disk.

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
export const silentLog = {
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

/** How a STOR ends when the file is not taken: an FTP reply code and its text. */
interface FtpRefusal {
  readonly code: number;
  readonly message: string;
}

interface UploadHandler {
  /** Ingests a completely received file; null when it was taken (226). */
  store(fileName: string, content: Uint8Array): Promise<FtpRefusal | null>;
  /** Records a file stopped at the size limit. */
  refuseTooLarge(fileName: string): Promise<FtpRefusal>;
}

/**
 * After refusing an upload the server stops keeping its bytes, and a client that reads the
 * refusal closes the data connection. One that keeps sending is cut off after this long.
 */
const DISCARD_AFTER_REFUSAL_MS = 10_000;

/**
 * ftp-srv answers a failed STOR with 550 after resetting the data connection, so a client sees
 * the reset and never the reason. A refusal is therefore answered here, with its own code,
 * while the data connection is still open; ftp-srv's own reply to the same STOR is dropped.
 */
async function replyInsteadOfFtpSrv(connection: FtpConnection, refusal: FtpRefusal) {
  await connection.reply(refusal.code, refusal.message);
  Object.assign(connection, {
    reply: () => {
      Reflect.deleteProperty(connection, 'reply');
      return Promise.resolve();
    },
  });
}

/** An upload-only virtual file system: STOR buffers the file and hands it to ingestion. */
class UploadFileSystem extends FileSystem {
  constructor(
    connection: FtpConnection,
    private readonly handler: UploadHandler,
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
    const { connection, handler, maxFileBytes } = this;
    const chunks: Buffer[] = [];
    let size = 0;
    let refused = false;
    let cutOff: NodeJS.Timeout | undefined;
    const refuse = async (refusal: FtpRefusal) => {
      refused = true;
      await replyInsteadOfFtpSrv(connection, refusal);
    };
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        if (refused) return done();
        size += chunk.length;
        if (size <= maxFileBytes) {
          chunks.push(chunk);
          return done();
        }
        // Stopped at the limit: nothing more is kept, the sender gets 552 right away.
        chunks.length = 0;
        handler
          .refuseTooLarge(fileName)
          .then(refuse)
          .then(() => {
            cutOff = setTimeout(
              () => stream.destroy(new Error('upload continued after refusal')),
              DISCARD_AFTER_REFUSAL_MS,
            );
            done();
          }, done);
      },
      final(done) {
        clearTimeout(cutOff);
        // Failing the stream ends the STOR; its reply has been sent already.
        if (refused) return done(new Error('refused'));
        const stored = async () => {
          const refusal = await handler.store(fileName, Buffer.concat(chunks));
          if (refusal) await refuse(refusal);
          return refusal;
        };
        stored().then((refusal) => done(refusal && new Error(refusal.message)), done);
      },
      destroy(error, done) {
        clearTimeout(cutOff);
        done(error);
      },
    });
    return { stream, clientPath: fileName };
  }
}

const REFUSAL_REPLIES: Readonly<Record<string, readonly [number, string]>> = {
  too_large: [552, 'file exceeds the size limit'],
  bad_file_name: [553, 'file name not allowed'],
  station_mismatch: [550, 'file of another station'],
  empty_file: [550, 'empty file'],
  bad_encoding: [550, 'not UTF-8 text'],
  no_valid_line: [550, 'no valid data line'],
};

/** The FTP answer to an ingested file: null when taken, else its refusal. */
function ftpRefusal(result: IngestResult): FtpRefusal | null {
  if (!result.refusal) return null;
  const [code, english] = REFUSAL_REPLIES[result.refusal.code] ?? [550, 'file refused'];
  return { code, message: `${result.refusal.reason} (${english})` };
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

  const uploadHandler = (station: IngestStation): UploadHandler => {
    const failed = (fileName: string, error: unknown): FtpRefusal => {
      options.log(`ftp: storing ${fileName} of ${station.code} failed: ${String(error)}`);
      return {
        code: 451,
        message: 'Lỗi máy chủ khi lưu dữ liệu: hãy gửi lại tệp (server error, send the file again)',
      };
    };
    return {
      store: (fileName, content) =>
        options.service
          .ingest({ stationId: station.id, fileName, content, source: 'ftp' })
          .then(ftpRefusal, (error: unknown) => failed(fileName, error)),
      refuseTooLarge: (fileName) =>
        options.service
          .refuse({
            station,
            fileName,
            source: 'ftp',
            code: 'too_large',
            reason: `Tệp quá lớn: tối đa ${options.maxFileBytes} byte`,
          })
          .then(
            (result) => ftpRefusal(result)!,
            (error: unknown) => failed(fileName, error),
          ),
    };
  };

  ftp.on('login', ({ connection, username, password }, resolve, reject) => {
    stationByFtpLogin(options.db, username, password).then(
      (station) => {
        if (!station) return reject(new Error('Sai tên đăng nhập hoặc mật khẩu'));
        resolve({
          fs: new UploadFileSystem(connection, uploadHandler(station), options.maxFileBytes),
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
