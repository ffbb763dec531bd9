// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseDataLine } from '../../../../../server/ingest/parser';

const accepted = (text: string, options = {}) => {
  const result = parseDataLine(text, 7, options);
  if (!result.ok) throw new Error(`expected acceptance, got: ${result.reason}`);
  return result.measurement;
};
const reason = (text: string) => {
  const result = parseDataLine(text, 1);
  if (result.ok) throw new Error('expected rejection');
  return result.reason;
};

describe('parseDataLine', () => {
  it('reads the reference example line', () => {
    const measurement = accepted('COD\t45.2\tmg/L\t20250315143000\t00');
    expect(measurement).toMatchObject({
      line: 7,
      parameter: 'COD',
      rawParameter: 'COD',
      value: 45.2,
      unit: 'mg/L',
      timeIso: '2025-03-15T07:30:00.000Z',
      statusCode: '00',
      deviceStatus: 'measuring',
    });
  });

  it('maps the status codes 01 and 02', () => {
    expect(accepted('COD\t120\tmg/L\t20250315143000\t01').deviceStatus).toBe('calibrating');
    expect(accepted('COD\t0\tmg/L\t20250315143000\t02').deviceStatus).toBe('device_error');
  });

  it('splits on any run of spaces', () => {
    expect(accepted('TSS   30.5  mg/L 20250315143000    00').value).toBe(30.5);
  });

  it('accepts a comma as decimal separator', () => {
    expect(accepted('pH\t7,25\t-\t20250315143000\t00').value).toBe(7.25);
  });

  it('accepts negative values, exponents and leading dots', () => {
    expect(accepted('Temp\t-1.5\toC\t20250315143000\t00').value).toBe(-1.5);
    expect(accepted('Hg\t5e-3\tmg/L\t20250315143000\t00').value).toBe(0.005);
    expect(accepted('Hg\t.004\tmg/L\t20250315143000\t00').value).toBe(0.004);
  });

  it('accepts an empty unit between TABs and a missing unit on a space-separated line', () => {
    expect(accepted('pH\t7.1\t\t20250315143000\t00').unit).toBe('');
    expect(accepted('pH 7.1 20250315143000 00').unit).toBe('');
  });

  it('tolerates trailing CR and surrounding spaces', () => {
    expect(accepted('  COD\t45.2\tmg/L\t20250315143000\t00\r').value).toBe(45.2);
  });

  it('accepts the national symbols including PM2,5 and Flow', () => {
    expect(accepted('PM2,5\t21\tug/m3\t20250315143000\t00').parameter).toBe('PM2,5');
    expect(accepted('Flow\t12.5\tm3/h\t20250315143000\t00').parameter).toBe('Flow');
  });

  it('maps a parameter through the alias table case-insensitively, keeping the raw code', () => {
    const measurement = accepted('cod\t45\tmg/L\t20250315143000\t00', {
      parameterAliases: { COD: 'cod_out' },
    });
    expect(measurement.parameter).toBe('cod_out');
    expect(measurement.rawParameter).toBe('cod');
  });

  it('keeps an unknown code as written when there is an alias table', () => {
    expect(
      accepted('NH4\t2\tmg/L\t20250315143000\t00', { parameterAliases: { COD: 'cod' } }).parameter,
    ).toBe('NH4');
  });

  it.each([
    ['COD\t45.2\tmg/L\t20250315143000', /cần đúng 5 trường/],
    ['COD\t45.2\tmg/L\t20250315143000\t00\textra', /cần đúng 5 trường/],
    ['COD 45.2', /Dòng có 2 trường/],
    ['1COD\t45\tmg/L\t20250315143000\t00', /Mã thông số "1COD" không hợp lệ/],
    ['CO D\t45\tmg/L\t20250315143000\t00', /không hợp lệ|5 trường/],
    ['C#D\t45\tmg/L\t20250315143000\t00', /Mã thông số "C#D"/],
    ['COD\tabc\tmg/L\t20250315143000\t00', /Giá trị "abc" của COD không phải là số/],
    ['COD\t1,234.5\tmg/L\t20250315143000\t00', /không phải là số/],
    ['COD\tNaN\tmg/L\t20250315143000\t00', /không phải là số/],
    ['COD\t45.\tmg/L\t20250315143000\t00', /không phải là số/],
    ['COD\t1e999\tmg/L\t20250315143000\t00', /vượt quá giới hạn số/],
    ['COD\t45\tmg/L\t2025-03-15\t00', /Thời gian "2025-03-15" không hợp lệ/],
    ['COD\t45\tmg/L\t20250230143000\t00', /Thời gian "20250230143000" không hợp lệ/],
    ['COD\t45\tmg/L\t20250315143000\t03', /Mã trạng thái thiết bị "03" không hợp lệ/],
    ['COD\t45\tmg/L\t20250315143000\t0', /Mã trạng thái thiết bị "0"/],
    ['COD\t45\tmg/L\t20250315143000\tOK', /Mã trạng thái thiết bị "OK"/],
  ])('rejects %j with a Vietnamese reason', (text, expected) => {
    expect(reason(text)).toMatch(expected);
  });

  it.each([
    ['COD 45.2', 'field_count'],
    ['1COD\t45\tmg/L\t20250315143000\t00', 'bad_parameter'],
    ['COD\tabc\tmg/L\t20250315143000\t00', 'bad_value'],
    ['COD\t1e999\tmg/L\t20250315143000\t00', 'bad_value'],
    ['COD\t45\t%%%%%%%%%%%%%%%%%%%%%%%%%\t20250315143000\t00', 'bad_unit'],
    ['COD\t45\tmg/L\t20250230143000\t00', 'bad_time'],
    ['COD\t45\tmg/L\t20250315143000\t03', 'bad_status'],
  ])('gives %j the reason code %s', (text, code) => {
    const result = parseDataLine(text, 1);
    expect(result).toMatchObject({ ok: false, code });
  });
});
