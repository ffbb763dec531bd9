import type { NonSharedBuffer } from 'node:buffer';
import { createHash, randomBytes } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { compressAnswer } from '../web/compress-answers.js';
import type { ContentCoding } from '../web/content-encoding.js';

// Built answers kept in memory with their compressed copies (issue 13: GET /api/customers/ for
// 1,000 stations is 0.8–2.2 MB of JSON; building and compressing it costs far more than reading
// what decides it). Each slot says whose answer it is (e.g. the view and the customers the
// caller sees) and holds one answer, of one version (what the data was when it was built): an
// answer of another version is never returned, and a newer one replaces it. Each compressed
// copy is made the first time a client asks for that coding, once. Bounded in slots and bytes
// (lru-cache): the slot used longest ago goes first.
//
// A slot at a version also names its answer for HTTP revalidation (`etag`): a client that shows
// it in If-None-Match is told 304 Not Modified, with no body, whether or not the answer is still
// held. The tag is a digest of slot and version salted per process, so it tells nothing of
// either, and a tag from before a restart (possibly of other code) never matches.

export interface AnswerCacheLimits {
  readonly maxSlots: number;
  /** Bodies and their compressed copies together. */
  readonly maxBytes: number;
}

export const DEFAULT_ANSWER_CACHE_LIMITS: AnswerCacheLimits = {
  maxSlots: 256,
  maxBytes: 32 * 1024 * 1024,
};

export interface CachedAnswer {
  readonly body: NonSharedBuffer;
  /** The body in `coding`, compressed once. */
  encoded(coding: ContentCoding): Promise<NonSharedBuffer>;
}

interface Held extends CachedAnswer {
  readonly version: string;
  /** The body and the compressed copies made so far. */
  bytes: number;
}

export class AnswerCache {
  private readonly answers: LRUCache<string, Held>;
  private readonly salt = randomBytes(16);

  constructor(limits: AnswerCacheLimits = DEFAULT_ANSWER_CACHE_LIMITS) {
    this.answers = new LRUCache<string, Held>({
      max: limits.maxSlots,
      maxSize: limits.maxBytes,
      sizeCalculation: (held) => held.bytes,
    });
  }

  /** The answer of `slot` at `version`, if it is held. */
  get(slot: string, version: string): CachedAnswer | undefined {
    const held = this.answers.get(slot);
    return held?.version === version ? held : undefined;
  }

  /**
   * Keeps `text` as the answer of `slot` at `version`, in place of any other version. An answer
   * larger than the whole byte budget is answered but not kept.
   */
  put(slot: string, version: string, text: string): CachedAnswer {
    const copies = new Map<ContentCoding, Promise<NonSharedBuffer>>();
    const body = Buffer.from(text);
    const held: Held = {
      version,
      body,
      bytes: body.byteLength,
      encoded: (coding) => {
        let copy = copies.get(coding);
        if (!copy) {
          copy = compressAnswer(body, coding);
          copies.set(coding, copy);
          copy.then(
            (compressed) => this.grow(slot, held, compressed.byteLength),
            () => copies.delete(coding),
          );
        }
        return copy;
      },
    };
    this.answers.delete(slot);
    this.answers.set(slot, held);
    return held;
  }

  /** The weak entity tag of the answer of `slot` at `version` (the same in every coding). */
  etag(slot: string, version: string): string {
    const digest = createHash('sha256')
      .update(this.salt)
      .update(`${slot}\u0000${version}`)
      .digest('base64url');
    return `W/"${digest.slice(0, 27)}"`;
  }

  /** How many slots and bytes are held (for tests of the bounds). */
  get size(): { slots: number; bytes: number } {
    return { slots: this.answers.size, bytes: this.answers.calculatedSize };
  }

  /**
   * Counts a new compressed copy: put back, the slot is weighed again and may push others out
   * (lru-cache weighs a value when it is set, and setting the same value again does not).
   */
  private grow(slot: string, held: Held, bytes: number): void {
    if (this.answers.peek(slot) !== held) return; // replaced or evicted meanwhile
    held.bytes += bytes;
    this.answers.delete(slot);
    this.answers.set(slot, held);
  }
}

/**
 * Whether an If-None-Match header names `etag` (RFC 9110 §13.1.2: weak comparison, `*` names
 * any current answer).
 */
export function ifNoneMatchNames(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}
