// JSON the database already wrote (a report's periods, built by SQL), placed into an answer as
// it is: parsing and re-serialising hundreds of kilobytes would cost more than the query. The
// answer is put together as bytes, each piece encoded once: splicing the pieces into one string
// of a whole report (up to a few MB) cost more than the query's own time above its SQL. Every
// piece is ASCII (../../web/ascii-json.ts), so the client decodes the answer on its fast path.

import type { NonSharedBuffer } from 'node:buffer';
import { asciiJson } from '../../web/ascii-json.js';

export class RawJson {
  constructor(readonly json: string) {}
}

// A NUL cannot occur in any other string of an answer: PostgreSQL text cannot hold one.
const PLACEHOLDER = /"\\u0000(\d+)\\u0000"/;

/**
 * JSON.stringify as ASCII bytes, except that every RawJson value is written as its own text (in
 * ASCII as well).
 */
export function jsonBytesWithRawJson(value: unknown): NonSharedBuffer {
  const fragments: string[] = [];
  const text = asciiJson(
    JSON.stringify(value, (_key, item: unknown) =>
      item instanceof RawJson ? `\u0000${fragments.push(item.json) - 1}\u0000` : item,
    ),
  );
  if (fragments.length === 0) return Buffer.from(text, 'latin1');
  // Split on a pattern with one group: the text between placeholders at even places, each
  // placeholder's index at odd ones.
  const pieces = text
    .split(new RegExp(PLACEHOLDER, 'g'))
    .map((piece, place) =>
      Buffer.from(place % 2 === 0 ? piece : asciiJson(fragments[Number(piece)]!), 'latin1'),
    );
  return Buffer.concat(pieces);
}
