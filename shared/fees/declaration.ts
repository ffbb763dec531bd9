import * as yup from 'yup';

// A quarterly fee declaration as the server pre-fills it (server/domain/fees/declaration/) and
// the app shows, corrects and exports it (src/features/fees/declaration/). The form's layout is
// data (public.fee_declaration_form.layout): numbered sections whose items name a field of the
// declaration by key. A key the server does not fill is printed as a blank line to fill by hand.

/** One pre-filled figure and the fee-report lines it came from. */
export interface FigureSource {
  /** The fee report line, e.g. 'Quý 1/2025 — lượng nước thải xả (Lq)'. */
  readonly line: string;
  readonly formula: string;
  /** What the figure stands on: station(s), data basis, period, rule set. */
  readonly basis?: string;
}

export interface DeclarationFigure {
  readonly key: string;
  readonly unit: string;
  /** The fee calculators' value; null where the product has no figure (entered by hand). */
  readonly computed: number | null;
  /** What the form shows: the correction, a figure derived from one, or the computed value. */
  readonly value: number | null;
  readonly corrected: boolean;
  /** Recomputed from a corrected figure it depends on (e.g. an amount from a corrected volume). */
  readonly derived: boolean;
  readonly note?: string;
  readonly sources: readonly FigureSource[];
}

export interface ConcentrationRow {
  readonly pollutant: string;
  readonly name: string;
  readonly concentration: DeclarationFigure;
  /** 'Trạm quan trắc tự động …, trung bình … – …'. */
  readonly basis: string;
  readonly rate: number;
  readonly rateUnit: string;
  readonly amount: DeclarationFigure;
}

export interface StackRow {
  readonly stack: string;
  readonly pollutant: string;
  readonly name: string;
  readonly operatingHours: number;
  readonly concentration: number;
  readonly mass: DeclarationFigure;
  readonly rate: number;
  readonly rateUnit: string;
  readonly amount: DeclarationFigure;
}

export interface PayerDetails {
  readonly name: string;
  readonly taxCode: string | null;
  readonly address: string | null;
  readonly phone: string | null;
  readonly fax: string | null;
  readonly email: string | null;
  readonly bankAccount: string | null;
  readonly bankName: string | null;
  readonly sector: string | null;
  readonly treatmentMethod: string | null;
  readonly dailyWaterUseM3: number | null;
  readonly signerName: string | null;
}

export interface FormItem {
  /** Its printed numbering, e.g. '1', '2.a'. */
  readonly number: string;
  readonly label: string;
  /** The declaration field it shows (DECLARATION_FIELDS), or any other key: a blank line. */
  readonly field: string;
}

export interface FormSection {
  /** 'I', 'II', … */
  readonly number: string;
  readonly title: string;
  readonly items: readonly FormItem[];
}

export interface DeclarationLayout {
  readonly header: {
    readonly formNumber: string;
    readonly title: string;
    /** 'Kính gửi: …'. */
    readonly addressee: string;
  };
  readonly sections: readonly FormSection[];
  readonly signature: {
    /** The place and date line, '…, ngày … tháng … năm …'. */
    readonly dateLine: string;
    readonly signer: string;
    readonly signerNote: string;
  };
  readonly footnotes: readonly string[];
}

export interface DeclarationForm {
  readonly id: string;
  readonly formNumber: string;
  readonly title: string;
  readonly legalSource: string;
  readonly verified: boolean;
  readonly layout: DeclarationLayout;
}

export interface FeeDeclaration {
  readonly instrument: 'water' | 'air';
  readonly year: number;
  readonly quarter: number;
  readonly periodLabel: string;
  /** 'customer' or 'station-<id>': the scope the corrections are kept under. */
  readonly scope: string;
  readonly customerId: number;
  readonly stations: readonly { id: number; code: string; name: string }[];
  readonly form: DeclarationForm;
  readonly payer: PayerDetails;
  /** Payer fields the form needs that are still empty. */
  readonly missingPayerFields: readonly string[];
  readonly figures: Readonly<Record<string, DeclarationFigure>>;
  readonly concentrations: readonly ConcentrationRow[];
  readonly stacks: readonly StackRow[];
  readonly ruleSet: {
    readonly id: string;
    readonly code: string;
    readonly title: string;
    readonly legalSource: string;
    readonly confirmed: boolean;
  };
  readonly category: string;
  readonly formula: string;
  readonly dataBasis: string;
  readonly warnings: readonly string[];
}

