// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { StationQueue } from '../../../../server/ingest/station-queue';

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('StationQueue', () => {
  it('runs the files of one station one after the other, in arrival order', async () => {
    const queue = new StationQueue();
    const events: string[] = [];
    const file = (name: string, ms: number) => async () => {
      events.push(`${name} start`);
      await later(ms);
      events.push(`${name} end`);
      return name;
    };
    const results = await Promise.all([
      queue.run(1, file('large', 30)),
      queue.run(1, file('small', 1)),
    ]);
    expect(results).toEqual(['large', 'small']);
    expect(events).toEqual(['large start', 'large end', 'small start', 'small end']);
  });

  it('does not hold other stations', async () => {
    const queue = new StationQueue();
    const events: string[] = [];
    const slow = queue.run(1, async () => {
      await later(30);
      events.push('station 1');
    });
    await queue.run(2, async () => {
      events.push('station 2');
    });
    await slow;
    expect(events).toEqual(['station 2', 'station 1']);
  });

  it('goes on with the next file after one failed, and reports the failure to its caller', async () => {
    const queue = new StationQueue();
    const failed = queue.run(1, () => Promise.reject(new Error('database away')));
    const next = queue.run(1, () => Promise.resolve('stored'));
    await expect(failed).rejects.toThrow('database away');
    await expect(next).resolves.toBe('stored');
  });
});
