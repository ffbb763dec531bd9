// The declaration as the lines of its form, once, for the screen, the PDF and the workbook: each
// layout item resolved to its text, figure or table; a key the server does not fill is a blank
// line to fill by hand. Plus the sources appendix: every figure with its fee-report lines.
import type {
  DeclarationFigure,
  FeeDeclaration,
  FormItem,
  PayerDetails,
} from '../../../../shared/fees/declaration';
import { translate } from '../../../i18n';
import { formatNumber } from '../../report-kit';

export const d = (key: string, options?: Record<string, unknown>): string =>
  translate(`feeDeclarations.${key}` as 'feeDeclarations.intro', options) as string;

/** '1.000.000 đồng', '27.000 m³', '60 mg/L'. */
export function figureText(figure: DeclarationFigure, value = figure.value): string {
  if (value === null) return d('blank');
  const decimals = figure.unit === 'đồng' ? 0 : 3;
  return `${formatNumber(value, decimals)} ${figure.unit}`;
}

export interface FormTable {
  readonly columns: readonly string[];
  /** Text cells; a figure cell carries its figure (for correction and number cells). */
  readonly rows: readonly (readonly (string | DeclarationFigure)[])[];
}

export type ResolvedItem = FormItem &
  (
    | { readonly kind: 'text'; readonly text: string | null }
    | { readonly kind: 'figure'; readonly figure: DeclarationFigure }
    | { readonly kind: 'table'; readonly table: FormTable }
    | { readonly kind: 'blank' }
  );

export interface ResolvedSection {
  readonly number: string;
  readonly title: string;
  readonly items: readonly ResolvedItem[];
}

const joined = (...parts: (string | null)[]) =>
  parts.filter((part): part is string => Boolean(part)).join(', ') || null;

function payerText(payer: PayerDetails, field: string): string | null | undefined {
  switch (field) {
    case 'payer.name':
      return payer.name;
    case 'payer.address':
      return payer.address;
    case 'payer.taxCode':
      return payer.taxCode;
    case 'payer.contact':
      return joined(
        payer.phone && `ĐT: ${payer.phone}`,
        payer.fax && `Fax: ${payer.fax}`,
        payer.email && `E-mail: ${payer.email}`,
      );
    case 'payer.bankAccount':
      return joined(payer.bankAccount, payer.bankName && `tại ${payer.bankName}`);
    case 'payer.sector':
      return payer.sector;
    case 'payer.treatmentMethod':
      return payer.treatmentMethod;
    case 'payer.dailyWaterUse':
      return payer.dailyWaterUseM3 === null
        ? null
        : `${formatNumber(payer.dailyWaterUseM3, 3)} m³/ngày`;
    default:
      return undefined;
  }
}

function concentrationTable(declaration: FeeDeclaration): FormTable {
  const c = (key: string) => d(`columns.${key}`);
  return {
    columns: [
      c('index'),
      c('pollutant'),
      c('concentrationWater'),
      c('basis'),
      c('rate'),
      c('amount'),
    ],
    rows: declaration.concentrations.map((row, index) => [
      String(index + 1),
      row.name,
      row.concentration,
      row.basis,
      `${formatNumber(row.rate, 0)} ${row.rateUnit}`,
      row.amount,
    ]),
  };
}

function stackTable(declaration: FeeDeclaration): FormTable {
  const c = (key: string) => d(`columns.${key}`);
  return {
    columns: [
      c('stack'),
      c('pollutant'),
      c('hours'),
      c('concentrationAir'),
      c('mass'),
      c('rate'),
      c('amount'),
    ],
    rows: declaration.stacks.map((row) => [
      row.stack,
      row.name,
      formatNumber(row.operatingHours, 0),
      formatNumber(row.concentration, 3),
      row.mass,
      `${formatNumber(row.rate, 0)} ${row.rateUnit}`,
      row.amount,
    ]),
  };
}

function resolveItem(declaration: FeeDeclaration, item: FormItem): ResolvedItem {
  const payer = payerText(declaration.payer, item.field);
  if (payer !== undefined) return { ...item, kind: 'text', text: payer };
  if (item.field === 'facility.monitored') {
    // Every GreenWatch station is an automatic monitoring station.
    return { ...item, kind: 'text', text: d('yes') };
  }
  if (item.field === 'table.concentrations') {
    return { ...item, kind: 'table', table: concentrationTable(declaration) };
  }
  if (item.field === 'table.stacks')
    return { ...item, kind: 'table', table: stackTable(declaration) };
  const figure = item.field.startsWith('figure.')
    ? declaration.figures[item.field.slice('figure.'.length)]
    : undefined;
  return figure ? { ...item, kind: 'figure', figure } : { ...item, kind: 'blank' };
}

export function resolveSections(declaration: FeeDeclaration): ResolvedSection[] {
  return declaration.form.layout.sections.map((section) => ({
    number: section.number,
    title: section.title,
    items: section.items.map((item) => resolveItem(declaration, item)),
  }));
}

/** A figure's name in the sources list and the correction dialog. */
export function figureLabel(declaration: FeeDeclaration, key: string): string {
  const [kind, ...rest] = key.split('.');
  if (kind === 'concentration' || (kind === 'amount' && rest.length === 1)) {
    const row = declaration.concentrations.find((candidate) => candidate.pollutant === rest[0]);
    return d(`figures.${kind}`, { name: row?.name ?? rest[0] });
  }
  if (kind === 'mass' || kind === 'amount') {
    const [stack, pollutant] = rest;
    const row = declaration.stacks.find((r) => r.stack === stack && r.pollutant === pollutant);
    return d(`figures.${kind === 'mass' ? 'mass' : 'stackAmount'}`, {
      name: row?.name ?? pollutant,
      stack,
    });
  }
  return d(`figures.${kind}`);
}

export interface SourceLine {
  readonly key: string;
  readonly label: string;
  readonly figure: DeclarationFigure;
}

/** Every figure in form order: the appendix that traces the form to the fee report. */
export function sourceLines(declaration: FeeDeclaration): SourceLine[] {
  return Object.values(declaration.figures).map((figure) => ({
    key: figure.key,
    label: figureLabel(declaration, figure.key),
    figure,
  }));
}

export const formTitle = (declaration: FeeDeclaration) =>
  translate(
    declaration.instrument === 'water' ? 'nav.water-fee-declaration' : 'nav.air-fee-declaration',
  );
