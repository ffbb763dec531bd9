// The declaration as an Excel workbook (exceljs, loaded only on export): sheet 'Tờ khai' in the
// form's order (numbered items, their tables, the signature block), figures as numbers with a
// number format, a corrected figure marked with its computed value beside it; sheet
// 'Nguồn số liệu' lists every figure with the fee-report lines it came from.
import type { Worksheet } from 'exceljs';
import type { DeclarationFigure, FeeDeclaration } from '../../../../shared/fees/declaration';
import {
  d,
  figureLabel,
  figureText,
  resolveSections,
  sourceLines,
  type FormTable,
} from './declaration-model';

const HEADER_FILL = 'FFE8F3EE';
const numberFormat = (figure: DeclarationFigure) =>
  figure.unit === 'đồng' ? '#,##0' : '#,##0.###';

/** The figure's mark: 'Đã sửa — Số tính: …', 'Tính lại — …', or nothing. */
function markText(figure: DeclarationFigure): string {
  if (!figure.corrected && !figure.derived) return '';
  const computed = d('computedWas', { value: figureText(figure, figure.computed) });
  return `${d(figure.corrected ? 'corrected' : 'derived')} — ${computed}`;
}

function writeFigure(sheet: Worksheet, cells: (string | number)[], figure: DeclarationFigure) {
  const row = sheet.addRow([...cells, figure.value ?? '', figure.unit, markText(figure)]);
  const cell = row.getCell(cells.length + 1);
  if (figure.value !== null) cell.numFmt = numberFormat(figure);
  cell.font = { bold: true };
}

function writeTable(sheet: Worksheet, table: FormTable) {
  const header = sheet.addRow(['', ...table.columns]);
  header.eachCell((cell, column) => {
    if (column === 1) return;
    cell.font = { bold: true };
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: HEADER_FILL } };
  });
  for (const cells of table.rows) {
    const row = sheet.addRow([
      '',
      ...cells.map((cell) => (typeof cell === 'string' ? cell : (cell.value ?? ''))),
    ]);
    cells.forEach((cell, index) => {
      if (typeof cell !== 'string' && cell.value !== null) {
        row.getCell(index + 2).numFmt = numberFormat(cell);
        if (cell.corrected || cell.derived) row.getCell(index + 2).note = markText(cell);
      }
    });
  }
}

function writeForm(sheet: Worksheet, declaration: FeeDeclaration) {
  const { layout } = declaration.form;
  sheet.addRow(['', '', layout.header.formNumber]).font = { italic: true, bold: true };
  sheet.addRow([declaration.payer.name, '', d('nation')]).font = { bold: true };
  sheet.addRow(['', '', d('motto')]).font = { bold: true, underline: true };
  sheet.addRow([]);
  sheet.addRow([layout.header.title]).font = { bold: true, size: 13 };
  sheet.addRow([d('periodLine', { quarter: declaration.quarter, year: declaration.year })]).font = {
    bold: true,
  };
  sheet.addRow([layout.header.addressee]);
  if (!declaration.form.verified) {
    sheet.addRow([`${d('unverifiedForm')}: ${d('unverifiedFormText')}`]).font = {
      italic: true,
      color: { argb: 'FFB42318' },
    };
  }
  for (const section of resolveSections(declaration)) {
    sheet.addRow([]);
    sheet.addRow([`${section.number}. ${section.title}`]).font = { bold: true };
    for (const item of section.items) {
      const head = [item.number, item.label];
      if (item.kind === 'figure') writeFigure(sheet, head, item.figure);
      else if (item.kind === 'text') sheet.addRow([...head, item.text ?? d('notEntered')]);
      else if (item.kind === 'table') {
        sheet.addRow(head);
        writeTable(sheet, item.table);
      } else sheet.addRow([...head, '']);
    }
  }
  sheet.addRow([]);
  sheet.addRow(['', '', layout.signature.dateLine]).font = { italic: true };
  sheet.addRow(['', '', layout.signature.signer]).font = { bold: true };
  sheet.addRow(['', '', layout.signature.signerNote]).font = { italic: true };
  sheet.addRow(['', '', declaration.payer.signerName ?? '']).font = { bold: true };
  for (const note of layout.footnotes) sheet.addRow([note]).font = { italic: true };
  [8, 48, 28, 14, 36, 20, 20].forEach((width, index) => {
    sheet.getColumn(index + 1).width = width;
  });
}

function writeSources(sheet: Worksheet, declaration: FeeDeclaration) {
  const c = (key: string) => d(`columns.${key}`);
  const header = sheet.addRow([
    c('figure'),
    c('declared'),
    c('computed'),
    'Đơn vị',
    c('line'),
    c('formula'),
    c('source'),
  ]);
  header.font = { bold: true };
  for (const { key, figure } of sourceLines(declaration)) {
    const row = sheet.addRow([
      figureLabel(declaration, key) + (figure.corrected ? ` (${d('corrected')})` : ''),
      figure.value ?? '',
      figure.computed ?? '',
      figure.unit,
      figure.sources.map((source) => source.line).join('\n'),
      figure.sources.map((source) => source.formula).join('\n'),
      [...figure.sources.map((source) => source.basis ?? ''), figure.note ?? '']
        .filter(Boolean)
        .join('\n'),
    ]);
    for (const column of [2, 3]) {
      if (typeof row.getCell(column).value === 'number') {
        row.getCell(column).numFmt = numberFormat(figure);
      }
    }
  }
  sheet.addRow([]);
  sheet.addRow([d('ruleSet'), `${declaration.ruleSet.title} (${declaration.ruleSet.id})`]);
  sheet.addRow([d('formula'), declaration.formula]);
  sheet.addRow([d('dataBasis'), declaration.dataBasis]);
  sheet.addRow([
    d('formSource'),
    `${declaration.form.formNumber} — ${declaration.form.legalSource}`,
  ]);
  [32, 18, 18, 10, 36, 60, 60].forEach((width, index) => {
    sheet.getColumn(index + 1).width = width;
  });
}

export async function declarationWorkbook(declaration: FeeDeclaration): Promise<Uint8Array> {
  const module = await import('exceljs');
  const ExcelJS = (module as unknown as { default?: typeof module }).default ?? module;
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'GreenWatch';
  writeForm(workbook.addWorksheet('Tờ khai'), declaration);
  writeSources(workbook.addWorksheet('Nguồn số liệu'), declaration);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
