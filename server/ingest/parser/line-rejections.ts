// Rejected lines, kept bounded: a file of junk must not turn into a huge reply or stored row.
// Every rejection is counted by its reason code; only the first `listedLines` are kept with their
// text (cut to `textChars`, control characters shown as visible symbols) and reason, and only
// while their text and reasons stay within `listedBytes` of UTF-8, so the bound holds for
// multi-byte junk too.

export type LineRejectionCode =
  | 'bad_encoding'
  | 'control_character'
  | 'field_count'
  | 'bad_parameter'
  | 'bad_value'
  | 'bad_unit'
  | 'bad_time'
  | 'bad_status'
  | 'future_time'
  | 'duplicate'
  | 'unknown_parameter';

export interface RejectedLine {
  /** 1-based line number in the file. */
  readonly line: number;
  readonly code: LineRejectionCode;
  /** The line as received, cut to the configured length. */
  readonly text: string;
  readonly reason: string;
}

export interface RejectionLimits {
  /** Rejected lines listed with text and reason (the rest are only counted). */
  readonly listedLines: number;
  /** Characters of each listed line's text. */
  readonly textChars: number;
  /** UTF-8 bytes of text and reasons listed in all. */
  readonly listedBytes: number;
}

export const DEFAULT_REJECTION_LIMITS: RejectionLimits = {
  listedLines: 100,
  textChars: 200,
  listedBytes: 32 * 1024,
};

export interface RejectionSummary {
  readonly total: number;
  readonly byReason: Readonly<Partial<Record<LineRejectionCode, number>>>;
  /** The first rejected lines, in line order. */
  readonly listed: readonly RejectedLine[];
}

/** Longest value quoted inside a reason: the reason names the value, the text shows the line. */
const QUOTED_CHARS = 40;

/** Cuts `text` to `max` characters (never inside a surrogate pair), marking the cut with "…". */
export function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const end = /[\uD800-\uDBFF]/.test(text[max - 1] ?? '') ? max - 1 : max;
  return `${text.slice(0, end)}…`;
}

/** A value from the file, quoted for a reason. */
export const quote = (value: string): string => `"${cut(value, QUOTED_CHARS)}"`;

// C0 controls (except TAB, the separator), DEL and the C1 controls: never part of a data line.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
export const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const CONTROL_CHARACTERS = new RegExp(CONTROL_CHARACTER.source, 'g');

/** Control characters as the Unicode "control pictures" (NUL → ␀), so a listed line shows them. */
const visible = (text: string) =>
  text.replace(CONTROL_CHARACTERS, (c) => {
    const code = c.charCodeAt(0);
    if (code < 0x20) return String.fromCharCode(0x2400 + code);
    return code === 0x7f ? '\u2421' : '\uFFFD';
  });

export class RejectionLog {
  private readonly limits: RejectionLimits;
  private readonly listed: RejectedLine[] = [];
  private readonly byReason: Partial<Record<LineRejectionCode, number>> = {};
  private total = 0;
  private bytesListed = 0;

  constructor(limits: Partial<RejectionLimits> = {}) {
    this.limits = { ...DEFAULT_REJECTION_LIMITS, ...limits };
  }

  add(line: number, code: LineRejectionCode, text: string, reason: string): void {
    this.total += 1;
    this.byReason[code] = (this.byReason[code] ?? 0) + 1;
    if (this.listed.length >= this.limits.listedLines) return;
    const shown = visible(cut(text, this.limits.textChars));
    const bytes = Buffer.byteLength(shown) + Buffer.byteLength(reason);
    if (this.bytesListed + bytes > this.limits.listedBytes) return;
    this.bytesListed += bytes;
    this.listed.push({ line, code, text: shown, reason });
  }

  get count(): number {
    return this.total;
  }

  summary(): RejectionSummary {
    return { total: this.total, byReason: { ...this.byReason }, listed: [...this.listed] };
  }
}
