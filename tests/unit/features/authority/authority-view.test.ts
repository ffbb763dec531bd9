import { describe, expect, it } from 'vitest';
import {
  authorityPath,
  authoritySearch,
  periodDates,
  readAuthorityView,
} from '../../../../src/features/authority/authority-params';
import { completeness } from '../../../../src/features/authority/period-table';

// The authority screen's view in the URL, its periods in Vietnamese days, and completeness.

describe('authority screen view', () => {
  it('reads the station, period and bucket, falling back to the first station and today by hour', () => {
    const params = new URLSearchParams('station=7&period=7d&bucket=hour');
    expect(readAuthorityView(params, [3, 7])).toEqual({
      stationId: 7,
      period: '7d',
      bucket: 'hour',
    });
    expect(readAuthorityView(new URLSearchParams('station=99'), [3, 7])).toEqual({
      stationId: 3,
      period: 'today',
      bucket: 'hour',
    });
    // 30 days by the hour is over the server's cap: daily.
    expect(readAuthorityView(new URLSearchParams('period=30d&bucket=hour'), [3]).bucket).toBe(
      'day',
    );
    expect(readAuthorityView(new URLSearchParams(), [])).toMatchObject({ stationId: null });
  });

  it('opens on the first station that forwards to an authority when the address names none', () => {
    expect(readAuthorityView(new URLSearchParams(), [3, 7, 9], [9, 7]).stationId).toBe(7);
    expect(readAuthorityView(new URLSearchParams('station=3'), [3, 7], [7]).stationId).toBe(3);
    expect(readAuthorityView(new URLSearchParams(), [3, 7], []).stationId).toBe(3);
  });

  it('writes only what differs from the defaults', () => {
    expect(authoritySearch({ stationId: 3, period: 'today', bucket: 'hour' }).toString()).toBe(
      'station=3',
    );
    expect(authoritySearch({ stationId: 3, period: '7d', bucket: 'hour' }).toString()).toBe(
      'station=3&period=7d&bucket=hour',
    );
    expect(authorityPath(12)).toBe('/authority-forwarding?station=12');
  });

  it('counts periods in Vietnamese calendar days, today included', () => {
    // 23:30 on 1 March in Vietnam is still 16:30 UTC.
    const now = new Date('2026-03-01T16:30:00Z');
    expect(periodDates('today', now)).toEqual({ from: '2026-03-01', to: '2026-03-01' });
    expect(periodDates('7d', now)).toEqual({ from: '2026-02-23', to: '2026-03-01' });
    expect(periodDates('30d', new Date('2026-03-01T17:30:00Z'))).toEqual({
      from: '2026-02-01',
      to: '2026-03-02',
    });
  });

  it('shows completeness as the share of expected files the authority has', () => {
    expect(completeness(288, 288)).toBe('100%');
    expect(completeness(287, 288)).toBe('99%');
    expect(completeness(3, 0)).toBe('—');
    expect(completeness(300, 288)).toBe('100%');
  });
});
