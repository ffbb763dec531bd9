// The notice as a Word document (docx), laid out like its PDF: the sender and the national
// heading side by side, the date line, the title, the addressee, the paragraphs, the signature
// block. Times New Roman 13 pt, as Vietnamese administrative letters are usually set.
import type { NoticeDraft } from './notice-draft';
import { d } from './notice-text';

export const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const FONT = 'Times New Roman';
/** docx sizes are half-points. */
const SIZE = 26;

export async function noticeDocx(draft: NoticeDraft): Promise<Uint8Array> {
  const {
    AlignmentType,
    BorderStyle,
    Document,
    Packer,
    Paragraph,
    Table,
    TableCell,
    TableRow,
    TextRun,
    WidthType,
  } = await import('docx');
  const none = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' };
  const noBorders = { top: none, bottom: none, left: none, right: none };
  const centered = (text: string, options: { bold?: boolean; underline?: boolean } = {}) =>
    new Paragraph({
      alignment: AlignmentType.CENTER,
      children: [
        new TextRun({ text, bold: options.bold, underline: options.underline ? {} : undefined }),
      ],
    });
  const header = new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    borders: { ...noBorders, insideHorizontal: none, insideVertical: none },
    rows: [
      new TableRow({
        children: [
          new TableCell({
            width: { size: 45, type: WidthType.PERCENTAGE },
            borders: noBorders,
            children: [centered(draft.sender, { bold: true })],
          }),
          new TableCell({
            width: { size: 55, type: WidthType.PERCENTAGE },
            borders: noBorders,
            children: [
              centered(d('nation'), { bold: true }),
              centered(d('motto'), { bold: true, underline: true }),
            ],
          }),
        ],
      }),
    ],
  });
  const document = new Document({
    creator: 'GreenWatch',
    title: draft.heading,
    styles: { default: { document: { run: { font: FONT, size: SIZE } } } },
    sections: [
      {
        children: [
          header,
          new Paragraph({
            alignment: AlignmentType.RIGHT,
            spacing: { before: 240 },
            children: [new TextRun({ text: draft.dateLine, italics: true })],
          }),
          new Paragraph({
            alignment: AlignmentType.CENTER,
            spacing: { before: 360, after: 240 },
            children: [new TextRun({ text: draft.heading, bold: true, size: SIZE + 2 })],
          }),
          new Paragraph({
            alignment: AlignmentType.CENTER,
            spacing: { after: 240 },
            children: [new TextRun(draft.recipient)],
          }),
          ...draft.paragraphs.map(
            (text) =>
              new Paragraph({
                alignment: AlignmentType.JUSTIFIED,
                spacing: { after: 120 },
                indent: { firstLine: 567 },
                children: [new TextRun(text)],
              }),
          ),
          new Paragraph({
            alignment: AlignmentType.CENTER,
            spacing: { before: 360 },
            indent: { left: 4500 },
            children: [new TextRun({ text: draft.signer, bold: true })],
          }),
          new Paragraph({
            alignment: AlignmentType.CENTER,
            indent: { left: 4500 },
            children: [new TextRun({ text: d('signHint'), italics: true, size: SIZE - 4 })],
          }),
        ],
      },
    ],
  });
  // Packer.toBlob works in the browser and in Node 20 alike.
  return new Uint8Array(await (await Packer.toBlob(document)).arrayBuffer());
}
