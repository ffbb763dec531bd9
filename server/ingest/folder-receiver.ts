import { constants, existsSync, type Dirent, type Stats } from 'node:fs';
import { lstat, mkdir, open, readdir, rename } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { Database } from '../db/database.js';
import type { IngestService } from './ingest-service.js';

// The watched folder: <ingestDir>/<STATION_CODE>/<file>. Whoever can write there is trusted
// (a local FTP daemon, a sync tool, an operator), so no credentials. An entry is taken once it
// has not changed for `settleMs`; names starting with "." or ending in .tmp/.part are still
// being written and are left alone. After ingestion a file moves to done/ (lines stored) or
// failed/ (refused as a whole), both inside the station's folder.
//
// Anything else that lands there is refused, recorded once in ingest_file with its reason and
// moved aside into the nearest failed/ folder, so the next scan does not see (or record) it
// again and the operator finds it next to the other refused files:
//   - a file larger than the size limit (never read);
//   - a symbolic link (never followed: it could point at any file on the server);
//   - a sub-folder, or anything else that is not a plain file, inside a station folder;
//   - a file or link directly in the root folder, which belongs to no station (recorded with
//     station null, moved to <ingestDir>/failed/);
//   - a file that cannot be read (permissions).
// Should the move itself fail (e.g. a read-only folder), the entry is remembered for as long as
// it stays unchanged, so it is still recorded once, not on every scan. A database failure
// records nothing and leaves the entry for the next scan.

export interface FolderReceiverOptions {
  readonly db: Database;
  readonly service: IngestService;
  readonly dir: string;
  /** Default 2000 ms. */
  readonly pollMs?: number;
  /** Default 1000 ms. */
  readonly settleMs?: number;
  readonly maxFileBytes: number;
  readonly log: (line: string) => void;
}

export interface FolderReceiver {
  /** Scans once now (tests, and what each tick does). */
  scan(): Promise<number>;
  close(): Promise<void>;
}

const OUTCOME_FOLDERS = new Set(['done', 'failed']);
const IN_PROGRESS = /^\.|\.(tmp|part|partial)$/i;

interface Refusal {
  readonly code: string;
  readonly reason: string;
}

const SYMLINK: Refusal = {
  code: 'symlink',
  reason: 'Liên kết tượng trưng (symlink) không được nhận: hãy đặt chính tệp dữ liệu vào thư mục',
};

const tooLarge = (maxFileBytes: number, size?: number): Refusal => ({
  code: 'too_large',
  reason: `Tệp quá lớn${size === undefined ? '' : ` (${size} byte)`}: tối đa ${maxFileBytes} byte`,
});

/** Why an entry directly in the root folder is refused: every one is. */
const rootRefusal = (info: Stats): Refusal =>
  info.isSymbolicLink()
    ? SYMLINK
    : {
        code: 'no_station_folder',
        reason:
          'Tệp nằm ở thư mục gốc, không thuộc trạm nào: hãy đặt tệp vào thư mục <thư mục gốc>/<mã trạm>/',
      };

/** Why an entry of a station folder is not a data file to read, if so. */
function stationEntryRefusal(info: Stats, station: string, maxFileBytes: number): Refusal | null {
  if (info.isSymbolicLink()) return SYMLINK;
  if (info.isDirectory())
    return {
      code: 'sub_folder',
      reason: `Thư mục con trong thư mục của trạm ${station} không được đọc: hãy đặt tệp trực tiếp vào thư mục của trạm`,
    };
  if (!info.isFile())
    return { code: 'not_a_file', reason: 'Không phải tệp thông thường: không đọc được' };
  if (info.size > maxFileBytes) return tooLarge(maxFileBytes, info.size);
  return null;
}

async function moveAside(entry: string, folder: string, name: string): Promise<void> {
  await mkdir(folder, { recursive: true });
  const target = join(folder, name);
  const free = existsSync(target)
    ? join(folder, `${new Date().toISOString().replace(/[:.]/g, '-')}_${name}`)
    : target;
  await rename(entry, free);
}

/** Reads a plain file without following a link swapped in since lstat, up to the size limit. */
async function readPlainFile(file: string, maxFileBytes: number): Promise<Buffer | Refusal> {
  const handle = await open(file, constants.O_RDONLY | constants.O_NOFOLLOW);
  try {
    // Uninitialised is fine: only the bytes read are returned.
    const buffer = Buffer.allocUnsafe(maxFileBytes + 1);
    let size = 0;
    for (;;) {
      const { bytesRead } = await handle.read(buffer, size, buffer.length - size);
      if (bytesRead === 0) break;
      size += bytesRead;
      if (size > maxFileBytes) return tooLarge(maxFileBytes);
    }
    return buffer.subarray(0, size);
  } finally {
    await handle.close();
  }
}

const unreadable = (error: unknown): Refusal => ({
  code: 'unreadable',
  reason: `Không đọc được tệp (${(error as NodeJS.ErrnoException).code ?? String(error)}): kiểm tra quyền đọc của tệp`,
});

