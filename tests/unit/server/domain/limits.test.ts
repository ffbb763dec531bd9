// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  kfForDischarge,
  kForDomesticFacility,
  kpForStackFlow,
  kqForCoastal,
  kqForLake,
  kqForRiver,
  kvForArea,
  permittedLimit,
  qcvnLimit,
  qcvnLimits,
  STANDARDS_BY_STATION_KIND,
  type QcvnLimit,
} from '../../../../server/domain';

const limitOf = (...args: Parameters<typeof qcvnLimit>): QcvnLimit => {
  const found = qcvnLimit(...args);
  if (!found) throw new Error(`no limit for ${args.join(' ')}`);
  return found;
};

describe('QCVN limit catalogue', () => {
  it('holds QCVN 40:2011 columns A and B with units and sources', () => {
    expect(limitOf('QCVN_40_2011_BTNMT', 'COD', 'A')).toMatchObject({
      limit: { kind: 'max', max: 75 },
      unit: 'mg/L',
      coefficientsApply: true,
      verified: true,
    });
    expect(limitOf('QCVN_40_2011_BTNMT', 'COD', 'B').limit).toEqual({ kind: 'max', max: 150 });
    expect(limitOf('QCVN_40_2011_BTNMT', 'TSS', 'B').limit).toEqual({ kind: 'max', max: 100 });
    expect(limitOf('QCVN_40_2011_BTNMT', 'NH4_as_N', 'A').limit).toEqual({ kind: 'max', max: 5 });
    expect(limitOf('QCVN_40_2011_BTNMT', 'COD', 'A').source).toMatch(/QCVN 40:2011/);
  });

  it('gives pH as a range to which no coefficient applies', () => {
    expect(limitOf('QCVN_40_2011_BTNMT', 'pH', 'A')).toMatchObject({
      limit: { kind: 'range', min: 6, max: 9 },
      coefficientsApply: false,
    });
    expect(limitOf('QCVN_40_2011_BTNMT', 'pH', 'B').limit).toEqual({
      kind: 'range',
      min: 5.5,
      max: 9,
    });
    expect(limitOf('QCVN_14_2008_BTNMT', 'pH', 'B')).toMatchObject({
      limit: { kind: 'range', min: 5, max: 9 },
      coefficientsApply: false,
    });
  });

  it('keeps the unverified flag of figures the reference could not confirm', () => {
    expect(limitOf('QCVN_40_2011_BTNMT', 'temperature', 'A')).toMatchObject({
      verified: false,
      coefficientsApply: false,
    });
    expect(limitOf('QCVN_19_2009_BTNMT', 'dust_total', 'A').verified).toBe(false);
    expect(limitOf('QCVN_19_2009_BTNMT', 'dust_total', 'B').verified).toBe(true);
  });

  it('applies K of QCVN 14 to everything but pH and coliform', () => {
    expect(limitOf('QCVN_14_2008_BTNMT', 'BOD5', 'A')).toMatchObject({
      limit: { kind: 'max', max: 30 },
      coefficientsApply: true,
    });
    expect(limitOf('QCVN_14_2008_BTNMT', 'total_coliforms', 'B')).toMatchObject({
      limit: { kind: 'max', max: 5000 },
      coefficientsApply: false,
    });
  });

  it('holds QCVN 19:2009 emission limits and QCVN 05:2023 ambient limits by averaging time', () => {
    expect(limitOf('QCVN_19_2009_BTNMT', 'SO2', 'B')).toMatchObject({
      limit: { kind: 'max', max: 500 },
      unit: 'mg/Nm3',
    });
    expect(limitOf('QCVN_05_2023_BTNMT', 'SO2', '1h')).toMatchObject({
      limit: { kind: 'max', max: 350 },
      coefficientsApply: false,
    });
    expect(limitOf('QCVN_05_2023_BTNMT', 'CO', '8h').limit).toEqual({ kind: 'max', max: 10000 });
    expect(qcvnLimit('QCVN_05_2023_BTNMT', 'PM10', '1h')).toBeUndefined();
  });

  it('looks parameters up case-insensitively and lists a whole standard', () => {
    expect(qcvnLimit('QCVN_40_2011_BTNMT', 'cod', 'A')?.parameter).toBe('COD');
    expect(qcvnLimits('QCVN_40_2011_BTNMT')).toHaveLength(25 * 2);
    expect(qcvnLimits().length).toBeGreaterThan(qcvnLimits('QCVN_40_2011_BTNMT').length);
    expect(STANDARDS_BY_STATION_KIND.stack_emission).toEqual(['QCVN_19_2009_BTNMT']);
  });
});

