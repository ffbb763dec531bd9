import { describe, expect, it } from 'vitest';
import {
  changedLimits,
  LIMIT_BOUND,
  limitsFormValues,
  limitsSchema,
  parseLimit,
  type LimitRow,
  type StationParameterLimits,
} from '../../../../src/features/admin/limits-form';

const ORDER = 'Giới hạn dưới phải nhỏ hơn hoặc bằng giới hạn trên';

/** The messages yup gives for one row, by field path. */
async function errorsOf(row: Omit<LimitRow, 'id'>): Promise<Record<string, string>> {
  try {
    await limitsSchema.validate({ rows: [{ id: 1, ...row }] }, { abortEarly: false });
    return {};
  } catch (error) {
    const { inner } = error as { inner: Array<{ path: string; message: string }> };
    return Object.fromEntries(inner.map(({ path, message }) => [path, message]));
  }
}

describe('limit values', () => {
  it('reads empty as no limit, a decimal comma or dot as a number, anything else as NaN', () => {
    expect(parseLimit('  ')).toBeNull();
    expect(parseLimit('75')).toBe(75);
    expect(parseLimit('-1,5')).toBe(-1.5);
    expect(parseLimit('0.25')).toBe(0.25);
    expect(parseLimit(',5')).toBe(0.5);
    for (const bad of ['abc', '1e3', '1.2.3', '-', '1 000', 'Infinity']) {
      expect(parseLimit(bad), bad).toBeNaN();
    }
  });
});

describe('limits form validation', () => {
  it('accepts numbers, empty fields and equal limits', async () => {
    expect(await errorsOf({ limit_min: '', limit_max: '' })).toEqual({});
    expect(await errorsOf({ limit_min: '6,5', limit_max: '8.5' })).toEqual({});
    expect(await errorsOf({ limit_min: '5', limit_max: '5' })).toEqual({});
    expect(await errorsOf({ limit_min: '5', limit_max: '' })).toEqual({});
  });

  it('refuses a lower limit above the upper one with the Vietnamese message', async () => {
    expect(await errorsOf({ limit_min: '10', limit_max: '9,5' })).toEqual({
      'rows[0].limit_min': ORDER,
    });
  });

  it('refuses text that is not a number, on the field that holds it', async () => {
    expect(await errorsOf({ limit_min: 'abc', limit_max: '5' })).toEqual({
      'rows[0].limit_min': 'Vui lòng nhập một số',
    });
  });

  it('bounds the magnitude of a limit', async () => {
    expect(await errorsOf({ limit_min: '', limit_max: String(LIMIT_BOUND) })).toEqual({});
    const errors = await errorsOf({ limit_min: `-${LIMIT_BOUND + 1}`, limit_max: '' });
    expect(errors['rows[0].limit_min']).toMatch(
      /^Giá trị phải nằm trong khoảng ±1\.000\.000\.000$/,
    );
  });
});

describe('what is saved', () => {
  const stored: StationParameterLimits[] = [
    { id: 1, code: 'COD', name: 'COD', unit: 'mg/L', limit_min: null, limit_max: 75 },
    { id: 2, code: 'pH', name: 'pH', unit: '', limit_min: 5.5, limit_max: 9 },
  ];

  it('starts the form from the stored limits, empty where there is none', () => {
    expect(limitsFormValues(stored).rows).toEqual([
      { id: 1, limit_min: '', limit_max: '75' },
      { id: 2, limit_min: '5.5', limit_max: '9' },
    ]);
  });

  it('writes only the rows that changed, as numbers or null', () => {
    const values = limitsFormValues(stored);
    expect(changedLimits(stored, values)).toEqual([]);
    values.rows[0]!.limit_max = '80,5';
    values.rows[1]!.limit_min = ' ';
    expect(changedLimits(stored, values)).toEqual([
      { id: 1, limit_min: null, limit_max: 80.5 },
      { id: 2, limit_min: null, limit_max: 9 },
    ]);
  });
});
