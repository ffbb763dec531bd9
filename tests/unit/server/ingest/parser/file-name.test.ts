// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DataFileError, parseDataFileName } from '../../../../../server/ingest/parser';

describe('parseDataFileName', () => {
  it('takes everything before the last _YYYYMMDDhhmmss as the station code', () => {
    const name = parseDataFileName('HCM_NMABC_NUOC_20250315143000.txt');
    expect(name.stationCode).toBe('HCM_NMABC_NUOC');
    expect(name.fileTime.toISOString()).toBe('2025-03-15T07:30:00.000Z');
    expect(name.fileName).toBe('HCM_NMABC_NUOC_20250315143000.txt');
  });

  it('accepts a simple prefix and an upper-case extension', () => {
    expect(parseDataFileName('ST01_20250101000000.TXT').stationCode).toBe('ST01');
  });

  it('accepts dots and dashes in the prefix', () => {
    expect(parseDataFileName('DN-KCN.B2_KHI_20250101000500.txt').stationCode).toBe('DN-KCN.B2_KHI');
  });

  it('drops a folder path in front of the name', () => {
    expect(parseDataFileName('/ftp/in/ST01_20250101000000.txt').fileName).toBe(
      'ST01_20250101000000.txt',
    );
    expect(parseDataFileName('C:\\in\\ST01_20250101000000.txt').stationCode).toBe('ST01');
  });

  it.each([
    ['ST01_20250101000000.csv', 'wrong extension'],
    ['ST01-20250101000000.txt', 'no underscore before the time'],
    ['_20250101000000.txt', 'no station prefix'],
    ['ST01_2025010100000.txt', 'short timestamp'],
    ['ST01.txt', 'no timestamp'],
    ['', 'empty name'],
  ])('refuses %s (%s) with a bad_file_name error in Vietnamese', (fileName) => {
    let error: unknown;
    try {
      parseDataFileName(fileName);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(DataFileError);
    expect((error as DataFileError).code).toBe('bad_file_name');
    expect((error as DataFileError).message).toMatch(/Tên tệp|Mã trạm/);
  });

  it('refuses an impossible time in the name', () => {
    expect(() => parseDataFileName('ST01_20250230000000.txt')).toThrow(
      /không phải ngày giờ hợp lệ/,
    );
  });

  it('refuses spaces or Vietnamese letters in the station code', () => {
    expect(() => parseDataFileName('TRẠM 1_20250101000000.txt')).toThrow(/ký tự không hợp lệ/);
  });
});
