// The one model every report and lookup is built into. The screen tables, the Excel workbook,
// the PDF and the printout are all drawn from it, so what is exported is what is shown.

export type CellValue = string | number | null;

/** How a column's values are written: on screen and in the PDF as text, in Excel as numbers. */
export type ColumnFormat = 'text' | 'number' | 'integer' | 'money' | 'percent' | 'datetime';

export interface ReportColumn {
  readonly header: string;
  readonly format: ColumnFormat;
  /** Fraction digits of a 'number' column (at most; trailing zeros are dropped). */
  readonly decimals?: number;
}

/** A flagged cell: 'danger' breaks a limit, 'warning' is doubtful data, 'muted' is secondary. */
export type CellTone = 'danger' | 'warning' | 'muted';

export interface ToneCell {
  readonly value: CellValue;
  readonly tone: CellTone;
}

export type ReportCell = CellValue | ToneCell;

export interface TableSection {
  readonly kind: 'table';
  readonly title: string;
  readonly columns: readonly ReportColumn[];
  readonly rows: readonly (readonly ReportCell[])[];
  /** On screen only: a link per row (null: none), shown in a last column headed `rowLinkHeader`. */
  readonly rowLinks?: readonly ({ readonly to: string; readonly label: string } | null)[];
  readonly rowLinkHeader?: string;
  /** A totals row, shown bold under the rows. */
  readonly footer?: readonly ReportCell[];
  readonly emptyText: string;
}

export interface FactsSection {
  readonly kind: 'facts';
  readonly title: string;
  readonly facts: readonly { readonly label: string; readonly value: string }[];
}

/** A picture (a camera snapshot) with its caption; on screen and in the PDF, captioned in Excel. */
export interface ImageSection {
  readonly kind: 'image';
  readonly title: string;
  /** A data: URL of a JPEG or PNG; null when there is no picture (emptyText is shown). */
  readonly dataUrl: string | null;
  readonly caption: string;
  readonly emptyText: string;
}

export type ReportSection = TableSection | FactsSection | ImageSection;

export interface ReportNotice {
  readonly text: string;
  readonly tone: 'warning' | 'info';
}

export interface ReportDocument {
  readonly title: string;
  /** File name without extension, safe for every file system. */
  readonly fileName: string;
  /** Customer, station, period and generation time, as label/value pairs. */
  readonly meta: readonly { readonly label: string; readonly value: string }[];
  readonly notices: readonly ReportNotice[];
  readonly sections: readonly ReportSection[];
}

export const isToneCell = (cell: ReportCell): cell is ToneCell =>
  cell !== null && typeof cell === 'object';

export const cellValue = (cell: ReportCell): CellValue => (isToneCell(cell) ? cell.value : cell);

export const cellTone = (cell: ReportCell): CellTone | undefined =>
  isToneCell(cell) ? cell.tone : undefined;

export const toned = (value: CellValue, tone: CellTone | undefined): ReportCell =>
  tone ? { value, tone } : value;

/** 'Báo cáo phí nước thải' + 'Quý 4/2026' → 'bao-cao-phi-nuoc-thai_quy-4-2026'. */
export function reportFileName(...parts: readonly string[]): string {
  return parts
    .map((part) =>
      part
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .replace(/[đĐ]/g, 'd')
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, ''),
    )
    .filter((part) => part !== '')
    .join('_');
}
