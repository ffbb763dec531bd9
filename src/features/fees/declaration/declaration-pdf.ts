// The declaration as a PDF laid out like the official form: the payer and the national motto
// side by side, the form number, the title and quarter, the addressee, the numbered sections with
// their tables, the signature block 'Người nộp phí' under its place and date line, then a page
// tracing every figure to its fee-report line. Set in the report fonts (pdf-text.ts).
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { DeclarationFigure, FeeDeclaration } from '../../../../shared/fees/declaration';
import { PDF_FONT, pdfText } from '../../report-kit';
import {
  d,
  figureText,
  formTitle,
  resolveSections,
  sourceLines,
  type FormTable,
  type ResolvedItem,
} from './declaration-model';

const WARNING = '#b42318';
const MUTED = '#667085';

/** A corrected or recomputed figure is marked, with the computed value beside it. */
function figureRuns(figure: DeclarationFigure): { text: Content[] } {
  const marks =
    figure.corrected || figure.derived
      ? [
          {
            text: pdfText(
              ` (${d(figure.corrected ? 'corrected' : 'derived')}; ${d('computedWas', {
                value: figureText(figure, figure.computed),
              })})`,
            ),
            italics: true,
            color: MUTED,
            fontSize: 8,
          },
        ]
      : [];
  return { text: [{ text: pdfText(figureText(figure)), bold: true }, ...marks] as Content[] };
}

function tableContent(table: FormTable): Content {
  const cell = (value: string | DeclarationFigure): TableCell =>
    typeof value === 'string'
      ? { text: pdfText(value) }
      : { ...figureRuns(value), alignment: 'right' };
  return {
    margin: [12, 4, 0, 6],
    fontSize: 8,
    table: {
      headerRows: 1,
      dontBreakRows: true,
      // The basis (a text column) takes the room; names and figures keep their width.
      widths: table.columns.map((column) => (column === d('columns.basis') ? '*' : 'auto')),
      body: [
        table.columns.map((column) => ({
          text: pdfText(column),
          bold: true,
          fillColor: '#eef2f0',
        })),
        ...(table.rows.length
          ? table.rows.map((row) => row.map(cell))
          : [
              [
                { text: pdfText(d('blank')), colSpan: table.columns.length },
                ...table.columns.slice(1).map(() => ''),
              ],
            ]),
      ],
    },
  };
}

function itemContent(item: ResolvedItem): Content[] {
  const head = { text: pdfText(`${item.number}. ${item.label}: `) };
  switch (item.kind) {
    case 'text':
      return [
        {
          text: [
            head,
            item.text === null
              ? { text: pdfText(d('blank')), color: MUTED }
              : { text: pdfText(item.text), bold: true },
          ],
          margin: [12, 2, 0, 2],
        },
      ];
    case 'figure':
      return [{ text: [head, ...figureRuns(item.figure).text], margin: [12, 2, 0, 2] } as Content];
    case 'table':
      return [
        { text: pdfText(`${item.number}. ${item.label}:`), margin: [12, 2, 0, 0] },
        tableContent(item.table),
      ];
    default:
      return [{ text: [head, { text: pdfText(d('blank')) }], margin: [12, 2, 0, 2] }];
  }
}

