import type { HostLogin } from '../../shared/zalo/types';

export type LoginStatus = undefined | 'doing' | 'done';

interface Waiter {
  resolve: (login: HostLogin) => void;
  reject: (error: unknown) => void;
}

/**
 * The mini-program login state of spec §4: undefined → 'doing' → 'done'. The host's login
 * "jump" runs once; callers arriving while it runs wait in a queue and are released when it
 * is 'done' (or all rejected when it fails, which puts the state back to undefined so the
 * next caller retries). `force` resets the state and jumps again, except while a jump is
 * already running: that jump is fresh, so the caller simply joins its queue.
 */
export class LoginState {
  private state: LoginStatus = undefined;
  private login: HostLogin | undefined;
  private queue: Waiter[] = [];

  constructor(private readonly jump: () => Promise<HostLogin>) {}

  get status(): LoginStatus {
    return this.state;
  }

  get queued(): number {
    return this.queue.length;
  }

  /** Forgets the finished login so the next `ensure` jumps again. */
  reset(): void {
    if (this.state === 'doing') return;
    this.state = undefined;
    this.login = undefined;
  }

  async ensure(options: { force?: boolean } = {}): Promise<HostLogin> {
    if (options.force) this.reset();
    if (this.state === 'done' && this.login) return this.login;
    if (this.state === 'doing') {
      return new Promise<HostLogin>((resolve, reject) => this.queue.push({ resolve, reject }));
    }
    this.state = 'doing';
    try {
      const login = await this.jump();
      this.login = login;
      this.state = 'done';
      this.release((waiter) => waiter.resolve(login));
      return login;
    } catch (error) {
      this.state = undefined;
      this.release((waiter) => waiter.reject(error));
      throw error;
    }
  }

  private release(settle: (waiter: Waiter) => void): void {
    const waiting = this.queue;
    this.queue = [];
    waiting.forEach(settle);
  }
}

export const HOST_COOKIE = {
  /** The OAuth authorization code. */
  authCode: 'h5.zdn.vn_zoauth',
  /** The PKCE code_verifier; its presence selects the v4 flow. */
  verifier: 'h5.zdn.vn_zoauth_vrf',
} as const;

export function hostCookie(login: HostLogin, name: string): string | undefined {
  const value = login.cookiesOAuthLogins.find((cookie) => cookie.name === name)?.value;
  return value ? value : undefined;
}
