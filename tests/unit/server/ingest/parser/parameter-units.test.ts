// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { convertUnit, normalizeUnit } from '../../../../../server/domain';
import { parseDataFile } from '../../../../../server/ingest/parser';

const FILE_NAME = 'HCM_NMABC_NUOC_20250315143500.txt';
const UNITS = { COD: 'mg/L', Flow: 'm³/h', Temp: '°C', pH: '', PM: 'mg/Nm³' };

async function parseLines(lines: readonly string[]) {
  return parseDataFile(
    { fileName: FILE_NAME, content: lines.join('\r\n') },
    { parameterUnits: UNITS },
  );
}

describe('convertUnit (data/units.json)', () => {
  it.each([
    [60, 'g/L', 'mg/L', 60_000],
    [500, 'µg/L', 'mg/L', 0.5],
    [0.3, 'ug/l', 'mg/L', 0.0003],
    [2, 'g/Nm3', 'mg/Nm³', 2000],
    [1, 'm3/s', 'm³/h', 3600],
    [10, 'L/s', 'm³/h', 36],
    [2400, 'm3/ngày', 'm³/h', 100],
    [300, 'K', '°C', 26.85],
    [25, 'oC', 'K', 298.15],
    [760, 'mmHg', 'kPa', 101.325],
  ])('%s %s → %s %s', (value, from, to, expected) => {
    expect(convertUnit(value, from, to)).toEqual({ ok: true, value: expected, converted: true });
  });

  it('leaves a value alone when the unit is the same however it is typed, or not given', () => {
    for (const from of ['mg/L', 'MG/L', 'mg / l', '']) {
      expect(convertUnit(45.2, from, 'mg/L')).toEqual({ ok: true, value: 45.2, converted: false });
    }
    expect(normalizeUnit('m³/h')).toBe(normalizeUnit('M3/H'));
  });

  it('refuses unknown units and units of another quantity (actual m³ is not Nm³)', () => {
    expect(convertUnit(1, 'ppm', 'mg/L')).toEqual({ ok: false, reason: 'unknown_unit' });
    expect(convertUnit(1, 'mg/Nm3', 'mg/L')).toEqual({ ok: false, reason: 'other_quantity' });
    expect(convertUnit(1, 'm3/h', 'Nm³/h')).toEqual({ ok: false, reason: 'other_quantity' });
  });
});

describe('parseDataFile with the station’s parameter units', () => {
  it('stores COD sent in g/L as mg/L (not 1,000 times too small), keeping what was received', async () => {
    const parsed = await parseLines(['COD\t60\tg/L\t20250315143000\t00']);
    expect(parsed.rejections.total).toBe(0);
    expect(parsed.measurements[0]).toMatchObject({
      parameter: 'COD',
      value: 60_000,
      unit: 'mg/L',
      received: { value: 60, unit: 'g/L' },
    });
  });

  it('converts flow and temperature, and keeps lines already in the parameter unit as they are', async () => {
    const parsed = await parseLines([
      'Flow\t10\tL/s\t20250315143000\t00',
      'Temp\t300\tK\t20250315143000\t00',
      'COD\t45.2\tmg/L\t20250315143000\t00',
      'pH\t7.1\t-\t20250315143000\t00',
    ]);
    expect(parsed.measurements.map((m) => [m.parameter, m.value, m.unit])).toEqual([
      ['Flow', 36, 'm³/h'],
      ['Temp', 26.85, '°C'],
      ['COD', 45.2, 'mg/L'],
      ['pH', 7.1, ''],
    ]);
    expect(parsed.measurements[2].received).toBeUndefined();
  });

  it('rejects an unknown unit per line with bad_unit and a reason naming both units', async () => {
    const parsed = await parseLines([
      'COD\t60\tppm\t20250315143000\t00',
      'PM\t60\tmg/L\t20250315143000\t00',
      'COD\t45\tmg/L\t20250315143500\t00',
    ]);
    expect(parsed.measurements.map((m) => m.value)).toEqual([45]);
    expect(parsed.rejections.byReason).toEqual({ bad_unit: 2 });
    expect(parsed.rejections.listed.map((r) => [r.line, r.code, r.reason])).toEqual([
      [1, 'bad_unit', 'Đơn vị "ppm" của COD không quy đổi được sang đơn vị của thông số là "mg/L"'],
      [
        2,
        'bad_unit',
        'Đơn vị "mg/L" của PM khác loại đại lượng với đơn vị của thông số là "mg/Nm³"',
      ],
    ]);
  });
});
