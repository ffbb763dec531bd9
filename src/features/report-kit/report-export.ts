// Export actions of the report frame: build the file from the document and hand it to the
// browser as a download (saveFile, also for the notices and evidence packs of issue 18). Both
// libraries load lazily, so the main bundle stays small.
import { excelWorkbook, EXCEL_MIME } from './excel-export';
import { pdfFile, PDF_MIME } from './pdf-export';
import { bundledPdfFonts } from './pdf-fonts';
import type { ReportDocument } from './report-document';

export type ExportFormat = 'excel' | 'pdf';

export function saveFile(bytes: Uint8Array, fileName: string, type: string): void {
  // A copy on a plain ArrayBuffer, as Blob wants.
  const url = URL.createObjectURL(new Blob([new Uint8Array(bytes)], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoke later: some browsers read the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export async function exportReport(report: ReportDocument, format: ExportFormat): Promise<void> {
  if (format === 'excel') {
    saveFile(await excelWorkbook(report), `${report.fileName}.xlsx`, EXCEL_MIME);
  } else {
    saveFile(await pdfFile(report, await bundledPdfFonts()), `${report.fileName}.pdf`, PDF_MIME);
  }
}
