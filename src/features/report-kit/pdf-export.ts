// The document as a PDF (pdfmake, loaded only when an export is asked for) in Be Vietnam Pro,
// a TrueType font with every Vietnamese glyph, embedded so the text layer keeps the diacritics
// (with Roboto for the few formula signs it lacks, see pdf-text.ts).
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { formatCell, isNumericFormat } from './cell-format';
import { PDF_FALLBACK_FONT, PDF_FONT, pdfText, unbroken } from './pdf-text';
import {
  cellTone,
  cellValue,
  type ReportCell,
  type ReportColumn,
  type ReportDocument,
  type ReportSection,
} from './report-document';

export const PDF_MIME = 'application/pdf';

export interface PdfFonts {
  readonly regular: Uint8Array;
  readonly bold: Uint8Array;
  readonly fallbackRegular: Uint8Array;
  readonly fallbackBold: Uint8Array;
}

const TONE_COLOR = { danger: '#b42318', warning: '#93370d', muted: '#667085' } as const;
const WIDE_TABLE_COLUMNS = 6;
/** Left, top, right, bottom (pt). */
const PAGE_MARGINS: [number, number, number, number] = [32, 36, 32, 40];
/** A section's title, its table header and a first row (pt): less room than this, next page. */
const SECTION_START_HEIGHT = 72;

function pdfCell(cell: ReportCell, column: ReportColumn, bold = false): TableCell {
  const tone = cellTone(cell);
  const value = cellValue(cell);
  const numeric = isNumericFormat(column.format);
  // An empty totals cell stays blank rather than '—'.
  const text = bold && value === null ? '' : formatCell(value, column.format, column.decimals);
  return {
    text: pdfText(numeric || column.format === 'datetime' ? unbroken(text) : text),
    alignment: numeric ? 'right' : 'left',
    bold,
    ...(tone ? { color: TONE_COLOR[tone] } : {}),
  };
}

/** Largest picture on the page (pt): a camera frame keeps its proportions inside this box. */
const IMAGE_BOX: [number, number] = [420, 260];

function sectionContent(section: ReportSection): Content[] {
  const title: Content = { text: pdfText(section.title), style: 'section', headlineLevel: 1 };
  if (section.kind === 'image') {
    return section.dataUrl
      ? [
          title,
          { image: section.dataUrl, fit: IMAGE_BOX },
          { text: pdfText(section.caption), color: TONE_COLOR.muted, margin: [0, 4, 0, 0] },
        ]
      : [title, { text: pdfText(section.emptyText), italics: true }];
  }
  if (section.kind === 'facts') {
    return [
      title,
      {
        layout: 'lightHorizontalLines',
        table: {
          widths: ['auto', '*'],
          body: section.facts.map((fact) => [
            { text: pdfText(fact.label), bold: true },
            { text: pdfText(fact.value) },
          ]),
        },
      },
    ];
  }
  const { columns } = section;
  const header = columns.map((column) => ({ text: pdfText(column.header), style: 'tableHeader' }));
  const body: TableCell[][] =
    section.rows.length === 0
      ? [
          [
            { text: pdfText(section.emptyText), italics: true, colSpan: columns.length },
            ...columns.slice(1).map(() => ''),
          ],
        ]
      : section.rows.map((row) => columns.map((column, index) => pdfCell(row[index], column)));
  const footer = section.footer
    ? [columns.map((column, index) => pdfCell(section.footer?.[index] ?? null, column, true))]
    : [];
  return [
    title,
    {
      layout: 'lightHorizontalLines',
      table: {
        headerRows: 1,
        // The header never stands alone at the foot of a page.
        keepWithHeaderRows: 1,
        dontBreakRows: true,
        widths: columns.map((column) => (isNumericFormat(column.format) ? 'auto' : '*')),
        body: [header, ...body, ...footer],
      },
    },
  ];
}

