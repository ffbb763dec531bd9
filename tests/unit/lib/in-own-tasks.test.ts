import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runEachInOwnTask } from '../../../src/lib/in-own-tasks';

describe('runEachInOwnTask', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs nothing now, then one job per task, in order', () => {
    const ran: string[] = [];
    runEachInOwnTask([() => ran.push('first'), () => ran.push('second')]);
    expect(ran).toEqual([]);
    vi.advanceTimersToNextTimer();
    expect(ran).toEqual(['first']);
    vi.advanceTimersToNextTimer();
    expect(ran).toEqual(['first', 'second']);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('runs none of the jobs left once cancelled', () => {
    const ran: string[] = [];
    const cancel = runEachInOwnTask([() => ran.push('first'), () => ran.push('second')]);
    vi.advanceTimersToNextTimer();
    cancel();
    vi.runAllTimers();
    expect(ran).toEqual(['first']);
  });
});
