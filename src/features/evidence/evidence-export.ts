// The evidence pack's ZIP: its PDF (the report kit's) with the station's data files of the period,
// each as the station sent it (fflate, loaded only when asked for).
import { bundledPdfFonts, pdfFile, saveFile, type ReportDocument } from '../report-kit';
import type { EvidenceFile } from './evidence-api';

export const ZIP_MIME = 'application/zip';
/** The folder of the station's files inside the ZIP. */
export const RAW_FOLDER = 'du-lieu-tram';

const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

/** A file name the ZIP may hold: no folders, nothing a file system refuses. */
const safeName = (name: string) => name.replace(/[\\/:*?"<>|\p{Cc}]/gu, '_').slice(0, 200);

export async function evidenceZip(
  pdf: Uint8Array,
  document: ReportDocument,
  files: readonly EvidenceFile[],
): Promise<Uint8Array> {
  const { zipSync } = await import('fflate');
  const entries: Record<string, Uint8Array> = { [`${document.fileName}.pdf`]: pdf };
  for (const file of files) {
    if (file.contentBase64 === null) continue;
    // Two files of one name (a resend) are both kept, the later one numbered.
    let name = `${RAW_FOLDER}/${safeName(file.fileName)}`;
    if (entries[name]) name = `${RAW_FOLDER}/${file.id}_${safeName(file.fileName)}`;
    entries[name] = fromBase64(file.contentBase64);
  }
  return zipSync(entries, { level: 6 });
}

export async function downloadEvidenceZip(
  document: ReportDocument,
  files: readonly EvidenceFile[],
): Promise<void> {
  const pdf = await pdfFile(document, await bundledPdfFonts());
  saveFile(await evidenceZip(pdf, document, files), `${document.fileName}.zip`, ZIP_MIME);
}
