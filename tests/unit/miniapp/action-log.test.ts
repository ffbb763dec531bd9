import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ActionLog,
  ACTION_LOG_FLUSH_MS,
  systemClock,
  zaloActionLogSender,
  zaloEndpoints,
  type ActionLogEntry,
} from '../../../src/miniapp';
import { fakeHttp, form, json } from './fake-http';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const entry = (action: string, error = 0): ActionLogEntry => ({
  action,
  error,
  message: error ? 'failed' : 'Success',
  data: {},
});

describe('ActionLog', () => {
  it('sends everything recorded as one batch every 5 s, and nothing when empty', async () => {
    expect(ACTION_LOG_FLUSH_MS).toBe(5000);
    const sent: ActionLogEntry[][] = [];
    const log = new ActionLog(async (batch) => void sent.push(batch), systemClock);
    log.start();
    log.record(entry('openChat'));
    log.record(entry('followOA', -1410));
    await vi.advanceTimersByTimeAsync(4999);
    expect(sent).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toEqual([[entry('openChat'), entry('followOA', -1410)]]);
    expect(log.size).toBe(0);

    await vi.advanceTimersByTimeAsync(5000);
    expect(sent).toHaveLength(1);
    log.record(entry('openWebview'));
    await vi.advanceTimersByTimeAsync(5000);
    expect(sent).toEqual([[entry('openChat'), entry('followOA', -1410)], [entry('openWebview')]]);
    log.stop();
  });

  it('flushes at once when the app is paused', async () => {
    const sent: ActionLogEntry[][] = [];
    const log = new ActionLog(async (batch) => void sent.push(batch), systemClock);
    let pause: (() => void) | undefined;
    log.flushOnPause((onPaused) => (pause = onPaused));
    log.start();
    log.record(entry('getUserInfo'));
    await vi.advanceTimersByTimeAsync(1000);
    pause?.();
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toEqual([[entry('getUserInfo')]]);
    await vi.advanceTimersByTimeAsync(4000);
    expect(sent).toHaveLength(1);
    log.stop();
  });

  it('drops a batch whose send fails and keeps going', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const send = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined);
    const log = new ActionLog(send, systemClock);
    log.record(entry('a'));
    await log.flush();
    log.record(entry('b'));
    await log.flush();
    expect(send).toHaveBeenLastCalledWith([entry('b')]);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('stop() ends the periodic flush; start() twice keeps one timer', async () => {
    const send = vi.fn(async () => {});
    const log = new ActionLog(send, systemClock);
    log.start();
    log.start();
    expect(vi.getTimerCount()).toBe(1);
    log.stop();
    log.record(entry('x'));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(send).not.toHaveBeenCalled();
  });

  it('with the Zalo sender, batches reach the action-log endpoint', async () => {
    const { http, requests } = fakeHttp(() => json({ error: 0 }));
    const endpoints = zaloEndpoints({ actionLog: 'https://log.test/async' });
    const log = new ActionLog(zaloActionLogSender({ http, endpoints }, 'app-3'), systemClock);
    log.start();
    log.record(entry('openChat'));
    await vi.advanceTimersByTimeAsync(5000);
    expect(requests).toHaveLength(1);
    expect(requests[0].url.href).toBe('https://log.test/async');
    expect(form(requests[0]).appId).toBe('app-3');
    expect(JSON.parse(form(requests[0]).data)).toEqual([entry('openChat')]);
    log.stop();
  });
});
