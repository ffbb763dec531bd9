import { describe, expect, it } from 'vitest';
import {
  incidentPeriodStart,
  incidentSearch,
  readIncidentFilter,
} from '../../../../src/features/incidents/incident-params';
import { buildBreadcrumbs } from '../../../../src/routes/breadcrumbs';

describe('incident list filter in the URL', () => {
  it('reads known values and drops the rest', () => {
    const params = new URLSearchParams('station=5&kind=signal_lost&status=open&period=7d');
    expect(readIncidentFilter(params, [5, 6])).toEqual({
      stationId: 5,
      kind: 'signal_lost',
      status: 'open',
      period: '7d',
    });
    const foreign = new URLSearchParams('station=99&kind=fire&status=closed&period=1y');
    expect(readIncidentFilter(foreign, [5])).toEqual({
      stationId: null,
      kind: null,
      status: null,
      period: '30d',
    });
  });

  it('writes only what differs from the default view', () => {
    expect(
      incidentSearch({ stationId: null, kind: null, status: null, period: '30d' }).toString(),
    ).toBe('');
    expect(
      incidentSearch({
        stationId: 3,
        kind: 'exceedance',
        status: 'resolved',
        period: 'today',
      }).toString(),
    ).toBe('station=3&kind=exceedance&status=resolved&period=today');
  });

  it('"today" starts at Vietnam midnight', () => {
    // 2026-11-27 01:30 in Vietnam is 2026-11-26 18:30 UTC.
    expect(incidentPeriodStart('today', new Date('2026-11-26T18:30:00Z')).toISOString()).toBe(
      '2026-11-26T17:00:00.000Z',
    );
    expect(incidentPeriodStart('7d', new Date('2026-11-26T18:30:00Z')).toISOString()).toBe(
      '2026-11-19T18:30:00.000Z',
    );
  });

  it('an incident reads Trang chủ / Sự cố / <id> in the breadcrumbs', () => {
    expect(buildBreadcrumbs('/incidents/12')).toEqual([
      { labelKey: 'home', to: '/' },
      { labelKey: 'incidents', to: '/incidents' },
      { raw: '12' },
    ]);
  });
});
