// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  airFee,
  buildFeeDeclaration,
  SHIPPED_FEE_RULE_SETS,
  waterFee,
  type DeclarationInput,
  type FeeResult,
  type FigureCorrection,
  type HourlyEmission,
  type QuarterDischarge,
} from '../../../../../server/domain';
import {
  DECLARATION_FIELDS,
  parseDeclarationLayout,
  type DeclarationForm,
} from '../../../../../shared/fees/declaration';
import { vnTime } from '../../support/records';

// The declaration's figures against the fee calculators, to the đồng, and recomputed here by
// hand from the reference's worked examples (vn-environment-rules.md §3.1 and §4).

const layout = parseDeclarationLayout({
  header: { formNumber: 'Mẫu số 02', title: 'TỜ KHAI', addressee: 'Kính gửi: …' },
  sections: [{ number: 'I', title: 'Thông tin chung', items: [] }],
  signature: { dateLine: '…, ngày … tháng … năm …', signer: 'NGƯỜI NỘP PHÍ', signerNote: '(Ký)' },
  footnotes: [],
});
const form: DeclarationForm = {
  id: 'test-form',
  formNumber: 'Mẫu số 02',
  title: 'Tờ khai',
  legalSource: 'test',
  verified: true,
  layout,
};
const payer = {
  name: 'Công ty A',
  taxCode: '0312345678',
  address: null,
  phone: null,
  fax: null,
  email: null,
  bankAccount: null,
  bankName: null,
  sector: null,
  treatmentMethod: null,
  dailyWaterUseM3: null,
  signerName: null,
};
const ruleSet = (id: string) => SHIPPED_FEE_RULE_SETS.find((rule) => rule.id === id)!;

function declarationOf(
  fee: FeeResult,
  extra: Partial<Omit<DeclarationInput, 'corrections'>> & {
    corrections?: Record<string, FigureCorrection>;
  } = {},
) {
  return buildFeeDeclaration({
    form,
    payer,
    scope: 'customer',
    customerId: 1,
    stations: [{ id: 1, code: 'NT01', name: 'Cửa xả 1' }],
    monitored: true,
    fee,
    ruleSet: ruleSet(fee.quarters[0].ruleSet.id),
    pollutantNames: { COD: 'COD', TSS: 'TSS' },
    ...extra,
    corrections: new Map(Object.entries(extra.corrections ?? {})),
  });
}

// Q1/2025: 90 days at 300 m³/day, COD 60 mg/L, TSS 40 mg/L.
const q1Water: QuarterDischarge = {
  year: 2025,
  quarter: 1,
  volumeM3: 27_000,
  concentrationsMgPerL: { COD: 60, TSS: 40 },
};

describe('water declaration (Decree 53/2020 Mẫu số 02)', () => {
  const fee = waterFee({
    period: { year: 2025, quarter: 1 },
    discharges: [q1Water],
    monitored: true,
  });
  const declaration = declarationOf(fee, { discharge: q1Water });

  it('carries the calculator’s figures, equal to the worked example recomputed by hand', () => {
    const fixed = 4_000_000 / 4;
    const cod = (27_000 * 60 * 2_000) / 1000;
    const tss = (27_000 * 40 * 2_400) / 1000;
    const values = Object.fromEntries(
      Object.entries(declaration.figures).map(([key, figure]) => [key, figure.value]),
    );
    expect(values).toMatchObject({
      volume: 27_000,
      fixed,
      'concentration.COD': 60,
      'concentration.TSS': 40,
      'amount.COD': cod,
      'amount.TSS': tss,
      variable: cod + tss,
      total: fixed + cod + tss,
      previousUnpaid: 0,
      payable: 6_832_000,
    });
    expect(fee.total).toBe(6_832_000);
    expect(values.total).toBe(fee.quarters[0].total);
    expect(declaration.concentrations.map((row) => row.amount.value)).toEqual(
      fee.quarters[0].pollutants.map((charge) => charge.amount),
    );
    expect(Object.values(declaration.figures).some((f) => f.corrected || f.derived)).toBe(false);
  });

  it('names the fee-report line, the station basis, the period and the rule version of each figure', () => {
    expect(declaration.figures.volume.sources[0]).toMatchObject({
      line: 'Quý 1/2025 — lượng nước thải xả (Lq)',
      basis: expect.stringContaining('Trạm quan trắc tự động NT01, từ 01/01/2025 đến 31/03/2025'),
    });
    expect(declaration.concentrations[0].basis).toContain('trung bình các giá trị hợp lệ');
    expect(declaration.figures['amount.COD'].sources[0].formula).toBe(
      fee.quarters[0].pollutants[0].formula,
    );
    expect(declaration.figures.total.sources[0].basis).toContain('phiên bản water-nd53-2020');
    expect(declaration.ruleSet).toMatchObject({ id: 'water-nd53-2020', confirmed: true });
    expect(declaration.missingPayerFields).toContain('address');
  });

  it('keeps the computed value beside a correction and recomputes what depends on it', () => {
    const corrected = declarationOf(fee, {
      discharge: q1Water,
      corrections: {
        volume: { value: 30_000, note: 'Theo đồng hồ' },
        previousUnpaid: { value: 500_000, note: null },
      },
    });
    const { figures } = corrected;
    expect(figures.volume).toMatchObject({
      value: 30_000,
      computed: 27_000,
      corrected: true,
      note: 'Theo đồng hồ',
    });
    // 30,000 × 60 × 10⁻³ × 2,000 = 3,600,000; 30,000 × 40 × 10⁻³ × 2,400 = 2,880,000.
    expect(figures['amount.COD']).toMatchObject({
      value: 3_600_000,
      computed: 3_240_000,
      derived: true,
    });
    expect(figures['amount.TSS']).toMatchObject({ value: 2_880_000, derived: true });
    expect(figures.variable.value).toBe(6_480_000);
    expect(figures.total).toMatchObject({ value: 7_480_000, computed: 6_832_000, derived: true });
    expect(figures.payable.value).toBe(7_980_000);
    expect(figures.fixed).toMatchObject({ value: 1_000_000, corrected: false, derived: false });
  });

  it('a corrected amount stands as typed and the totals follow it', () => {
    const { figures } = declarationOf(fee, {
      discharge: q1Water,
      corrections: { 'amount.TSS': { value: 2_000_000, note: null } },
    });
    expect(figures.variable.value).toBe(3_240_000 + 2_000_000);
    expect(figures.total.value).toBe(1_000_000 + 5_240_000);
  });
});

