import { describe, expect, it } from 'vitest';
import {
  LIMIT_BOUND,
  limitsFormValues,
  limitsSchema,
  limitVersions,
  parseLimit,
  versionsInForce,
  versionState,
  type LimitRow,
  type LimitsFormValues,
  type StationParameterLimits,
} from '../../../../src/features/admin/limits-form';

const ORDER = 'Giới hạn dưới phải nhỏ hơn hoặc bằng giới hạn trên';

const stored: StationParameterLimits[] = [
  {
    id: 1,
    code: 'COD',
    name: 'COD',
    unit: 'mg/L',
    limit_min: null,
    limit_max: 75,
    in_force_from: '2026-03-01',
  },
  {
    id: 2,
    code: 'pH',
    name: 'pH',
    unit: '',
    limit_min: 5.5,
    limit_max: 9,
    in_force_from: '1900-01-01',
  },
];
const TODAY = '2026-11-25';
const VERSION = { effective_from: TODAY, legal_basis: 'QCVN 40:2011/BTNMT cột A', note: '' };

/** The messages yup gives for a whole form, by field path. */
async function formErrors(values: LimitsFormValues): Promise<Record<string, string>> {
  try {
    await limitsSchema(stored).validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    const { inner } = error as { inner: Array<{ path: string; message: string }> };
    return Object.fromEntries(inner.map(({ path, message }) => [path, message]));
  }
}

/** The messages yup gives for one row, by field path. */
const errorsOf = (row: Omit<LimitRow, 'id'>) =>
  formErrors({ rows: [{ id: 1, ...row }], ...VERSION });

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

describe('the new version’s day, basis and note', () => {
  const changed = (version: Partial<LimitsFormValues>): LimitsFormValues => {
    const values = {
      ...limitsFormValues(stored, TODAY),
      legal_basis: 'Giấy phép số 12/GP',
      ...version,
    };
    values.rows[0]!.limit_max = '70';
    return values;
  };

  it('asks for a legal basis of at most 200 characters, and a note of at most 1000', async () => {
    expect(await formErrors(changed({}))).toEqual({});
    expect(await formErrors(changed({ legal_basis: '   ' }))).toEqual({
      legal_basis: 'Vui lòng nhập căn cứ pháp lý',
    });
    expect(await formErrors(changed({ legal_basis: 'x'.repeat(201) }))).toEqual({
      legal_basis: 'Tối đa 200 ký tự',
    });
    expect(await formErrors(changed({ note: 'x'.repeat(1001) }))).toEqual({
      note: 'Tối đa 1000 ký tự',
    });
  });

  it('wants a real day after the one of the version in force of every changed parameter', async () => {
    expect(await formErrors(changed({ effective_from: '2026-02-30' }))).toEqual({
      effective_from: 'Vui lòng chọn một ngày hợp lệ',
    });
    expect(await formErrors(changed({ effective_from: '3000-01-01' }))).toEqual({
      effective_from: 'Ngày hiệu lực phải nằm trong khoảng 01/01/1900 – 31/12/2999',
    });
    for (const day of ['2026-03-01', '2025-12-31']) {
      expect(await formErrors(changed({ effective_from: day })), day).toEqual({
        effective_from:
          'Ngày hiệu lực phải sau ngày 01/03/2026, ngày giới hạn hiện hành của COD bắt đầu có hiệu lực',
      });
    }
    expect(await formErrors(changed({ effective_from: '2026-03-02' }))).toEqual({});
    // Only a changed parameter's version counts: pH, unchanged, has been in force since 1900.
    const phOnly = limitsFormValues(stored, '2025-12-31');
    phOnly.rows[1]!.limit_min = '6';
    expect(await formErrors({ ...phOnly, legal_basis: 'QCVN' })).toEqual({});
  });
});

describe('what is saved', () => {
  it('starts the form from the current limits, empty where there is none, from today', () => {
    expect(limitsFormValues(stored, TODAY)).toEqual({
      rows: [
        { id: 1, limit_min: '', limit_max: '75' },
        { id: 2, limit_min: '5.5', limit_max: '9' },
      ],
      effective_from: TODAY,
      legal_basis: '',
      note: '',
    });
  });

  it('adds one version per changed parameter, limits as numbers or null, basis and note trimmed', () => {
    const values = { ...limitsFormValues(stored, TODAY), legal_basis: ' QCVN 40 ', note: ' ' };
    expect(limitVersions(stored, values)).toEqual([]);
    values.rows[0]!.limit_max = '80,5';
    values.rows[1]!.limit_min = ' ';
    const version = { effective_from: TODAY, legal_basis: 'QCVN 40', note: null };
    expect(limitVersions(stored, values)).toEqual([
      { station_parameter_id: 1, limit_min: null, limit_max: 80.5, ...version },
      { station_parameter_id: 2, limit_min: null, limit_max: 9, ...version },
    ]);
    expect(limitVersions(stored, { ...values, note: ' Giấy phép sửa đổi ' })[0]!.note).toBe(
      'Giấy phép sửa đổi',
    );
  });
});

describe('which version is in force', () => {
  const versions = [
    { id: 3, station_parameter_id: 1, effective_from: '2026-12-01' },
    { id: 2, station_parameter_id: 1, effective_from: '2026-03-01' },
    { id: 1, station_parameter_id: 1, effective_from: '1900-01-01' },
    { id: 4, station_parameter_id: 2, effective_from: '2027-01-01' },
  ];

  it('is the latest one from today or before; later ones are to come, earlier ones replaced', () => {
    const inForce = versionsInForce(versions, TODAY);
    expect([...inForce].map(([parameter, version]) => [parameter, version.id])).toEqual([[1, 2]]);
    expect(versions.map((version) => versionState(version, inForce, TODAY))).toEqual([
      'upcoming',
      'inForce',
      'past',
      'upcoming',
    ]);
    // On its own day a version is in force.
    const onTheDay = versionsInForce(versions, '2026-12-01');
    expect(versionState(versions[0]!, onTheDay, '2026-12-01')).toBe('inForce');
  });
});
