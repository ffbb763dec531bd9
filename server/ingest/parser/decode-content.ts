import { DataFileError } from './parse-errors';

// Files are plain text; practice is UTF-8 or ASCII. A byte sequence that is not UTF-8 (or a
// UTF-16 file, full of NUL bytes) is refused as a whole rather than guessed at.

const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

export function decodeDataFile(content: Uint8Array | string): string {
  let text: string;
  if (typeof content === 'string') {
    text = content.replace(/^\uFEFF/, '');
  } else {
    if (
      content.length >= 2 &&
      ((content[0] === 0xff && content[1] === 0xfe) || (content[0] === 0xfe && content[1] === 0xff))
    ) {
      throw new DataFileError(
        'bad_encoding',
        'Tệp mã hóa UTF-16: cần tệp văn bản UTF-8 hoặc ASCII',
      );
    }
    try {
      text = decoder.decode(content);
    } catch {
      throw new DataFileError(
        'bad_encoding',
        'Tệp không phải văn bản UTF-8 hợp lệ: không đọc được nội dung',
      );
    }
  }
  if (text.includes('\u0000')) {
    throw new DataFileError('bad_encoding', 'Tệp chứa ký tự NUL: không phải tệp văn bản UTF-8');
  }
  if (text.trim() === '')
    throw new DataFileError('empty_file', 'Tệp rỗng: không có dòng dữ liệu nào');
  return text;
}
