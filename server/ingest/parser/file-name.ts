import { quote } from './line-rejections';
import { parseLoggerTimestamp } from './logger-timestamp';
import { DataFileError } from './parse-errors';

// File names are a station prefix (province / facility / station, sometimes the medium) then
// _YYYYMMDDhhmmss.txt. The prefix layout differs by province (reference §1.3), so the whole
// prefix is the station code and is matched against the station's configured code.

export interface DataFileName {
  readonly fileName: string;
  readonly stationCode: string;
  /** File time (local time of the name, as an instant): when the logger wrote the file. */
  readonly fileTime: Date;
}

const FILE_NAME = /^(?<prefix>.+)_(?<stamp>\d{14})\.txt$/i;
const STATION_CODE = /^[A-Za-z0-9][A-Za-z0-9_.-]*$/;

export function parseDataFileName(fileName: string): DataFileName {
  const baseName = fileName.split(/[\\/]/).pop() ?? fileName;
  const match = FILE_NAME.exec(baseName);
  if (!match?.groups) {
    throw new DataFileError(
      'bad_file_name',
      `Tên tệp ${quote(baseName)} không đúng quy ước: cần dạng <mã trạm>_YYYYMMDDhhmmss.txt`,
    );
  }
  const { prefix, stamp } = match.groups;
  if (!STATION_CODE.test(prefix)) {
    throw new DataFileError(
      'bad_file_name',
      `Mã trạm ${quote(prefix)} trong tên tệp chứa ký tự không hợp lệ`,
    );
  }
  const fileTime = parseLoggerTimestamp(stamp);
  if (!fileTime) {
    throw new DataFileError(
      'bad_file_name',
      `Thời gian "${stamp}" trong tên tệp không phải ngày giờ hợp lệ`,
    );
  }
  return { fileName: baseName, stationCode: prefix, fileTime };
}
