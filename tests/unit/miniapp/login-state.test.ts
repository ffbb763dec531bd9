import { describe, expect, it, vi } from 'vitest';
import { HOST_COOKIE, hostCookie, LoginState, type HostLogin } from '../../../src/miniapp';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const login = (code: string): HostLogin => ({
  miniProgramConfig: { userAuthorized: true },
  cookiesOAuthLogins: [{ name: HOST_COOKIE.authCode, value: code }],
});

describe('LoginState', () => {
  it('goes undefined → doing → done and queues concurrent callers until done', async () => {
    const jump = deferred<HostLogin>();
    const jumpFn = vi.fn(() => jump.promise);
    const state = new LoginState(jumpFn);
    expect(state.status).toBeUndefined();

    const first = state.ensure();
    const second = state.ensure();
    const third = state.ensure();
    expect(state.status).toBe('doing');
    expect(state.queued).toBe(2);
    let released = false;
    void second.then(() => (released = true));
    await Promise.resolve();
    expect(released).toBe(false);

    jump.resolve(login('code-1'));
    await expect(first).resolves.toEqual(login('code-1'));
    await expect(second).resolves.toEqual(login('code-1'));
    await expect(third).resolves.toEqual(login('code-1'));
    expect(state.status).toBe('done');
    expect(state.queued).toBe(0);
    expect(jumpFn).toHaveBeenCalledTimes(1);
  });

  it('serves the finished login from cache until a refresh is forced', async () => {
    let n = 0;
    const jumpFn = vi.fn(async () => login(`code-${++n}`));
    const state = new LoginState(jumpFn);
    await state.ensure();
    await expect(state.ensure()).resolves.toEqual(login('code-1'));
    expect(jumpFn).toHaveBeenCalledTimes(1);

    await expect(state.ensure({ force: true })).resolves.toEqual(login('code-2'));
    expect(jumpFn).toHaveBeenCalledTimes(2);

    state.reset();
    expect(state.status).toBeUndefined();
    await expect(state.ensure()).resolves.toEqual(login('code-3'));
  });

  it('a forced refresh during a running jump joins that jump', async () => {
    const jump = deferred<HostLogin>();
    const jumpFn = vi.fn(() => jump.promise);
    const state = new LoginState(jumpFn);
    const first = state.ensure();
    const forced = state.ensure({ force: true });
    jump.resolve(login('fresh'));
    await expect(first).resolves.toEqual(login('fresh'));
    await expect(forced).resolves.toEqual(login('fresh'));
    expect(jumpFn).toHaveBeenCalledTimes(1);
  });

  it('rejects every queued caller when the jump fails and lets the next one retry', async () => {
    const jump = deferred<HostLogin>();
    const jumpFn = vi.fn(() => jump.promise);
    const state = new LoginState(jumpFn);
    const first = state.ensure();
    const queued = state.ensure();
    jump.reject({ code: -1401, message: 'jump failed' });
    await expect(first).rejects.toEqual({ code: -1401, message: 'jump failed' });
    await expect(queued).rejects.toEqual({ code: -1401, message: 'jump failed' });
    expect(state.status).toBeUndefined();

    jumpFn.mockResolvedValueOnce(login('retry'));
    await expect(state.ensure()).resolves.toEqual(login('retry'));
  });

  it('reads host cookies by name, treating empty values as absent', () => {
    const withEmpty: HostLogin = {
      miniProgramConfig: {},
      cookiesOAuthLogins: [
        { name: HOST_COOKIE.authCode, value: 'abc' },
        { name: HOST_COOKIE.verifier, value: '' },
      ],
    };
    expect(hostCookie(withEmpty, HOST_COOKIE.authCode)).toBe('abc');
    expect(hostCookie(withEmpty, HOST_COOKIE.verifier)).toBeUndefined();
    expect(hostCookie(withEmpty, 'missing')).toBeUndefined();
  });
});
