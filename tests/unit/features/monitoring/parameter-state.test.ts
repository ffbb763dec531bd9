import { describe, expect, it } from 'vitest';
import { parameterState } from '../../../../src/features/monitoring/lib/parameter-state';
import { measurement } from './fixtures';

describe('parameterState', () => {
  it('judges a maximum: exceed above it, near from the ratio', () => {
    expect(parameterState(measurement({ value: 151 }), 0.9)).toBe('exceed');
    expect(parameterState(measurement({ value: 150 }), 0.9)).toBe('near');
    expect(parameterState(measurement({ value: 135 }), 0.9)).toBe('near');
    expect(parameterState(measurement({ value: 134.9 }), 0.9)).toBe('normal');
  });

  it('judges a range (pH) on both sides with the ratio’s margin', () => {
    const ph = { limit_min: 5.5, limit_max: 9 };
    expect(parameterState(measurement({ ...ph, value: 5.4 }), 0.9)).toBe('exceed');
    expect(parameterState(measurement({ ...ph, value: 9.1 }), 0.9)).toBe('exceed');
    expect(parameterState(measurement({ ...ph, value: 5.6 }), 0.9)).toBe('near');
    expect(parameterState(measurement({ ...ph, value: 8.9 }), 0.9)).toBe('near');
    expect(parameterState(measurement({ ...ph, value: 7 }), 0.9)).toBe('normal');
  });

  it('never judges a flagged or missing value, nor one without limit', () => {
    expect(parameterState(measurement({ value: 999, device_status: '01' }), 0.9)).toBe('invalid');
    expect(parameterState(measurement({ value: 999, device_status: '02' }), 0.9)).toBe('invalid');
    expect(parameterState(measurement({ value: null }), 0.9)).toBe('none');
    expect(parameterState(measurement({ limit_max: null, value: 999 }), 0.9)).toBe('normal');
  });
});
