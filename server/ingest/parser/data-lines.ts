import { CONTROL_CHARACTER, type LineRejectionCode } from './line-rejections';
import { DataFileError } from './parse-errors';

// A data file's bytes → its lines, each decoded on its own. Files are plain text, in practice
// UTF-8 or ASCII; a line that is not (a Windows-1252 "°", a NUL, another control character) is
// rejected by itself, so the good lines around it are kept. UTF-8 never uses the CR or LF byte
// inside a character, so the bytes can be split into lines before decoding. Only a UTF-16 file
// (recognised by its byte-order mark) is refused as a whole: every line of it would be garbage.

export interface DataLineText {
  /** 1-based line number in the file. */
  readonly line: number;
  /** The line's text (invalid bytes shown as U+FFFD). */
  readonly text: string;
  /** Why the line cannot be read at all, if so. */
  readonly problem?: { readonly code: LineRejectionCode; readonly reason: string };
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
const lenientUtf8 = new TextDecoder('utf-8', { fatal: false, ignoreBOM: true });

const CR = 0x0d;
const LF = 0x0a;
const hex = (byte: number) => `0x${byte.toString(16).toUpperCase().padStart(2, '0')}`;

/** Offset of the first byte that does not start or continue a valid UTF-8 sequence. */
function firstInvalidUtf8(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i];
    const length = b < 0x80 ? 1 : b >= 0xc2 && b <= 0xdf ? 2 : b >= 0xe0 && b <= 0xef ? 3 : 4;
    if (length === 4 && (b < 0xf0 || b > 0xf4)) return i;
    for (let k = 1; k < length; k++) {
      const next = bytes[i + k];
      if (next === undefined || (next & 0xc0) !== 0x80) return i;
    }
    // Overlong 3/4-byte forms, UTF-16 surrogates and code points above U+10FFFF.
    const second = bytes[i + 1];
    if (b === 0xe0 && second < 0xa0) return i;
    if (b === 0xed && second > 0x9f) return i;
    if (b === 0xf0 && second < 0x90) return i;
    if (b === 0xf4 && second > 0x8f) return i;
    i += length;
  }
  return -1;
}

function decodeLine(bytes: Uint8Array, line: number): DataLineText {
  let text: string;
  try {
    text = strictUtf8.decode(bytes);
  } catch {
    const offset = firstInvalidUtf8(bytes);
    return {
      line,
      text: lenientUtf8.decode(bytes),
      problem: {
        code: 'bad_encoding',
        reason:
          `Dòng chứa byte ${hex(bytes[offset] ?? 0)} ở vị trí ${offset + 1} không hợp lệ trong UTF-8` +
          ' (có thể tệp được lưu bằng bảng mã khác như Windows-1252 hoặc 1258): cần văn bản UTF-8',
      },
    };
  }
  return checkCharacters(text, line);
}

function checkCharacters(text: string, line: number): DataLineText {
  const found = CONTROL_CHARACTER.exec(text);
  if (!found) return { line, text };
  const code = found[0].charCodeAt(0);
  const what = code === 0 ? 'ký tự NUL (0x00)' : `ký tự điều khiển ${hex(code)}`;
  return {
    line,
    text,
    problem: {
      code: 'control_character',
      reason: `Dòng chứa ${what} ở vị trí ${found.index + 1}: dòng dữ liệu chỉ được chứa văn bản`,
    },
  };
}

function* byteLines(bytes: Uint8Array): Generator<DataLineText> {
  let start = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  let line = 1;
  for (let i = start; i <= bytes.length; i++) {
    const b = bytes[i];
    if (i < bytes.length && b !== CR && b !== LF) continue;
    yield decodeLine(bytes.subarray(start, i), line);
    line += 1;
    if (b === CR && bytes[i + 1] === LF) i += 1;
    start = i + 1;
  }
}

function* textLines(text: string): Generator<DataLineText> {
  let line = 1;
  for (const part of text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/)) {
    yield checkCharacters(part, line);
    line += 1;
  }
}

/** The file's lines, in order, blank ones included (they keep the line numbers true). */
export function dataLines(content: Uint8Array | string): Iterable<DataLineText> {
  if (typeof content === 'string') return textLines(content);
  if (
    content.length >= 2 &&
    ((content[0] === 0xff && content[1] === 0xfe) || (content[0] === 0xfe && content[1] === 0xff))
  ) {
    throw new DataFileError('bad_encoding', 'Tệp mã hóa UTF-16: cần tệp văn bản UTF-8 hoặc ASCII');
  }
  return byteLines(content);
}
