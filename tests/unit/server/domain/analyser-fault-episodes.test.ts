// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { analyserFaultEpisodes, expectedRecordCount } from '../../../../server/domain';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 28, 1, minute));
const records = (status: string, ...minutes: number[]) =>
  minutes.map((minute) => ({ time: at(minute), status }));

describe('analyser fault episodes', () => {
  it('makes one episode of a run of one status, lasting to the end of its last slot', () => {
    const episodes = analyserFaultEpisodes([
      ...records('00', 0, 5),
      ...records('02', 10, 15, 20),
      ...records('00', 25),
    ]);
    expect(episodes).toEqual([{ statusCode: '02', start: at(10), end: at(25), recordCount: 3 }]);
  });

  it('splits at a change of status and where the records stop for over two intervals', () => {
    const episodes = analyserFaultEpisodes([
      ...records('01', 0, 5),
      ...records('02', 10),
      ...records('02', 30, 35),
    ]);
    expect(episodes.map((e) => [e.statusCode, e.start, e.end])).toEqual([
      ['01', at(0), at(10)],
      ['02', at(10), at(15)],
      ['02', at(30), at(40)],
    ]);
  });

  it('finds nothing in measuring records, whatever their order', () => {
    expect(analyserFaultEpisodes(records('00', 20, 0, 10))).toEqual([]);
  });

  it('counts the record slots a span should hold', () => {
    expect(expectedRecordCount(at(0), at(75))).toBe(15);
    expect(expectedRecordCount(at(0), at(4))).toBe(0);
  });
});
