import { describe, expect, it } from 'vitest';
import {
  parameterName,
  parameterNameOf,
  parameterNames,
  parameterNameWithUnit,
} from '../../../shared/parameter-name';

// Issue 14: 'Flow (m³/h)', 'Temp' and 'Lưu lượng khí thải' side by side. One rule: the station's
// own name of the parameter, the code only when it has none, the unit in its own place.
describe('parameter display name', () => {
  it('is the station parameter’s name, never its logger code', () => {
    expect(parameterName({ code: 'Flow', name: 'Lưu lượng' })).toBe('Lưu lượng');
    expect(parameterName({ code: 'Temp', name: '  Nhiệt độ khí thải ' })).toBe('Nhiệt độ khí thải');
  });

  it('falls back to the code when no name is set', () => {
    for (const name of [undefined, null, '', '   ']) {
      expect(parameterName({ code: 'COD', name }), String(name)).toBe('COD');
    }
  });

  it('puts the unit in brackets after the name only when asked', () => {
    expect(parameterNameWithUnit({ code: 'Flow', name: 'Lưu lượng', unit: 'm³/h' })).toBe(
      'Lưu lượng (m³/h)',
    );
    expect(parameterNameWithUnit({ code: 'pH', name: 'pH', unit: '' })).toBe('pH');
    expect(parameterNameWithUnit({ code: 'Temp', name: '', unit: '°C' })).toBe('Temp (°C)');
  });

  it('joins the different names several stations give one code, each once', () => {
    expect(
      parameterNames([
        { code: 'Flow', name: 'Lưu lượng' },
        { code: 'Flow', name: 'Lưu lượng khí thải' },
        { code: 'Flow', name: 'Lưu lượng' },
      ]),
    ).toBe('Lưu lượng / Lưu lượng khí thải');
    expect(parameterNames([])).toBe('');
  });

  it('finds a code among a station’s parameters', () => {
    const parameters = [
      { code: 'COD', name: 'Nhu cầu oxy hóa học' },
      { code: 'pH', name: 'pH' },
    ];
    expect(parameterNameOf(parameters, 'COD')).toBe('Nhu cầu oxy hóa học');
    expect(parameterNameOf(parameters, 'NH4')).toBe('NH4');
    expect(parameterNameOf(undefined, 'NH4')).toBe('NH4');
  });
});