/** The fields the server fills; the layout's items name them. */
export const DECLARATION_FIELDS = [
  'payer.name',
  'payer.address',
  'payer.taxCode',
  'payer.contact',
  'payer.bankAccount',
  'payer.sector',
  'payer.dailyWaterUse',
  'payer.treatmentMethod',
  'facility.monitored',
  'figure.averageFlow',
  'figure.fixed',
  'figure.volume',
  'table.concentrations',
  'table.stacks',
  'figure.variable',
  'figure.total',
  'figure.previousUnpaid',
  'figure.payable',
] as const;

// The messages name the path of what is wrong ('sections[0].items[2].field'), in Vietnamese: the
// console shows them to the admin who edits a layout, the server in its refusal.
const text = (max: number) =>
  yup
    .string()
    .typeError('${path} phải là chuỗi ký tự')
    .required('thiếu ${path}')
    .trim('${path} không được có khoảng trắng ở đầu hoặc cuối')
    .min(1, '${path} không được để trống')
    .max(max, '${path} dài quá ${max} ký tự');
const object = <T extends yup.ObjectShape>(shape: T) =>
  yup.object(shape).typeError('${path} phải là một đối tượng {…}').required('thiếu ${path}');
const list = <T extends yup.Schema>(of: T, max: number) =>
  yup
    .array(of)
    .typeError('${path} phải là một danh sách […]')
    .max(max, '${path} có nhiều nhất ${max} phần tử')
    .required('thiếu ${path}');

const layoutSchema = yup
  .object({
    header: object({ formNumber: text(120), title: text(300), addressee: text(300) }),
    sections: list(
      object({
        number: text(10),
        title: text(200),
        items: list(
          object({
            number: text(10),
            label: text(300),
            field: yup
              .string()
              .typeError('${path} phải là chuỗi ký tự')
              .required('thiếu ${path}')
              .matches(
                /^[a-z][A-Za-z0-9_.-]{0,63}$/,
                '${path} phải là mã trường: chữ thường ở đầu, rồi chữ, số, “.”, “_” hoặc “-”, tối đa 64 ký tự (ví dụ figure.total)',
              ),
          }),
          40,
        ),
      }),
      10,
    ).min(1, '${path} cần ít nhất một mục'),
    signature: object({ dateLine: text(200), signer: text(100), signerNote: text(200) }),
    footnotes: list(
      yup
        .string()
        .typeError('${path} phải là chuỗi ký tự')
        .required('thiếu ${path}')
        .trim('${path} không được có khoảng trắng ở đầu hoặc cuối')
        .max(500, '${path} dài quá ${max} ký tự'),
      10,
    ),
  })
  .typeError('bố cục phải là một đối tượng {…}')
  .required('thiếu bố cục')
  .noUnknown('bố cục có khóa không dùng: ${unknown}');

/** The stored layout, checked; an error names what is wrong (in Vietnamese). */
export function parseDeclarationLayout(value: unknown): DeclarationLayout {
  try {
    return layoutSchema.validateSync(value, { strict: true }) as DeclarationLayout;
  } catch (error) {
    const detail = error instanceof yup.ValidationError ? error.errors.join('; ') : String(error);
    throw new Error(`Mẫu tờ khai không hợp lệ: ${detail}`);
  }
}

/** Mã số thuế: 10 digits, or 13 (a dependent unit), the dash some write removed. */
export const normalTaxCode = (value: string): string => value.replace(/[\s-]/g, '');
export const TAX_CODE_PATTERN = /^\d{10}(\d{3})?$/;
