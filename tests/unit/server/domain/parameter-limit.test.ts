// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { limitBreach, limitState, type ParameterLimit } from '../../../../server/domain';

const cod: ParameterLimit = { kind: 'max', max: 75 };
const pH: ParameterLimit = { kind: 'range', min: 5.5, max: 9 };
const settings = { nearRatio: 0.9, rangeNearMargin: 0.5 };

describe('limitState', () => {
  it.each([
    [75.01, 'exceed_threshold'],
    [75, 'near_threshold'],
    [67.5, 'near_threshold'],
    [67.49, 'within_threshold'],
    [51.3, 'within_threshold'],
    [0, 'within_threshold'],
  ])('COD %s against 75 → %s', (value, state) => {
    expect(limitState(value, cod, settings)).toBe(state);
  });

  it('uses the station near ratio', () => {
    expect(limitState(61, cod, { ...settings, nearRatio: 0.8 })).toBe('near_threshold');
    expect(limitState(61, cod, settings)).toBe('within_threshold');
  });

  it.each([
    [5.4, 'exceed_threshold'],
    [9.1, 'exceed_threshold'],
    [5.5, 'near_threshold'],
    [6.0, 'near_threshold'],
    [6.01, 'within_threshold'],
    [7.2, 'within_threshold'],
    [8.49, 'within_threshold'],
    [8.5, 'near_threshold'],
    [9, 'near_threshold'],
  ])('pH %s in 5.5–9 → %s', (value, state) => {
    expect(limitState(value, pH, settings)).toBe(state);
  });
});

describe('limitBreach', () => {
  it('names the bound that is broken', () => {
    expect(limitBreach(80, cod)).toEqual({ bound: 'max', limitValue: 75 });
    expect(limitBreach(5, pH)).toEqual({ bound: 'min', limitValue: 5.5 });
    expect(limitBreach(9.5, pH)).toEqual({ bound: 'max', limitValue: 9 });
    expect(limitBreach(7, pH)).toBeNull();
  });
});
