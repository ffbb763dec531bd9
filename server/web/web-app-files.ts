// The files of the built web app, as serveWebApp sends them: a file under www/, in the
// precompressed copy the build wrote beside it (x.js.br, x.js.gz) that the browser accepts, else
// as it is. The hashed files under assets/ never change (a new build gives new names), so once
// read they are kept in memory, bounded in bytes (lru-cache; the copy used longest ago goes
// first): a page's 30-odd scripts and style sheets then cost no file system call, where each
// took three stat() calls and a read (a load of `/` cost the process that served it, and drove
// the test's browser, about 80 ms less CPU; a 5 KB script 1.8× the requests per second in
// bench:load). A file gone from the disk since (a new build) is a 404 once it is not held.
// Other files (app-config.json, the icons at the root) may change under a running server and are
// read on every request; nothing is remembered of a missing file.
import type { NonSharedBuffer } from 'node:buffer';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';
import { getMimeType } from 'hono/utils/mime';
import { LRUCache } from 'lru-cache';
import { preferredCoding, type ContentCoding } from './content-encoding.js';

/** The suffix of the precompressed copies, in our order of preference. */
const PRECOMPRESSED: readonly (readonly [ContentCoding, string])[] = [
  ['br', '.br'],
  ['gzip', '.gz'],
];

/** Memory for the assets' bodies (the whole build with its copies is about 11 MB). */
export const DEFAULT_ASSET_CACHE_BYTES = 32 * 1024 * 1024;

const IMMUTABLE_DIR = '/assets/';
/** Request paths whose file is remembered (the build has about 450 files under assets/). */
const MAX_LOCATED = 4096;

export interface WebAppFile {
  readonly body: NonSharedBuffer;
  readonly contentType: string;
  /** A text file: its coding depends on Accept-Encoding (Vary). */
  readonly compressible: boolean;
  /** The precompressed copy sent, or null for the file as it is. */
  readonly coding: ContentCoding | null;
  /** Under assets/: the same content for as long as its name exists. */
  readonly immutable: boolean;
}

interface Located {
  readonly file: string;
  readonly contentType: string;
  readonly compressible: boolean;
  /** The precompressed copies beside the file. */
  readonly codings: readonly ContentCoding[];
}

const isFile = (candidate: string) =>
  stat(candidate).then(
    (found) => found.isFile(),
    () => false,
  );

/** The file at `innerPath` inside `root`, never outside it; null if there is none. */
async function locate(root: string, innerPath: string): Promise<Located | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(innerPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const file = path.resolve(root, `.${path.posix.normalize(decoded)}`);
  if (file !== root && !file.startsWith(root + path.sep)) return null;
  if (!(await isFile(file))) return null;
  const contentType = getMimeType(file) ?? 'application/octet-stream';
  const compressible = COMPRESSIBLE_CONTENT_TYPE_REGEX.test(contentType);
  const copies = compressible
    ? await Promise.all(
        PRECOMPRESSED.map(async ([coding, suffix]) =>
          (await isFile(file + suffix)) ? coding : null,
        ),
      )
    : [];
  const codings = copies.filter((copy): copy is ContentCoding => copy !== null);
  return { file, contentType, compressible, codings };
}

export function webAppFiles(root: string, { maxBytes = DEFAULT_ASSET_CACHE_BYTES } = {}) {
  // By request path (which many spellings of one file may take): bounded in entries.
  const located = new LRUCache<string, Located>({ max: MAX_LOCATED });
  const bodies = new LRUCache<string, NonSharedBuffer>({
    maxSize: maxBytes,
    sizeCalculation: (body) => Math.max(1, body.byteLength),
  });
  return {
    /** The file at `innerPath` for a request that accepts `acceptEncoding`; null if none. */
    async find(innerPath: string, acceptEncoding: string | undefined): Promise<WebAppFile | null> {
      const immutable = innerPath.startsWith(IMMUTABLE_DIR);
      const found =
        (immutable ? located.get(innerPath) : undefined) ?? (await locate(root, innerPath));
      if (!found) return null;
      const coding = preferredCoding(acceptEncoding, found.codings);
      const suffix = PRECOMPRESSED.find(([candidate]) => candidate === coding)?.[1] ?? '';
      const file = found.file + suffix;
      let body = immutable ? bodies.get(file) : undefined;
      if (!body) {
        try {
          body = await readFile(file);
        } catch {
          located.delete(innerPath);
          return null;
        }
        if (immutable) {
          bodies.set(file, body);
          located.set(innerPath, found);
        }
      }
      return {
        body,
        contentType: found.contentType,
        compressible: found.compressible,
        coding,
        immutable,
      };
    },
  };
}
