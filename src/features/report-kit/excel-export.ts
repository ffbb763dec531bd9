// The document as an Excel workbook (exceljs, loaded only when an export is asked for): one
// sheet with the title, the header lines (customer, station, period, generation time), the
// notices, then each section. Numbers stay numbers with a number format, times are real dates.
import type { Worksheet } from 'exceljs';
import { formatCell, isIsoTime } from './cell-format';
import {
  cellTone,
  cellValue,
  type ReportCell,
  type ReportColumn,
  type ReportDocument,
  type TableSection,
} from './report-document';
import { excelWallClock } from './vietnam-time';

export const EXCEL_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const NUMBER_FORMATS: Record<ReportColumn['format'], string | undefined> = {
  text: undefined,
  number: '#,##0.00',
  integer: '#,##0',
  money: '#,##0" VNĐ"',
  percent: '0.0%',
  datetime: 'dd/mm/yyyy hh:mm',
};

const TONE_FONT = { danger: 'FFB42318', warning: 'FF93370D', muted: 'FF667085' } as const;
const HEADER_FILL = 'FFE8F3EE';
const MAX_COLUMN_WIDTH = 60;

/** What goes into the cell: numbers and dates as such, everything else as its text. */
export function excelCellValue(cell: ReportCell, column: ReportColumn): string | number | Date {
  const value = cellValue(cell);
  if (value === null) return '';
  if (column.format === 'datetime' && (typeof value === 'number' || isIsoTime(value))) {
    return excelWallClock(value);
  }
  if (typeof value === 'number' && column.format !== 'text' && Number.isFinite(value)) {
    return value;
  }
  return formatCell(value, column.format, column.decimals);
}

function writeTable(sheet: Worksheet, section: TableSection, widths: number[]): void {
  const header = sheet.addRow(section.columns.map((column) => column.header));
  header.font = { bold: true };
  header.eachCell((cell) => {
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: HEADER_FILL } };
    cell.border = { bottom: { style: 'thin' } };
    cell.alignment = { wrapText: true, vertical: 'middle' };
  });
  const writeRow = (cells: readonly ReportCell[], bold: boolean) => {
    const row = sheet.addRow(
      section.columns.map((column, index) => excelCellValue(cells[index] ?? null, column)),
    );
    section.columns.forEach((column, index) => {
      const cell = row.getCell(index + 1);
      const format = NUMBER_FORMATS[column.format];
      if (format && typeof cell.value !== 'string') cell.numFmt = format;
      const tone = cellTone(cells[index] ?? null);
      cell.font = { bold, ...(tone ? { color: { argb: TONE_FONT[tone] } } : {}) };
      const text = formatCell(cellValue(cells[index] ?? null), column.format, column.decimals);
      widths[index] = Math.max(widths[index] ?? 0, text.length + 2);
    });
  };
  section.columns.forEach((column, index) => {
    widths[index] = Math.max(widths[index] ?? 0, Math.min(column.header.length + 2, 24));
  });
  if (section.rows.length === 0) sheet.addRow([section.emptyText]).font = { italic: true };
  section.rows.forEach((cells) => writeRow(cells, false));
  if (section.footer) writeRow(section.footer, true);
}

/** The workbook as the bytes of an .xlsx file. */
export async function excelWorkbook(document: ReportDocument): Promise<Uint8Array> {
  const module = await import('exceljs');
  const ExcelJS = (module as unknown as { default?: typeof module }).default ?? module;
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'GreenWatch';
  workbook.title = document.title;
  const sheet = workbook.addWorksheet('Báo cáo', {
    pageSetup: { orientation: 'landscape', fitToPage: true, fitToWidth: 1, fitToHeight: 0 },
  });
  const widths: number[] = [];
  sheet.addRow([document.title]).font = { bold: true, size: 14 };
  for (const { label, value } of document.meta) {
    const row = sheet.addRow([label, value]);
    row.getCell(1).font = { bold: true };
  }
  for (const notice of document.notices) {
    sheet.addRow([notice.text]).font = {
      bold: notice.tone === 'warning',
      color: { argb: notice.tone === 'warning' ? TONE_FONT.warning : TONE_FONT.muted },
    };
  }
  for (const section of document.sections) {
    sheet.addRow([]);
    sheet.addRow([section.title]).font = { bold: true, size: 12 };
    if (section.kind === 'table') {
      writeTable(sheet, section, widths);
    } else if (section.kind === 'image') {
      sheet.addRow([section.dataUrl ? section.caption : section.emptyText]);
    } else {
      for (const fact of section.facts) {
        const row = sheet.addRow([fact.label, fact.value]);
        row.getCell(1).font = { bold: true };
        widths[0] = Math.max(widths[0] ?? 0, fact.label.length + 2);
      }
    }
  }
  for (const { label } of document.meta) widths[0] = Math.max(widths[0] ?? 0, label.length + 2);
  widths.forEach((width, index) => {
    sheet.getColumn(index + 1).width = Math.min(Math.max(width, 10), MAX_COLUMN_WIDTH);
  });
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
