import { describe, expect, it } from 'vitest';
import {
  EMPTY_CELL,
  formatCell,
  formatNumber,
  formatPercent,
} from '../../../../src/features/report-kit/cell-format';
import { reportFileName } from '../../../../src/features/report-kit/report-document';
import {
  excelWallClock,
  formatVietnamTime,
  vietnamDate,
} from '../../../../src/features/report-kit/vietnam-time';

describe('Vietnamese number formats in reports', () => {
  it('uses dots for thousands and a comma for decimals', () => {
    expect(formatNumber(1234567.891)).toBe('1.234.567,89');
    expect(formatNumber(0.1235, 3)).toBe('0,124');
    expect(formatNumber(-0.001)).toBe('0');
    expect(formatPercent(0.875)).toBe('87,5%');
  });

  it('writes each column format', () => {
    expect(formatCell(6832000, 'money')).toBe('6.832.000 VNĐ');
    expect(formatCell(1080.5, 'integer')).toBe('1.081');
    expect(formatCell(0.9375, 'percent')).toBe('93,8%');
    expect(formatCell(51.2727, 'number', 1)).toBe('51,3');
    expect(formatCell('COD', 'text')).toBe('COD');
    expect(formatCell(null, 'money')).toBe(EMPTY_CELL);
    expect(formatCell(Number.NaN, 'number')).toBe(EMPTY_CELL);
  });

  it('shows API times in Vietnam time and leaves labels in time columns alone', () => {
    expect(formatCell('2025-06-10T03:30:00.000Z', 'datetime')).toBe('10/06/2025 10:30');
    expect(formatCell('Đang diễn ra', 'datetime')).toBe('Đang diễn ra');
  });
});

describe('Vietnam time', () => {
  it('puts 17:30 UTC on the next Vietnamese calendar day', () => {
    expect(vietnamDate(new Date('2026-11-22T17:30:00Z'))).toBe('2026-11-23');
    expect(vietnamDate(new Date('2026-11-22T16:59:59Z'))).toBe('2026-11-22');
    expect(formatVietnamTime('2026-12-31T17:00:00Z', 'dd/MM/yyyy HH:mm')).toBe('01/01/2027 00:00');
  });

  it('moves the Vietnamese wall clock into the UTC fields for Excel', () => {
    expect(excelWallClock('2025-06-10T03:30:00Z').toISOString()).toBe('2025-06-10T10:30:00.000Z');
  });
});

describe('reportFileName', () => {
  it('drops diacritics and odd characters', () => {
    expect(reportFileName('Báo cáo phí nước thải', 'DB-NT01', 'Quý 4/2026')).toBe(
      'bao-cao-phi-nuoc-thai_db-nt01_quy-4-2026',
    );
    expect(reportFileName('Đông Bắc', '')).toBe('dong-bac');
  });
});
