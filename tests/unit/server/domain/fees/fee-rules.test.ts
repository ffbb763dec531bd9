// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  FeeRuleError,
  parseFeeRuleSets,
  quarterSpan,
  selectFeeRuleSet,
  SHIPPED_FEE_RULE_SETS,
  type FeeRuleSet,
} from '../../../../../server/domain';

const byId = (id: string): FeeRuleSet => {
  const found = SHIPPED_FEE_RULE_SETS.find((ruleSet) => ruleSet.id === id);
  if (!found) throw new Error(id);
  return found;
};
const select = (
  year: number,
  quarter: 1 | 2 | 3 | 4,
  instrument: 'water' | 'air',
  monitored = true,
) =>
  selectFeeRuleSet(SHIPPED_FEE_RULE_SETS, quarterSpan(year, quarter), { instrument, monitored })
    ?.id ?? null;

describe('shipped fee rule sets', () => {
  it('hold the reference rates with their legal sources', () => {
    const nd53 = byId('water-nd53-2020');
    expect(nd53).toMatchObject({
      code: 'ND53/2020',
      instrument: 'water',
      formulaKind: 'water_fixed_plus_load',
      effectiveFrom: '2021-01-01',
      effectiveTo: '2025-12-31',
      confirmed: true,
    });
    if (nd53.formulaKind !== 'water_fixed_plus_load') throw new Error('kind');
    expect(nd53.rates.fixedFeePerYear).toBe(4_000_000);
    expect(nd53.rates.pollutantRatesVndPerKg).toEqual({
      COD: 2000,
      TSS: 2400,
      Hg: 20_000_000,
      Pb: 1_000_000,
      As: 2_000_000,
      Cd: 2_000_000,
    });
    expect(nd53.rates.smallFacility?.tiers.map((tier) => tier.feePerYear)).toEqual([
      2_500_000, 3_000_000, 4_000_000,
    ]);
    expect(nd53.legalSource).toMatch(/Decree 53\/2020\/ND-CP Art\. 6\.2/);

    const flat = byId('water-nd346-2025-not-monitored');
    expect(flat).toMatchObject({
      code: 'ND346/2025',
      formulaKind: 'water_flat_volume',
      rates: { ratePerM3: 1700 },
      confirmed: true,
      effectiveFrom: '2026-01-01',
      effectiveTo: null,
    });

    expect(byId('water-nd346-2025-monitored')).toMatchObject({
      confirmed: false,
      appliesTo: 'monitored',
    });

    const air = byId('air-nd153-2024');
    expect(air).toMatchObject({ code: 'ND153/2024', effectiveFrom: '2025-01-05', confirmed: true });
    expect(air.rates).toEqual({
      fixedFeePerYear: 3_000_000,
      firstChargeableMonth: '2025-02',
      pollutantRatesVndPerTonne: { dust: 800, SOx: 700, NOx: 800, CO: 500 },
    });
  });
});

describe('selectFeeRuleSet', () => {
  it('uses Decree 53/2020 up to Q4/2025 and Decree 346/2025 from Q1/2026', () => {
    expect(select(2025, 4, 'water')).toBe('water-nd53-2020');
    expect(select(2021, 1, 'water', false)).toBe('water-nd53-2020');
    expect(select(2026, 1, 'water', true)).toBe('water-nd346-2025-monitored');
    expect(select(2026, 1, 'water', false)).toBe('water-nd346-2025-not-monitored');
    expect(select(2030, 3, 'water', false)).toBe('water-nd346-2025-not-monitored');
  });

  it('uses the 2020 figures for the second half of 2020 and nothing before July 2020', () => {
    expect(select(2020, 3, 'water')).toBe('water-nd53-2020-year-2020');
    expect(select(2020, 2, 'water')).toBeNull();
  });

  it('selects Decree 153/2024 for Q1/2025 although it starts on 05/01/2025, and nothing in 2024', () => {
    expect(select(2025, 1, 'air')).toBe('air-nd153-2024');
    expect(select(2024, 4, 'air')).toBeNull();
  });

  it('prefers the rule set in force at the end of the quarter when two overlap', () => {
    const newer = {
      ...byId('air-nd153-2024'),
      id: 'air-new',
      effectiveFrom: '2027-02-15',
    } as FeeRuleSet;
    const older = { ...byId('air-nd153-2024'), effectiveTo: '2027-02-14' } as FeeRuleSet;
    expect(
      selectFeeRuleSet([older, newer], quarterSpan(2027, 1), { instrument: 'air', monitored: true })
        ?.id,
    ).toBe('air-new');
    expect(
      selectFeeRuleSet([older, newer], quarterSpan(2026, 4), { instrument: 'air', monitored: true })
        ?.id,
    ).toBe('air-nd153-2024');
  });
});

describe('parseFeeRuleSets', () => {
  const valid = JSON.parse(JSON.stringify(SHIPPED_FEE_RULE_SETS)) as Record<string, unknown>[];

  it('accepts the shipped data and a new rule set added by an admin', () => {
    const added = {
      ...valid[4],
      id: 'air-2030',
      effectiveFrom: '2030-01-01',
      rates: {
        fixedFeePerYear: 5_000_000,
        firstChargeableMonth: null,
        pollutantRatesVndPerTonne: { dust: 1000, SOx: 900, NOx: 1000, CO: 600 },
      },
    };
    expect(parseFeeRuleSets([...valid, added])).toHaveLength(6);
  });

  it.each([
    ['not an array', { ruleSets: [] }, /phải là một mảng/],
    ['a missing legal source', [{ ...valid[1], legalSource: undefined }], /thứ 1 không hợp lệ/],
    [
      'a non-numeric rate',
      [
        {
          ...valid[1],
          rates: { ...(valid[1].rates as object), pollutantRatesVndPerKg: { COD: '2000' } },
        },
      ],
      /mức thu/,
    ],
    ['a negative flat rate', [{ ...valid[2], rates: { ratePerM3: -1 } }], /không hợp lệ/],
    ['a bad date', [{ ...valid[1], effectiveFrom: '01/01/2021' }], /YYYY-MM-DD/],
    ['an end before the start', [{ ...valid[1], effectiveTo: '2020-01-01' }], /hết hiệu lực trước/],
    [
      'a water formula on air',
      [{ ...valid[4], formulaKind: 'water_flat_volume', rates: { ratePerM3: 1 } }],
      /không dùng cho air/,
    ],
    [
      'an air rule missing CO',
      [
        {
          ...valid[4],
          rates: {
            fixedFeePerYear: 1,
            firstChargeableMonth: null,
            pollutantRatesVndPerTonne: { dust: 1, SOx: 1, NOx: 1 },
          },
        },
      ],
      /CO/,
    ],
    ['an unknown formula', [{ ...valid[1], formulaKind: 'magic' }], /không hợp lệ/],
  ])('refuses %s', (_name, input, message) => {
    expect(() => parseFeeRuleSets(input)).toThrow(FeeRuleError);
    expect(() => parseFeeRuleSets(input)).toThrow(message);
  });
});
