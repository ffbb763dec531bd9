import { describe, expect, it } from 'vitest';
import type { AlertFact } from '../../../../server/alerts/alert-messages';
import { applyMaintenance, factTime } from '../../../../server/alerts/maintenance-muting';

// Muting by maintenance windows on a fake clock.

const now = new Date('2026-11-28T03:00:00Z');
const minutes = (n: number) => new Date(now.getTime() + n * 60_000);
const station = { id: 7, code: 'PL-NT01', name: 'Trạm nước thải số 1', customerId: 1 };
const limit = { kind: 'max', max: 135 } as never;
const exceed = (time: Date): { fact: AlertFact } => ({
  fact: {
    kind: 'exceed_threshold',
    station,
    parameter: { code: 'COD', name: 'COD', unit: 'mg/L', limit, value: 200, time },
  },
});
const lost = (lastDataTime: Date): { fact: AlertFact } => ({
  fact: { kind: 'signal_lost', station, lastDataTime, windowMinutes: 30 },
});
const window = (startsAt: Date, expectedEnd: Date, endedAt: Date | null = null) => ({
  id: 1,
  startsAt,
  expectedEnd,
  endedAt,
});

describe('applyMaintenance', () => {
  it('mutes everything while a window runs, late exceedances too', () => {
    const past = [{ parameter: exceed(minutes(-300)).fact, endedAt: minutes(-200) }] as never;
    expect(
      applyMaintenance([exceed(now)], past, [window(minutes(-10), minutes(50))], now, 30),
    ).toEqual({ muted: true, kept: [], past: [] });
  });

  it('speaks again once the window is over, on values measured after it only', () => {
    const windows = [window(minutes(-60), minutes(50), minutes(-5))];
    const after = applyMaintenance([exceed(minutes(-1))], [], windows, now, 30);
    expect(after).toMatchObject({ muted: false, kept: [exceed(minutes(-1))] });
    const inside = applyMaintenance([exceed(minutes(-10))], [], windows, now, 30);
    expect(inside).toMatchObject({ muted: false, kept: [] });
  });

  it('counts a signal loss from the end of the window', () => {
    const windows = [window(minutes(-120), minutes(-20))];
    expect(applyMaintenance([lost(minutes(-120))], [], windows, now, 30).kept).toEqual([]);
    expect(applyMaintenance([lost(minutes(-120))], [], windows, minutes(11), 30).kept).toEqual([
      lost(minutes(-120)),
    ]);
  });

  it('leaves alerts alone without a window', () => {
    expect(applyMaintenance([exceed(now)], [], [], now, 30)).toEqual({
      muted: false,
      kept: [exceed(now)],
      past: [],
    });
    expect(factTime(exceed(minutes(-3)).fact)).toEqual(minutes(-3));
  });
});
