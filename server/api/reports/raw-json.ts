// JSON the database already wrote (a report's periods, built by SQL), placed into an answer as
// it is: parsing and re-serialising hundreds of kilobytes would cost more than the query.

export class RawJson {
  constructor(readonly json: string) {}
}

// A NUL cannot occur in any other string of an answer: PostgreSQL text cannot hold one.
const PLACEHOLDER = /"\\u0000(\d+)\\u0000"/g;

/** JSON.stringify, except that every RawJson value is written as its own JSON text. */
export function stringifyWithRawJson(value: unknown): string {
  const fragments: string[] = [];
  const text = JSON.stringify(value, (_key, item: unknown) =>
    item instanceof RawJson ? `\u0000${fragments.push(item.json) - 1}\u0000` : item,
  );
  return fragments.length === 0
    ? text
    : text.replace(PLACEHOLDER, (_match, index: string) => fragments[Number(index)]!);
}
