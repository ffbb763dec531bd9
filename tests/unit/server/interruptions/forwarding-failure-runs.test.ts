import { describe, expect, it } from 'vitest';
import {
  forwardingFailureRuns,
  type TransferAttempt,
} from '../../../../server/interruptions/forwarding-failure-runs';

// The periods a station's files could not reach the authority, from its transfer attempts.

const at = (minute: number) => new Date(Date.UTC(2026, 10, 28, 0, minute));
const attempt = (minute: number, result: string, reply: string | null = null): TransferAttempt => ({
  startedAt: at(minute),
  finishedAt: at(minute + 1),
  result,
  reply,
});
const from = at(10);
const until = at(200);

describe('forwarding failure runs', () => {
  it('runs from the first failure to the next delivery, with the last reply', () => {
    const runs = forwardingFailureRuns(
      [
        attempt(20, 'sent'),
        attempt(30, 'retry', 'ECONNREFUSED'),
        attempt(31, 'retry', '421 Service not available'),
        attempt(40, 'already_there'),
        attempt(45, 'sent'),
        attempt(60, 'settings', '530 Login incorrect.'),
        attempt(90, 'sent'),
      ],
      from,
      until,
    );
    expect(runs).toEqual([
      { start: at(30), end: at(41), open: false, lastReply: '421 Service not available' },
      { start: at(60), end: at(91), open: false, lastReply: '530 Login incorrect.' },
    ]);
  });

  it('starts at the period when the station was already failing, and keeps a run still open', () => {
    const runs = forwardingFailureRuns(
      [
        attempt(5, 'retry', 'ETIMEDOUT'),
        attempt(50, 'retry'),
        attempt(70, 'sent'),
        attempt(150, 'retry'),
      ],
      from,
      until,
    );
    expect(runs).toEqual([
      { start: from, end: at(71), open: false, lastReply: 'ETIMEDOUT' },
      { start: at(150), end: until, open: true, lastReply: null },
    ]);
  });

  it('finds nothing when every file went through, or only before the period', () => {
    expect(forwardingFailureRuns([attempt(20, 'sent'), attempt(25, 'sent')], from, until)).toEqual(
      [],
    );
    expect(forwardingFailureRuns([attempt(2, 'retry'), attempt(5, 'sent')], from, until)).toEqual(
      [],
    );
    expect(forwardingFailureRuns([], from, until)).toEqual([]);
  });
});
