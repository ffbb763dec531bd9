// JSON text in ASCII alone: every character beyond it written as its \u escape (JSON's own; two
// of them past U+FFFF, as UTF-16 holds it), which means the same to any JSON reader. Browsers and
// Node turn ASCII bytes into a string on a fast path, where a single Vietnamese letter sends every
// byte of an answer the slow way (190 KB shaped as a year of daily averages: 1.3 against 1.9 ms
// to decode here).

const BEYOND_ASCII = /[\u0080-\uffff]/g;

const escaped = (char: string) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;

/** `json` with every character beyond ASCII as its \u escape. */
export const asciiJson = (json: string): string => json.replace(BEYOND_ASCII, escaped);
