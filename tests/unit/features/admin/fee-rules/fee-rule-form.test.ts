import { describe, expect, it } from 'vitest';
import { feeRuleOfRow } from '../../../../../shared/fees/fee-rule-row';
import { feeRuleSetProblem } from '../../../../../shared/fees/fee-rule-schema';
import {
  dayBefore,
  feeRuleEditSchema,
  feeRuleSchema,
  newVersionValues,
  replacedRuleSet,
  rowOfValues,
  type FeeRuleRow,
} from '../../../../../src/features/admin/fee-rules/fee-rule-form';

const AIR: FeeRuleRow = {
  id: 'air-nd153-2024',
  instrument: 'air',
  code: 'ND153/2024',
  title: 'Nghị định 153/2024/NĐ-CP',
  effective_from: '2025-01-05',
  effective_to: null,
  applies_to: 'any',
  formula_kind: 'air_fixed_plus_emission',
  rates: {
    fixedFeePerYear: 3_000_000,
    firstChargeableMonth: '2025-02',
    pollutantRatesVndPerTonne: { dust: 800, SOx: 700, NOx: 800, CO: 500 },
  },
  legal_source: 'Decree 153/2024/ND-CP Art. 6',
  confirmed: true,
  notes: null,
};
const TODAY = new Date(2026, 10, 25);

const newVersion = (changes: Record<string, unknown> = {}) => ({
  ...newVersionValues(TODAY, AIR),
  id: 'air-2027',
  ...changes,
});

async function errorOf(values: Record<string, unknown>): Promise<string | undefined> {
  try {
    await feeRuleSchema.validate(values, { abortEarly: true });
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('a new fee rule version', () => {
  it('starts as a copy of the chosen rule set from tomorrow, unconfirmed', () => {
    const values = newVersionValues(TODAY, AIR);
    expect(values).toMatchObject({
      id: '',
      code: 'ND153/2024',
      formulaKind: 'air_fixed_plus_emission',
      effectiveFrom: '2026-11-26',
      effectiveTo: '',
      confirmed: false,
    });
    expect(JSON.parse(values.ratesJson)).toEqual(AIR.rates);
  });

  it('is stored as a row the reports accept', async () => {
    expect(await errorOf(newVersion())).toBeUndefined();
    const row = rowOfValues(newVersion({ notes: '  ' }));
    expect(row).toMatchObject({
      id: 'air-2027',
      instrument: 'air',
      effective_to: null,
      notes: null,
    });
    expect(feeRuleSetProblem(feeRuleOfRow(row))).toBeUndefined();
  });

  it.each([
    ['an id with capitals', { id: 'Air 2027' }, /Mã phiên bản gồm chữ thường/],
    ['no title', { title: ' ' }, 'Vui lòng nhập tên quy định'],
    ['rates that are not JSON', { ratesJson: '{fixed: 1' }, 'Mức thu không phải JSON hợp lệ'],
    [
      'rates of another formula',
      { ratesJson: '{"ratePerM3": 1700}' },
      /Mức thu không hợp lệ: thiếu (fixedFeePerYear|pollutantRatesVndPerTonne)/,
    ],
    [
      'a negative rate',
      {
        ratesJson: JSON.stringify({ ...(AIR.rates as object), fixedFeePerYear: -1 }),
      },
      /fixedFeePerYear không được âm/,
    ],
    [
      'an air rule set without CO',
      {
        ratesJson: JSON.stringify({
          fixedFeePerYear: 1,
          firstChargeableMonth: null,
          pollutantRatesVndPerTonne: { dust: 1, SOx: 1, NOx: 1 },
        }),
      },
      /thiếu mức thu của bụi, SOx, NOx hoặc CO/,
    ],
    ['an end before the start', { effectiveTo: '2026-01-01' }, /phải từ ngày hiệu lực trở đi/],
    ['no legal source', { legalSource: '' }, 'Vui lòng nhập căn cứ pháp lý'],
  ])('refuses %s', async (_name, changes, message) => {
    const error = await errorOf(newVersion(changes));
    expect(error).toBeDefined();
    expect(error).toMatch(message);
  });

  it('ends the rule set in force it replaces the day before it starts', () => {
    const water: FeeRuleRow = {
      ...AIR,
      id: 'w',
      instrument: 'water',
      formula_kind: 'water_flat_volume',
    };
    const rows = [
      AIR,
      { ...AIR, id: 'air-old', effective_from: '2020-01-01', effective_to: '2025-01-04' },
      water,
    ];
    const values = newVersion({ effectiveFrom: '2027-01-01' });
    expect(replacedRuleSet(rows, values)?.id).toBe('air-nd153-2024');
    expect(dayBefore('2027-01-01')).toBe('2026-12-31');
    expect(replacedRuleSet(rows, { ...values, appliesTo: 'monitored' })).toBeUndefined();
    expect(replacedRuleSet(rows, { ...values, effectiveFrom: '2024-01-01' })).toBeUndefined();
  });
});

describe('changing a stored rule set', () => {
  it('keeps the end date on or after the start', async () => {
    const schema = feeRuleEditSchema('2025-01-05');
    const base = { confirmed: true, legalSource: 'x', notes: '' };
    await expect(schema.validate({ ...base, effectiveTo: '2025-01-04' })).rejects.toThrow(
      'Ngày hết hiệu lực phải từ ngày hiệu lực trở đi',
    );
    await expect(schema.validate({ ...base, effectiveTo: '' })).resolves.toBeTruthy();
    await expect(schema.validate({ ...base, effectiveTo: '05/01/2026' })).rejects.toThrow(
      'YYYY-MM-DD',
    );
  });
});
