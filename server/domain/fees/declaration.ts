import type {
  ConcentrationRow,
  DeclarationFigure,
  DeclarationForm,
  FeeDeclaration,
  FigureSource,
  PayerDetails,
  StackRow,
} from '../../../shared/fees/declaration';
import { formatVietnamTime } from '../vietnam-time';
import { AIR_POLLUTANT_LABEL } from './air-emission-charges';
import { describeDataBasis } from './data-basis';
import { formatDong, roundDong, roundFigure } from './fee-format';
import { quarterSpan, type Quarter } from './fee-period';
import type { FeeResult, PollutantCharge, QuarterFee } from './fee-result';
import type { AirPollutant, FeeRuleSet } from './fee-rule-set';
import type { QuarterDischarge } from './water-quarter-fee';

// One quarter's fee return pre-filled from the fee calculators' result (reference
// vn-operations.md §3). Every figure keeps the calculators' value (`computed`) and the report
// lines it came from; an officer's correction replaces a figure's value, and the figures that
// the form derives from it (an amount from a volume, a total from its parts) are recomputed by
// the calculators' own formulas and marked as derived. Without corrections each figure equals
// the fee report's to the đồng.

export interface FigureCorrection {
  readonly value: number;
  readonly note: string | null;
}

export interface DeclarationInput {
  readonly form: DeclarationForm;
  readonly payer: PayerDetails;
  readonly scope: string;
  readonly customerId: number;
  readonly stations: readonly { id: number; code: string; name: string }[];
  readonly monitored: boolean;
  /** The fee report of one quarter. */
  readonly fee: FeeResult;
  /** The rule set the quarter was computed under (for its rates). */
  readonly ruleSet: FeeRuleSet;
  /** Water: the facility's quarter as the fee report integrated it. */
  readonly discharge?: QuarterDischarge;
  readonly pollutantNames?: Readonly<Record<string, string>>;
  readonly corrections: ReadonlyMap<string, FigureCorrection>;
}

/** Builds the declaration's figures, each with its correction applied. */
class Figures {
  readonly all: Record<string, DeclarationFigure> = {};
  constructor(private readonly corrections: ReadonlyMap<string, FigureCorrection>) {}

  /**
   * `derive`: the figure recomputed from the values of the figures it depends on; used (and
   * marked) only where it differs from the computed one, i.e. after a correction upstream.
   */
  add(
    key: string,
    unit: string,
    computed: number | null,
    sources: readonly FigureSource[],
    derive?: () => number | null,
  ): DeclarationFigure {
    const correction = this.corrections.get(key);
    const derived = correction ? null : (derive?.() ?? null);
    const isDerived = derived !== null && derived !== computed;
    const figure: DeclarationFigure = {
      key,
      unit,
      computed,
      value: correction ? correction.value : isDerived ? derived : computed,
      corrected: Boolean(correction),
      derived: isDerived,
      ...(correction?.note ? { note: correction.note } : {}),
      sources,
    };
    this.all[key] = figure;
    return figure;
  }
}

const plus = (...figures: DeclarationFigure[]): number | null =>
  figures.every((figure) => figure.value !== null)
    ? figures.reduce((sum, figure) => sum + (figure.value as number), 0)
    : null;

const changed = (...figures: DeclarationFigure[]) =>
  figures.some((figure) => figure.corrected || figure.derived);

function periodText(year: number, quarter: Quarter): string {
  const span = quarterSpan(year, quarter);
  const last = new Date(span.end.getTime() - 1);
  return `từ ${formatVietnamTime(span.start, 'dd/MM/yyyy')} đến ${formatVietnamTime(last, 'dd/MM/yyyy')}`;
}

function ruleText(ruleSet: FeeRuleSet): string {
  return `${ruleSet.title} (phiên bản ${ruleSet.id}${ruleSet.confirmed ? '' : ', chưa xác nhận'})`;
}

