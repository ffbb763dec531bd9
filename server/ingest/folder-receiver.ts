import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Database } from '../db/database.js';
import type { IngestService } from './ingest-service.js';

// The watched folder: <ingestDir>/<STATION_CODE>/<file>. Whoever can write there is trusted
// (a local FTP daemon, a sync tool, an operator), so no credentials. A file is taken once it has
// not changed for `settleMs`; names starting with "." or ending in .tmp/.part are still being
// written. After ingestion the file moves to done/ (lines stored) or failed/ (refused as a
// whole), both inside the station's folder. A database failure leaves the file for the next scan.

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

async function moveAside(file: string, folder: string, name: string): Promise<void> {
  await mkdir(folder, { recursive: true });
  const target = join(folder, name);
  const free = existsSync(target)
    ? join(folder, `${new Date().toISOString().replace(/[:.]/g, '-')}_${name}`)
    : target;
  await rename(file, free);
}

export async function startFolderReceiver(options: FolderReceiverOptions): Promise<FolderReceiver> {
  const settleMs = options.settleMs ?? 1000;
  await mkdir(options.dir, { recursive: true });
  const stations = await options.db.query<{ code: string }>('select code from public.station');
  for (const { code } of stations) await mkdir(join(options.dir, code), { recursive: true });

  async function ingestOne(stationCode: string, folder: string, name: string): Promise<boolean> {
    const file = join(folder, name);
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile() || Date.now() - info.mtimeMs < settleMs) return false;
    if (info.size > options.maxFileBytes) {
      options.log(`folder: ${file} is larger than ${options.maxFileBytes} bytes; moved to failed/`);
      await moveAside(file, join(folder, 'failed'), name);
      return true;
    }
    const content = await readFile(file);
    const result = await options.service.ingest({
      stationCode,
      fileName: name,
      content,
      source: 'folder',
    });
    await moveAside(file, join(folder, result.status === 'rejected' ? 'failed' : 'done'), name);
    return true;
  }

  async function scan(): Promise<number> {
    let handled = 0;
    const folders = await readdir(options.dir, { withFileTypes: true }).catch(() => []);
    for (const entry of folders) {
      if (!entry.isDirectory()) continue;
      const folder = join(options.dir, entry.name);
      const names = await readdir(folder, { withFileTypes: true }).catch(() => []);
      for (const file of names.sort((a, b) => a.name.localeCompare(b.name))) {
        if (!file.isFile() || IN_PROGRESS.test(file.name) || OUTCOME_FOLDERS.has(file.name))
          continue;
        try {
          if (await ingestOne(entry.name, folder, file.name)) handled += 1;
        } catch (error) {
          options.log(`folder: ${join(folder, file.name)} not ingested yet: ${String(error)}`);
        }
      }
    }
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