function sourcesPage(declaration: FeeDeclaration): Content[] {
  const c = (key: string) => ({
    text: pdfText(d(`columns.${key}`)),
    bold: true,
    fillColor: '#eef2f0',
  });
  const value = (figure: DeclarationFigure, amount: number | null) => ({
    text: pdfText(figureText(figure, amount)),
    alignment: 'right' as const,
  });
  const facts: [string, string][] = [
    [d('formSource'), `${declaration.form.formNumber} — ${declaration.form.legalSource}`],
    [d('ruleSet'), `${declaration.ruleSet.title} (${declaration.ruleSet.id})`],
    [d('formula'), declaration.formula],
    [d('dataBasis'), declaration.dataBasis],
  ];
  return [
    {
      text: pdfText(d('sourcesTitle')),
      bold: true,
      fontSize: 12,
      pageBreak: 'before',
      margin: [0, 0, 0, 6],
    },
    {
      fontSize: 7.5,
      table: {
        headerRows: 1,
        dontBreakRows: true,
        widths: [70, 55, 55, 80, '*', '*'],
        body: [
          [c('figure'), c('declared'), c('computed'), c('line'), c('formula'), c('source')],
          ...sourceLines(declaration).map(({ label, figure }) => {
            const [source] = figure.sources;
            return [
              { text: pdfText(label + (figure.corrected ? ` (${d('corrected')})` : '')) },
              value(figure, figure.value),
              value(figure, figure.computed),
              { text: pdfText(figure.sources.map((s) => s.line).join('\n')) },
              { text: pdfText(source?.formula ?? '') },
              { text: pdfText([source?.basis, figure.note].filter(Boolean).join('\n')) },
            ];
          }),
        ],
      },
    },
    { text: pdfText(d('basisTitle')), bold: true, fontSize: 11, margin: [0, 10, 0, 4] },
    {
      layout: 'noBorders',
      fontSize: 8,
      table: {
        widths: [90, '*'],
        body: facts.map(([label, text]) => [
          { text: pdfText(label), bold: true },
          { text: pdfText(text) },
        ]),
      },
    },
    ...declaration.warnings.map((warning) => ({
      text: pdfText(warning),
      fontSize: 8,
      color: MUTED,
      margin: [0, 2, 0, 0] as [number, number, number, number],
    })),
  ];
}

export function declarationPdfDefinition(declaration: FeeDeclaration): TDocumentDefinitions {
  const { layout } = declaration.form;
  const unverified = declaration.form.verified
    ? []
    : [
        {
          text: pdfText(`${d('unverifiedForm')}: ${d('unverifiedFormText')}`),
          color: WARNING,
          italics: true,
          fontSize: 8,
          margin: [0, 0, 0, 6] as [number, number, number, number],
        },
      ];
  return {
    pageSize: 'A4',
    pageMargins: [48, 36, 40, 40],
    info: { title: formTitle(declaration), creator: 'GreenWatch' },
    defaultStyle: { font: PDF_FONT, fontSize: 9.5, lineHeight: 1.15 },
    footer: (current: number, count: number) => ({
      text: `${current}/${count}`,
      alignment: 'right',
      fontSize: 8,
      color: MUTED,
      margin: [40, 12, 40, 0],
    }),
    content: [
      { text: pdfText(layout.header.formNumber), alignment: 'right', italics: true, bold: true },
      {
        layout: 'noBorders',
        margin: [0, 6, 0, 10],
        table: {
          widths: ['40%', '60%'],
          body: [
            [
              {
                text: pdfText(declaration.payer.name.toUpperCase()),
                bold: true,
                alignment: 'center',
              },
              {
                stack: [
                  { text: pdfText(d('nation')), bold: true },
                  { text: pdfText(d('motto')), bold: true, decoration: 'underline' },
                ],
                alignment: 'center',
              },
            ],
          ],
        },
      },
      { text: pdfText(layout.header.title), bold: true, fontSize: 13, alignment: 'center' },
      {
        text: pdfText(d('periodLine', { quarter: declaration.quarter, year: declaration.year })),
        alignment: 'center',
        bold: true,
      },
      { text: pdfText(layout.header.addressee), alignment: 'center', margin: [0, 6, 0, 10] },
      ...unverified,
      ...resolveSections(declaration).flatMap((section): Content[] => [
        { text: pdfText(`${section.number}. ${section.title}`), bold: true, margin: [0, 8, 0, 2] },
        ...section.items.flatMap(itemContent),
      ]),
      {
        margin: [0, 16, 0, 0],
        unbreakable: true,
        columns: [
          { width: '45%', text: '' },
          {
            width: '55%',
            alignment: 'center',
            stack: [
              { text: pdfText(layout.signature.dateLine), italics: true },
              { text: pdfText(layout.signature.signer), bold: true, margin: [0, 4, 0, 0] },
              { text: pdfText(layout.signature.signerNote), italics: true, fontSize: 8 },
              {
                text: pdfText(declaration.payer.signerName ?? ''),
                bold: true,
                margin: [0, 48, 0, 0],
              },
            ],
          },
        ],
      },
      ...layout.footnotes.map((note) => ({
        text: pdfText(note),
        italics: true,
        fontSize: 8,
        color: MUTED,
        margin: [0, 8, 0, 0] as [number, number, number, number],
      })),
      ...sourcesPage(declaration),
    ],
  };
}