export async function startFolderReceiver(options: FolderReceiverOptions): Promise<FolderReceiver> {
  const settleMs = options.settleMs ?? 1000;
  await mkdir(options.dir, { recursive: true });
  const stations = await options.db.query<{ code: string }>('select code from public.station');
  for (const { code } of stations) await mkdir(join(options.dir, code), { recursive: true });
  /** Entries handled but not movable: path → the size and time they had then. */
  const stuck = new Map<string, string>();
  const signature = (info: Stats) => `${info.size}|${info.mtimeMs}`;

  /** Moves a handled entry out of the way, or remembers it so it is not handled again. */
  async function moveOut(entry: string, info: Stats, folder: string, name: string) {
    try {
      await moveAside(entry, folder, name);
      stuck.delete(entry);
    } catch (error) {
      stuck.set(entry, signature(info));
      options.log(`folder: ${entry} could not be moved to ${folder}: ${String(error)}`);
    }
  }

  /** The entry's details once it has settled and was not handled before; else undefined. */
  async function settled(entry: string): Promise<Stats | undefined> {
    const info = await lstat(entry).catch(() => undefined);
    if (!info || Date.now() - info.mtimeMs < settleMs) return undefined;
    return stuck.get(entry) === signature(info) ? undefined : info;
  }

  /** Records a refused entry (station null when unknown) and moves it into `folder`/failed/. */
  async function refuse(
    entry: string,
    info: Stats,
    station: string | null,
    refusal: Refusal,
  ): Promise<true> {
    const name = basename(entry);
    await options.service.refuse({
      ...(station === null ? { station: null } : { stationCode: station }),
      fileName: name,
      source: 'folder',
      ...refusal,
    });
    options.log(`folder: ${entry} refused (${refusal.code})`);
    await moveOut(entry, info, join(dirname(entry), 'failed'), name);
    return true;
  }

  /** Handles one entry of the root folder; false when it is left for a later scan. */
  async function handleRootEntry(name: string): Promise<boolean> {
    const entry = join(options.dir, name);
    const info = await settled(entry);
    return info ? refuse(entry, info, null, rootRefusal(info)) : false;
  }

  /** Handles one entry of a station folder; false when it is left for a later scan. */
  async function handleStationEntry(station: string, name: string): Promise<boolean> {
    const folder = join(options.dir, station);
    const entry = join(folder, name);
    const info = await settled(entry);
    if (!info) return false;
    const refusal = stationEntryRefusal(info, station, options.maxFileBytes);
    if (refusal) return refuse(entry, info, station, refusal);
    const content = await readPlainFile(entry, options.maxFileBytes).catch(unreadable);
    if (!Buffer.isBuffer(content)) return refuse(entry, info, station, content);
    const result = await options.service.ingest({
      stationCode: station,
      fileName: name,
      content,
      source: 'folder',
    });
    const outcome = result.status === 'rejected' ? 'failed' : 'done';
    await moveOut(entry, info, join(folder, outcome), name);
    return true;
  }

  async function handleAll(
    folder: string,
    entries: readonly Dirent[],
    handle: (name: string) => Promise<boolean>,
  ): Promise<number> {
    let handled = 0;
    for (const { name } of [...entries].sort((a, b) => a.name.localeCompare(b.name))) {
      try {
        if (await handle(name)) handled += 1;
      } catch (error) {
        options.log(`folder: ${join(folder, name)} not ingested yet: ${String(error)}`);
      }
    }
    return handled;
  }

  async function scan(): Promise<number> {
    const present = new Set<string>();
    const entriesOf = async (folder: string) => {
      const entries = await readdir(folder, { withFileTypes: true }).catch(() => []);
      const wanted = entries.filter(
        (entry) => !IN_PROGRESS.test(entry.name) && !OUTCOME_FOLDERS.has(entry.name),
      );
      for (const entry of wanted) present.add(join(folder, entry.name));
      return wanted;
    };
    const root = await entriesOf(options.dir);
    const stationFolders = root.filter((entry) => entry.isDirectory());
    const loose = root.filter((entry) => !entry.isDirectory());
    let handled = await handleAll(options.dir, loose, handleRootEntry);
    for (const { name: station } of stationFolders) {
      const folder = join(options.dir, station);
      handled += await handleAll(folder, await entriesOf(folder), (name) =>
        handleStationEntry(station, name),
      );
    }
    for (const entry of stuck.keys()) if (!present.has(entry)) stuck.delete(entry);
    return handled;
  }

  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const scanSerially = () => {
    const next = running.then(scan);
    running = next.catch(() => undefined);
    return next;
  };
  const timer = setInterval(() => {
    if (!stopped) scanSerially().catch(() => undefined);
  }, options.pollMs ?? 2000);
  timer.unref();
  return {
    scan: scanSerially,
    async close() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