function waterFigures(input: DeclarationInput, quarter: QuarterFee, figures: Figures) {
  const { ruleSet, discharge } = input;
  const codes = input.stations.map((station) => station.code).join(', ');
  const period = periodText(quarter.year, quarter.quarter);
  const stationBasis = `Trạm quan trắc tự động ${codes}, ${period}`;
  const name = (code: string) => input.pollutantNames?.[code] ?? code;
  const noData = quarter.dataBasis.basis === 'no_data';
  const volume = figures.add(
    'volume',
    'm³',
    noData || !discharge ? null : roundFigure(discharge.volumeM3),
    [
      {
        line: `${quarter.label} — lượng nước thải xả (Lq)`,
        formula: 'Σ lưu lượng hợp lệ × khoảng đo',
        basis: `${stationBasis}; ${describeDataBasis(quarter.dataBasis)}`,
      },
    ],
  );
  const rows: ConcentrationRow[] = [];
  if (ruleSet.formulaKind === 'water_fixed_plus_load' && discharge) {
    for (const [pollutant, rate] of Object.entries(ruleSet.rates.pollutantRatesVndPerKg)) {
      if (!(pollutant in discharge.concentrationsMgPerL)) continue;
      const charge = quarter.pollutants.find((candidate) => candidate.pollutant === pollutant);
      const basis = `${stationBasis}: trung bình các giá trị hợp lệ của quý`;
      const concentration = figures.add(
        `concentration.${pollutant}`,
        'mg/L',
        charge ? charge.concentration : null,
        [
          {
            line: `${quarter.label} — nồng độ ${name(pollutant)}`,
            formula: 'Σ giá trị / số giá trị hợp lệ',
            basis,
          },
        ],
      );
      const amount = figures.add(
        `amount.${pollutant}`,
        'đồng',
        charge ? charge.amount : null,
        [
          {
            line: `${quarter.label} — phí ${name(pollutant)}`,
            formula: charge?.formula ?? '—',
            basis: ruleText(ruleSet),
          },
        ],
        () =>
          changed(volume, concentration) && volume.value !== null && concentration.value !== null
            ? roundDong(
                (roundFigure(volume.value) * roundFigure(concentration.value) * rate) / 1000,
              )
            : null,
      );
      rows.push({
        pollutant,
        name: name(pollutant),
        concentration,
        basis,
        rate,
        rateUnit: 'đồng/kg',
        amount,
      });
    }
  }
  const variableDerivation = (): number | null => {
    if (ruleSet.formulaKind === 'water_flat_volume') {
      return changed(volume) && volume.value !== null
        ? roundDong(roundFigure(volume.value) * ruleSet.rates.ratePerM3)
        : null;
    }
    const amounts = rows.map((row) => row.amount);
    return changed(...amounts) ? plus(...amounts) : null;
  };
  return { rows, variableDerivation };
}

function airFigures(input: DeclarationInput, quarter: QuarterFee, figures: Figures) {
  const period = periodText(quarter.year, quarter.quarter);
  const rows: StackRow[] = quarter.pollutants.map((charge: PollutantCharge) => {
    const stack = charge.stack ?? '';
    const pollutant = charge.pollutant as AirPollutant;
    const label = AIR_POLLUTANT_LABEL[pollutant] ?? charge.pollutant;
    const mass = figures.add(`mass.${stack}.${pollutant}`, 't', charge.load, [
      {
        line: `${quarter.label} — khối lượng ${label} qua ${stack}`,
        formula: 'Σ(C × Q × 1 giờ) × 10⁻⁹',
        basis: `Trạm quan trắc tự động ${stack}, ${period}; ${charge.operatingHours ?? 0} giờ vận hành có số liệu hợp lệ`,
      },
    ]);
    const amount = figures.add(
      `amount.${stack}.${pollutant}`,
      'đồng',
      charge.amount,
      [
        {
          line: `${quarter.label} — phí ${label} (${stack})`,
          formula: charge.formula,
          basis: ruleText(input.ruleSet),
        },
      ],
      () =>
        changed(mass) && mass.value !== null
          ? roundDong(roundFigure(mass.value) * charge.rate)
          : null,
    );
    return {
      stack,
      pollutant,
      name: label,
      operatingHours: charge.operatingHours ?? 0,
      concentration: roundFigure(charge.concentration),
      mass,
      rate: charge.rate,
      rateUnit: charge.rateUnit,
      amount,
    };
  });
  const variableDerivation = () => {
    const amounts = rows.map((row) => row.amount);
    return changed(...amounts) ? plus(...amounts) : null;
  };
  return { rows, variableDerivation };
}