export function pdfDefinition(document: ReportDocument): TDocumentDefinitions {
  const wide = document.sections.some(
    (section) => section.kind === 'table' && section.columns.length > WIDE_TABLE_COLUMNS,
  );
  return {
    pageSize: 'A4',
    pageOrientation: wide ? 'landscape' : 'portrait',
    pageMargins: PAGE_MARGINS,
    info: { title: document.title, creator: 'GreenWatch' },
    defaultStyle: { font: PDF_FONT, fontSize: 9, lineHeight: 1.2 },
    footer: (current: number, count: number) => ({
      text: pdfText(`${document.title} · ${current}/${count}`),
      alignment: 'right',
      fontSize: 8,
      color: TONE_COLOR.muted,
      margin: [32, 12, 32, 0],
    }),
    // A section title never ends a page: with less room below it than its first lines need, it
    // moves to the next page with its section. (pdfmake's list of the nodes after it on the page
    // cannot tell: it still holds the table rows that keepWithHeaderRows moves on.)
    pageBreakBefore: (node) =>
      node.headlineLevel === 1 &&
      PAGE_MARGINS[1] + node.startPosition.pageInnerHeight - node.startPosition.top <
        SECTION_START_HEIGHT,
    content: [
      { text: pdfText(document.title), style: 'title' },
      {
        layout: 'noBorders',
        table: {
          widths: ['auto', '*'],
          body: document.meta.map(({ label, value }) => [
            { text: pdfText(label), bold: true },
            { text: pdfText(value) },
          ]),
        },
      },
      ...document.notices.map((notice): Content => ({
        text: pdfText(notice.text),
        bold: notice.tone === 'warning',
        color: notice.tone === 'warning' ? TONE_COLOR.warning : TONE_COLOR.muted,
        margin: [0, 4, 0, 0],
      })),
      ...document.sections.flatMap(sectionContent),
    ],
    styles: {
      title: { fontSize: 16, bold: true, margin: [0, 0, 0, 8] },
      section: { fontSize: 11, bold: true, margin: [0, 14, 0, 6] },
      tableHeader: { bold: true, fillColor: '#e8f3ee' },
    },
  };
}

interface PdfMake {
  virtualfs: { writeFileSync(name: string, content: Uint8Array): void };
  setFonts(fonts: Record<string, Record<string, string>>): void;
  setUrlAccessPolicy(policy: (url: string) => boolean): void;
  /** Node build only: the browser build has no file system to guard. */
  setLocalAccessPolicy?(policy: (path: string) => boolean): void;
  createPdf(definition: TDocumentDefinitions): { getBuffer(): Promise<Uint8Array> };
}

/**
 * Any pdfmake definition as PDF bytes, in the report fonts (the one PDF path of the app: reports,
 * notices to the authority, evidence packs). The fonts come from the caller (bundled asset in the
 * app, file in tests).
 */
export async function renderPdf(
  definition: TDocumentDefinitions,
  fonts: PdfFonts,
): Promise<Uint8Array> {
  const module = (await import('pdfmake')) as unknown as { default?: PdfMake } & PdfMake;
  const pdfMake = module.default ?? module;
  const family = (name: string, regular: Uint8Array, bold: Uint8Array) => {
    pdfMake.virtualfs.writeFileSync(`${name}-Regular.ttf`, regular);
    pdfMake.virtualfs.writeFileSync(`${name}-Bold.ttf`, bold);
    const [normal, strong] = [`${name}-Regular.ttf`, `${name}-Bold.ttf`];
    return { normal, bold: strong, italics: normal, bolditalics: strong };
  };
  pdfMake.setFonts({
    [PDF_FONT]: family(PDF_FONT, fonts.regular, fonts.bold),
    [PDF_FALLBACK_FONT]: family(PDF_FALLBACK_FONT, fonts.fallbackRegular, fonts.fallbackBold),
  });
  // Everything is embedded: the export never reaches the network.
  pdfMake.setUrlAccessPolicy(() => false);
  pdfMake.setLocalAccessPolicy?.(() => false);
  return new Uint8Array(await pdfMake.createPdf(definition).getBuffer());
}

/** The report document as PDF bytes. */
export const pdfFile = (document: ReportDocument, fonts: PdfFonts): Promise<Uint8Array> =>
  renderPdf(pdfDefinition(document), fonts);