describe('permit coefficients', () => {
  it.each([
    [10, 0.9],
    [50, 0.9],
    [50.01, 1.0],
    [200, 1.0],
    [500, 1.1],
    [500.5, 1.2],
  ])('Kq for a river of %s m³/s is %s', (flow, k) => expect(kqForRiver(flow)).toBe(k));

  it.each([
    [10e6, 0.6],
    [10e6 + 1, 0.8],
    [100e6, 0.8],
    [200e6, 1.0],
  ])('Kq for a lake of %s m³ is %s', (volume, k) => expect(kqForLake(volume)).toBe(k));

  it('Kq for coastal water depends on bathing/aquaculture use', () => {
    expect(kqForCoastal(false)).toBe(1.3);
    expect(kqForCoastal(true)).toBe(1.0);
  });

  it.each([
    [50, 1.2],
    [51, 1.1],
    [500, 1.1],
    [5000, 1.0],
    [5001, 0.9],
  ])('Kf for %s m³/day is %s', (discharge, k) => expect(kfForDischarge(discharge)).toBe(k));

  it.each([
    [20000, 1.0],
    [20001, 0.9],
    [100000, 0.9],
    [100001, 0.8],
  ])('Kp for %s m³/h is %s', (flow, k) => expect(kpForStackFlow(flow)).toBe(k));

  it('Kv by area type and K of QCVN 14 by facility size', () => {
    expect([kvForArea('type1'), kvForArea('type3'), kvForArea('type5')]).toEqual([0.6, 1.0, 1.4]);
    expect(kForDomesticFacility('small_facility')).toBe(1.2);
  });

  it('refuses negative or non-numeric quantities', () => {
    expect(() => kqForRiver(-1)).toThrow(RangeError);
    expect(() => kfForDischarge(Number.NaN)).toThrow(/không hợp lệ/);
  });
});

describe('permittedLimit (Cmax)', () => {
  it('reproduces the QCVN 40 worked example: COD A, Kq 0.9, Kf 1.1 → 74.25 mg/L', () => {
    const cmax = permittedLimit(limitOf('QCVN_40_2011_BTNMT', 'COD', 'A'), [
      kqForRiver(40),
      kfForDischarge(300),
    ]);
    expect(cmax.limit).toEqual({ kind: 'max', max: 74.25 });
    expect(cmax.factor).toBe(0.99);
    expect(cmax.formula).toBe('Cmax = 75 × 0,9 × 1,1 = 74,25 mg/L');
  });

  it('reproduces the QCVN 19 worked example: dust B, Kp 0.9, Kv 1.0 → 180 mg/Nm³', () => {
    const cmax = permittedLimit(limitOf('QCVN_19_2009_BTNMT', 'dust_total', 'B'), [
      kpForStackFlow(60000),
      kvForArea('type3'),
    ]);
    expect(cmax.limit).toEqual({ kind: 'max', max: 180 });
  });

  it('never scales pH or temperature', () => {
    const pH = permittedLimit(limitOf('QCVN_40_2011_BTNMT', 'pH', 'B'), [0.9, 1.2]);
    expect(pH.limit).toEqual({ kind: 'range', min: 5.5, max: 9 });
    expect(pH.factor).toBe(1);
    expect(pH.formula).toMatch(/không áp dụng hệ số/);
    expect(permittedLimit(limitOf('QCVN_40_2011_BTNMT', 'temperature', 'A'), [0.9]).limit).toEqual({
      kind: 'max',
      max: 40,
    });
  });
});