describe('water declaration (Decree 346/2025, not monitored)', () => {
  it('is Lq × 1,700 to the đồng, and follows a corrected volume', () => {
    const q1: QuarterDischarge = { ...q1Water, year: 2026 };
    const fee = waterFee({
      period: { year: 2026, quarter: 1 },
      discharges: [q1],
      monitored: false,
    });
    const declaration = declarationOf(fee, { discharge: q1, monitored: false });
    expect(declaration.figures.total.value).toBe(27_000 * 1_700);
    expect(declaration.concentrations).toEqual([]);
    const corrected = declarationOf(fee, {
      discharge: q1,
      monitored: false,
      corrections: { volume: { value: 1_000.5, note: null } },
    });
    expect(corrected.figures.variable.value).toBe(Math.round(1_000.5 * 1_700));
    expect(corrected.figures.total.value).toBe(1_700_850);
  });
});

describe('air declaration (Decree 153/2024 Form No. 01)', () => {
  const HOUR = 3_600_000;
  const hours: HourlyEmission[] = Array.from({ length: 2000 }, (_, index) => ({
    hourStart: new Date(vnTime('2025-04-01 00:00').getTime() + index * HOUR),
    flowNm3PerHour: 100_000,
    concentrationsMgPerNm3: { dust: 50, SOx: 300, NOx: 400, CO: 200 },
  }));
  const fee = airFee({
    period: { year: 2025, quarter: 2 },
    stacks: [{ stack: 'KT01', hours }],
    monitoringRequired: true,
  });
  const declaration = declarationOf(fee, { stations: [{ id: 2, code: 'KT01', name: 'Ống khói' }] });

  it('carries each stack’s masses and amounts, equal to the worked example by hand', () => {
    // Mass = C × Q × h × 10⁻⁹ t; fee = mass × rate (đồng/tấn).
    const mass = (c: number) => (c * 100_000 * 2_000) / 1e9;
    const expected = [
      ['dust', mass(50), mass(50) * 800],
      ['SOx', mass(300), mass(300) * 700],
      ['NOx', mass(400), mass(400) * 800],
      ['CO', mass(200), mass(200) * 500],
    ];
    expect(
      declaration.stacks.map((row) => [row.pollutant, row.mass.value, row.amount.value]),
    ).toEqual(expected);
    const variable = expected.reduce((sum, row) => sum + (row[2] as number), 0);
    expect(declaration.figures.variable.value).toBe(variable);
    expect(declaration.figures.fixed.value).toBe(3_000_000 / 4);
    expect(declaration.figures.total.value).toBe(884_000);
    expect(declaration.figures.total.value).toBe(fee.total);
    expect(declaration.stacks[0].mass.sources[0].basis).toContain('2000 giờ vận hành');
  });

  it('recomputes a stack’s amount from a corrected mass', () => {
    const { figures } = declarationOf(fee, {
      corrections: { 'mass.KT01.dust': { value: 12.5, note: null } },
    });
    expect(figures['amount.KT01.dust']).toMatchObject({
      value: 10_000,
      computed: 8_000,
      derived: true,
    });
    expect(figures.total.value).toBe(886_000);
  });
});

describe('declaration forms shipped as data', () => {
  const sql = readFileSync('supabase/migrations/20261128000501_fee_declaration_forms.sql', 'utf8');
  const layouts = [...sql.matchAll(/'(\{"header".*?\})'::jsonb/g)].map((match) =>
    JSON.parse(match[1].replace(/''/g, "'")),
  );

  it('are three valid layouts whose items name the fields the server fills', () => {
    expect(layouts).toHaveLength(3);
    for (const stored of layouts) {
      const parsed = parseDeclarationLayout(stored);
      const fields = parsed.sections.flatMap((section) => section.items.map((item) => item.field));
      expect(
        fields.every((field) => (DECLARATION_FIELDS as readonly string[]).includes(field)),
      ).toBe(true);
      expect(parsed.sections.map((section) => section.number)).toEqual(['I', 'II', 'III']);
      expect(parsed.signature.signer).toBe('NGƯỜI NỘP PHÍ');
    }
  });

  it('refuses a layout the screen could not draw, naming the fault', () => {
    expect(() => parseDeclarationLayout({ ...layouts[0], sections: [] })).toThrow(
      /Mẫu tờ khai không hợp lệ/,
    );
    expect(() => parseDeclarationLayout({ ...layouts[0], extra: 1 })).toThrow(/không hợp lệ/);
  });
});
