// The notice as a PDF through the report kit's one PDF path (renderPdf: pdfmake with the
// embedded Vietnamese fonts), laid out as an administrative letter.
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import { PDF_FONT, pdfText, renderPdf, type PdfFonts } from '../report-kit';
import type { NoticeDraft } from './notice-draft';
import { d } from './notice-text';

export function noticeDefinition(draft: NoticeDraft): TDocumentDefinitions {
  return {
    pageSize: 'A4',
    pageMargins: [56, 48, 48, 56],
    info: { title: draft.heading, creator: 'GreenWatch' },
    defaultStyle: { font: PDF_FONT, fontSize: 12, lineHeight: 1.3 },
    content: [
      {
        columns: [
          { width: '45%', text: pdfText(draft.sender), bold: true, alignment: 'center' },
          {
            width: '55%',
            alignment: 'center',
            stack: [
              { text: pdfText(d('nation')), bold: true },
              { text: pdfText(d('motto')), bold: true, decoration: 'underline' },
            ],
          },
        ],
      },
      { text: pdfText(draft.dateLine), italics: true, alignment: 'right', margin: [0, 16, 0, 0] },
      {
        text: pdfText(draft.heading),
        bold: true,
        fontSize: 14,
        alignment: 'center',
        margin: [0, 20, 0, 12],
      },
      { text: pdfText(draft.recipient), alignment: 'center', margin: [0, 0, 0, 12] },
      ...draft.paragraphs.map((paragraph) => ({
        text: pdfText(paragraph),
        alignment: 'justify' as const,
        margin: [0, 0, 0, 8] as [number, number, number, number],
      })),
      {
        alignment: 'center',
        margin: [240, 24, 0, 0],
        stack: [
          { text: pdfText(draft.signer), bold: true },
          { text: pdfText(d('signHint')), italics: true, fontSize: 10 },
        ],
      },
    ],
  };
}

export const noticePdf = (draft: NoticeDraft, fonts: PdfFonts) =>
  renderPdf(noticeDefinition(draft), fonts);
