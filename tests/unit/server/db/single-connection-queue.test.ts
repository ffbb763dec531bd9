import { describe, expect, it } from 'vitest';
import { DatabaseUnavailableError } from '../../../../server/db/database-unavailable';
import { SingleConnectionQueue } from '../../../../server/db/single-connection-queue';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('SingleConnectionQueue', () => {
  it('runs one piece of work at a time, in order', async () => {
    const queue = new SingleConnectionQueue(1000, 2);
    const order: string[] = [];
    const work = (name: string, ms: number) =>
      queue.run(async () => {
        order.push(`${name} start`);
        await sleep(ms);
        order.push(`${name} end`);
      });
    await Promise.all([work('a', 20), work('b', 0), work('c', 0)]);
    expect(order).toEqual(['a start', 'a end', 'b start', 'b end', 'c start', 'c end']);
  });

  it('gives up on a waiter after the bound, and its work never runs', async () => {
    const queue = new SingleConnectionQueue(50, 2);
    let release = () => undefined as void;
    const holder = queue.run(() => new Promise<void>((resolve) => (release = resolve)));
    let ran = false;
    const started = Date.now();
    const waiter = queue.run(async () => {
      ran = true;
    });
    await expect(waiter).rejects.toBeInstanceOf(DatabaseUnavailableError);
    await expect(waiter).rejects.toMatchObject({ reason: 'busy', retryAfterSeconds: 2 });
    expect(Date.now() - started).toBeLessThan(1000);
    release();
    await holder;
    expect(ran).toBe(false);
    await queue.run(async () => undefined);
  });

  it('frees the connection when work fails, and reports idle once all is done', async () => {
    const queue = new SingleConnectionQueue(1000, 2);
    await expect(queue.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    let done = false;
    const last = queue.run(async () => {
      await sleep(10);
      done = true;
    });
    await queue.idle();
    expect(done).toBe(true);
    await last;
  });
});
