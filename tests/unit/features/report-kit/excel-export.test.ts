// @vitest-environment node
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { excelWorkbook } from '../../../../src/features/report-kit/excel-export';
import { sampleDocument } from './report-fixture';

async function readBack() {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await excelWorkbook(sampleDocument)).buffer as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const rows: unknown[][] = [];
  sheet.eachRow((row, number) => {
    rows[number] = (row.values as unknown[]).slice(1);
  });
  return { sheet, rows: rows.filter(Boolean) };
}

describe('Excel export', () => {
  it('writes the title and the header lines with Vietnamese text intact', async () => {
    const { rows } = await readBack();
    expect(rows[0]).toEqual(['Báo cáo phí nước thải']);
    expect(rows.slice(1, 5)).toEqual([
      ['Khách hàng', 'Công ty TNHH Nhiệt điện Đông Bắc'],
      ['Trạm quan trắc', 'Trạm nước thải làm mát (DB-NT01)'],
      ['Kỳ báo cáo', 'Quý 4/2026'],
      ['Thời điểm lập', '23/11/2026 20:30:00'],
    ]);
    expect(rows[5]).toEqual(['CHƯA XÁC NHẬN — số tiền chỉ là tạm tính.']);
  });

  it('keeps numbers as numbers with a format and times as Vietnamese wall-clock dates', async () => {
    const { sheet } = await readBack();
    let header = 0;
    sheet.eachRow((row, number) => {
      if (row.getCell(1).value === 'Trạm') header = number;
    });
    expect(header).toBeGreaterThan(0);
    const first = sheet.getRow(header + 1);
    expect(first.getCell(1).value).toBe('Trạm nước thải làm mát');
    expect((first.getCell(2).value as Date).toISOString()).toBe('2026-10-01T08:30:00.000Z');
    expect(first.getCell(2).numFmt).toBe('dd/mm/yyyy hh:mm');
    expect(first.getCell(3).value).toBe(1620.5);
    expect(first.getCell(4).numFmt).toBe('#,##0');
    expect(first.getCell(5).value).toBe(0.9375);
    expect(first.getCell(5).numFmt).toBe('0.0%');
    expect(first.getCell(6).value).toBe(3240000);
    expect(first.getCell(6).numFmt).toBe('#,##0" VNĐ"');
    const flagged = sheet.getRow(header + 2);
    expect(flagged.getCell(1).font?.color?.argb).toBe('FFB42318');
    expect(flagged.getCell(2).value).toBe('');
    const totals = sheet.getRow(header + 3);
    expect(totals.getCell(1).value).toBe('Tổng cộng');
    expect(totals.getCell(6).value).toBe(5832000);
    expect(totals.getCell(6).font?.bold).toBe(true);
  });

  it('writes a facts section as label and value', async () => {
    const { rows } = await readBack();
    expect(rows).toContainEqual(['Tổng phí phải nộp', '6.832.000 VNĐ']);
  });
});
