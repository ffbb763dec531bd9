import { describe, expect, it } from 'vitest';
import type { Incident } from '../../../../src/features/incidents/incident';
import { beyondLimit } from '../../../../src/features/incidents/incident-values';
import { incidentValuesRange } from '../../../../src/features/incidents/incidents-api';

const incident = (over: Partial<Incident>): Incident => ({
  id: 1,
  station_id: 1,
  parameter_code: 'COD',
  kind: 'exceedance',
  status: 'open',
  started_at: '2026-11-28T02:00:00.000Z',
  peak_value: 270,
  peak_at: null,
  limit_min: null,
  limit_max: 135,
  last_value: 270,
  last_at: null,
  acknowledged_at: null,
  resolved_at: null,
  escalation_level: 0,
  ...over,
});

describe('incidentValuesRange', () => {
  const now = new Date('2026-11-28T06:00:00.000Z');
  it('from an hour before the start to an hour after the end', () => {
    expect(incidentValuesRange(incident({ resolved_at: '2026-11-28T03:00:00.000Z' }), now)).toEqual(
      { from: '2026-11-28T01:00:00.000Z', to: '2026-11-28T04:00:00.000Z' },
    );
  });
  it('up to now while it lasts, and never past now', () => {
    expect(incidentValuesRange(incident({}), now)).toEqual({
      from: '2026-11-28T01:00:00.000Z',
      to: '2026-11-28T06:00:00.000Z',
    });
    expect(incidentValuesRange(incident({ resolved_at: '2026-11-28T05:30:00.000Z' }), now).to).toBe(
      '2026-11-28T06:00:00.000Z',
    );
  });
  it('at most the report API’s 366 days, the latest ones', () => {
    const range = incidentValuesRange(incident({ started_at: '2025-01-01T00:00:00.000Z' }), now);
    expect(Date.parse(range.to) - Date.parse(range.from)).toBe(366 * 86_400_000);
  });
});

describe('beyondLimit', () => {
  it('above a maximum, below a minimum, not on the limit', () => {
    expect(beyondLimit({ limit_min: null, limit_max: 135 }, 135.1)).toBe(true);
    expect(beyondLimit({ limit_min: null, limit_max: 135 }, 135)).toBe(false);
    expect(beyondLimit({ limit_min: 6, limit_max: 9 }, 5.9)).toBe(true);
    expect(beyondLimit({ limit_min: 6, limit_max: 9 }, 7)).toBe(false);
  });
});