export function buildFeeDeclaration(input: DeclarationInput): FeeDeclaration {
  const { fee, ruleSet } = input;
  if (fee.quarters.length !== 1) {
    throw new Error('Tờ khai phí được lập cho đúng một quý');
  }
  const quarter = fee.quarters[0];
  const figures = new Figures(input.corrections);
  const rule = ruleText(ruleSet);
  const averageFlow = fee.trace.find((step) => step.label === 'Lưu lượng trung bình');
  if (fee.instrument === 'water' && averageFlow) {
    figures.add('averageFlow', 'm³/ngày', averageFlow.value, [
      { line: `${fee.periodLabel} — lưu lượng trung bình`, formula: averageFlow.formula },
    ]);
  }
  const fixed = figures.add('fixed', 'đồng', quarter.fixedAmount, [
    { line: `${quarter.label} — phí cố định`, formula: quarter.fixedFormula, basis: rule },
  ]);
  const { rows, variableDerivation } =
    fee.instrument === 'water'
      ? waterFigures(input, quarter, figures)
      : airFigures(input, quarter, figures);
  const variable = figures.add(
    'variable',
    'đồng',
    quarter.variableAmount,
    [
      {
        line: `${quarter.label} — phí biến đổi`,
        formula: quarter.pollutants.length
          ? `Σ ${quarter.pollutants.map((charge) => formatDong(charge.amount)).join(' + ')}`
          : quarter.formula,
        basis: rule,
      },
    ],
    variableDerivation,
  );
  const total = figures.add(
    'total',
    'đồng',
    quarter.total,
    [{ line: `${quarter.label} — tổng phí quý`, formula: quarter.formula, basis: rule }],
    () => (changed(fixed, variable) ? plus(fixed, variable) : null),
  );
  const previousUnpaid = figures.add('previousUnpaid', 'đồng', 0, [
    {
      line: 'Số phí còn nợ kỳ trước',
      formula: 'GreenWatch không giữ số phí đã nộp: nhập số còn nợ nếu có',
    },
  ]);
  figures.add(
    'payable',
    'đồng',
    quarter.total,
    [{ line: 'Tổng số phí phải nộp kỳ này', formula: 'Số phí của quý + số còn nợ kỳ trước' }],
    () => (changed(total, previousUnpaid) ? plus(total, previousUnpaid) : null),
  );
  return {
    instrument: fee.instrument,
    year: quarter.year,
    quarter: quarter.quarter,
    periodLabel: quarter.label,
    scope: input.scope,
    customerId: input.customerId,
    stations: input.stations,
    form: input.form,
    payer: input.payer,
    missingPayerFields: missingPayerFields(input.payer, fee.instrument),
    figures: figures.all,
    concentrations: fee.instrument === 'water' ? (rows as ConcentrationRow[]) : [],
    stacks: fee.instrument === 'air' ? (rows as StackRow[]) : [],
    ruleSet: {
      id: ruleSet.id,
      code: ruleSet.code,
      title: ruleSet.title,
      legalSource: ruleSet.legalSource,
      confirmed: ruleSet.confirmed,
    },
    category: quarter.category,
    formula: quarter.formula,
    dataBasis: describeDataBasis(quarter.dataBasis),
    warnings: fee.warnings,
  };
}

const REQUIRED_PAYER: Readonly<Record<'water' | 'air', readonly (keyof PayerDetails)[]>> = {
  water: ['taxCode', 'address', 'phone', 'sector', 'treatmentMethod', 'dailyWaterUseM3'],
  air: ['taxCode', 'address', 'phone', 'sector'],
};

function missingPayerFields(payer: PayerDetails, instrument: 'water' | 'air'): string[] {
  return REQUIRED_PAYER[instrument].filter((field) => payer[field] === null);
}
