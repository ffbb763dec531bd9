import type { Context } from 'hono';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { clientAddress } from '../../client-address.js';
import { RateLimitedError } from './auth-errors.js';

// GoTrue's rate limits (supabase/auth, internal/api/apilimiter and mail.go) with its defaults,
// its codes and messages, per client address as GoTrue does and, beyond GoTrue, per account, so
// that spreading guesses over many addresses does not help either. In memory: one process.

export interface AuthRateLimitSettings {
  /**
   * Requests per 5 minutes to /token (every grant) and Zalo sign-in per client address, and
   * refreshes per account. GoTrue GOTRUE_RATE_LIMIT_TOKEN_REFRESH, default 150.
   */
  tokenRefresh: number;
  /**
   * Requests per 5 minutes to /signup and /recover per client address, and password and Zalo
   * sign-ins and sign-ups per account. GoTrue GOTRUE_RATE_LIMIT_OTP (the dashboard's "sign-ups
   * and sign-ins"), default 30.
   */
  signInSignUps: number;
  /** Requests per 5 minutes to /verify per client address and per account; GoTrue default 30. */
  tokenVerifications: number;
  /** Auth mails the whole server sends per hour; GoTrue GOTRUE_RATE_LIMIT_EMAIL_SENT, 30. */
  emailSent: number;
  /** Seconds before another auth mail to the same address (GoTrue SMTP max frequency, 60); 0: off. */
  smtpMaxFrequencySeconds: number;
  /** The most requests a per-5-minutes limit lets through at once; GoTrue's fixed burst, 30. */
  burst: number;
  /** Wrong codes after which a mailed 6-digit code is void (ours; GoTrue has none), 5. */
  otpMaxAttempts: number;
}

export const DEFAULT_AUTH_RATE_LIMITS: Readonly<AuthRateLimitSettings> = Object.freeze({
  tokenRefresh: 150,
  signInSignUps: 30,
  tokenVerifications: 30,
  emailSent: 30,
  smtpMaxFrequencySeconds: 60,
  burst: 30,
  otpMaxAttempts: 5,
});

/** Environment variable of each setting (`npm start`; README lists them). */
const AUTH_RATE_LIMIT_ENV: Readonly<Record<keyof AuthRateLimitSettings, string>> = {
  tokenRefresh: 'AUTH_RATE_LIMIT_TOKEN_REFRESH',
  signInSignUps: 'AUTH_RATE_LIMIT_SIGN_IN_SIGN_UPS',
  tokenVerifications: 'AUTH_RATE_LIMIT_TOKEN_VERIFICATIONS',
  emailSent: 'AUTH_RATE_LIMIT_EMAIL_SENT',
  smtpMaxFrequencySeconds: 'AUTH_SMTP_MAX_FREQUENCY',
  burst: 'AUTH_RATE_LIMIT_BURST',
  otpMaxAttempts: 'AUTH_OTP_MAX_ATTEMPTS',
};

const settingNames = Object.keys(DEFAULT_AUTH_RATE_LIMITS) as (keyof AuthRateLimitSettings)[];

/** The settings given in the environment; a malformed value stops the start. */
export function authRateLimitsFromEnv(env: NodeJS.ProcessEnv): Partial<AuthRateLimitSettings> {
  const settings: Partial<AuthRateLimitSettings> = {};
  for (const name of settingNames) {
    const value = env[AUTH_RATE_LIMIT_ENV[name]];
    if (value === undefined || value.trim() === '') continue;
    if (!/^\d+$/.test(value.trim())) {
      throw new Error(`${AUTH_RATE_LIMIT_ENV[name]} must be a whole number, got "${value}"`);
    }
    settings[name] = Number(value);
  }
  return settings;
}

function completeSettings(given: Partial<AuthRateLimitSettings>): AuthRateLimitSettings {
  const settings = { ...DEFAULT_AUTH_RATE_LIMITS };
  for (const name of settingNames) {
    const value = given[name];
    if (value === undefined) continue;
    const least = name === 'smtpMaxFrequencySeconds' ? 0 : 1;
    if (!Number.isInteger(value) || value < least) {
      throw new Error(`auth rate limit ${name} must be a whole number ≥ ${least}, got ${value}`);
    }
    settings[name] = value;
  }
  return settings;
}

/**
 * GoTrue refills a token bucket of `burst` at `perFiveMinutes` per 5 minutes. A fixed window
 * of `burst` requests every burst × 300 / perFiveMinutes seconds has the same burst and the
 * same long-run rate: 150 per 5 minutes is 30 per minute, 30 per 5 minutes is 30 per 5 minutes.
 */
function perFiveMinutes(keyPrefix: string, perFive: number, burst: number): RateLimiterMemory {
  const points = Math.min(burst, perFive);
  return new RateLimiterMemory({
    keyPrefix,
    points,
    duration: Math.ceil((points * 300) / perFive),
  });
}

const requestLimited = (seconds: number) =>
  new RateLimitedError('over_request_rate_limit', 'Request rate limit reached', seconds);

/** Takes one request from `key`'s allowance, or throws the limit's 429. */
async function take(
  limiter: RateLimiterMemory,
  key: string,
  refuse: (retryAfterSeconds: number) => RateLimitedError,
): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
    throw refuse(Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)));
  }
}

/** An account as the limits know it: an e-mail address in lower case, or a phone's digits. */
export const accountKey = (emailOrPhone: string) =>
  emailOrPhone.includes('@')
    ? emailOrPhone.trim().toLowerCase()
    : emailOrPhone.replace(/[+\s]/g, '');

export class AuthRateLimits {
  private readonly settings: AuthRateLimitSettings;
  private readonly token: RateLimiterMemory;
  private readonly refresh: RateLimiterMemory;
  private readonly signIn: RateLimiterMemory;
  private readonly signUp: RateLimiterMemory;
  private readonly recover: RateLimiterMemory;
  private readonly verify: RateLimiterMemory;
  private readonly mailsPerHour: RateLimiterMemory;
  private readonly mailsPerAddress?: RateLimiterMemory;

  constructor(
    given: Partial<AuthRateLimitSettings> = {},
    /** Reverse proxies in front whose X-Forwarded-For is believed (see client-address.ts). */
    private readonly trustedProxies = 0,
  ) {
    const s = (this.settings = completeSettings(given));
    this.token = perFiveMinutes('token', s.tokenRefresh, s.burst);
    this.refresh = perFiveMinutes('refresh', s.tokenRefresh, s.burst);
    this.signIn = perFiveMinutes('sign-in', s.signInSignUps, s.burst);
    this.signUp = perFiveMinutes('signup', s.signInSignUps, s.burst);
    this.recover = perFiveMinutes('recover', s.signInSignUps, s.burst);
    this.verify = perFiveMinutes('verify', s.tokenVerifications, s.burst);
    this.mailsPerHour = new RateLimiterMemory({ points: s.emailSent, duration: 3600 });
    if (s.smtpMaxFrequencySeconds > 0) {
      this.mailsPerAddress = new RateLimiterMemory({
        points: 1,
        duration: s.smtpMaxFrequencySeconds,
      });
    }
  }

  get otpMaxAttempts(): number {
    return this.settings.otpMaxAttempts;
  }

  private address(c: Context): string {
    return clientAddress(c, this.trustedProxies);
  }

  /** /token with any grant, and Zalo sign-in, from this client address. */
  tokenRequest(c: Context): Promise<void> {
    return take(this.token, this.address(c), requestLimited);
  }

  /** A password or Zalo sign-in, or a sign-up, for this account (from any address). */
  signInAttempt(account: string): Promise<void> {
    return take(this.signIn, account, requestLimited);
  }

  /** A refresh of one of this user's sessions (from any address). */
  refreshAttempt(userId: string): Promise<void> {
    return take(this.refresh, userId, requestLimited);
  }

  signUpRequest(c: Context): Promise<void> {
    return take(this.signUp, this.address(c), requestLimited);
  }

  recoverRequest(c: Context): Promise<void> {
    return take(this.recover, this.address(c), requestLimited);
  }

  /** /verify from this client address. */
  verifyRequest(c: Context): Promise<void> {
    return take(this.verify, `address:${this.address(c)}`, requestLimited);
  }

  /** A typed code checked for this account (from any address). */
  verifyAttempt(account: string): Promise<void> {
    return take(this.verify, `account:${account}`, requestLimited);
  }

  /**
   * Before an auth mail to `address`: GoTrue's minimum interval per address, then the server's
   * hourly mail budget. Asked whether or not the address belongs to anyone, so that the answer
   * does not tell which addresses have accounts.
   */
  async mailTo(address: string): Promise<void> {
    if (this.mailsPerAddress) {
      await take(
        this.mailsPerAddress,
        accountKey(address),
        (seconds) =>
          new RateLimitedError(
            'over_email_send_rate_limit',
            `For security purposes, you can only request this after ${seconds} seconds.`,
            seconds,
          ),
      );
    }
    await take(
      this.mailsPerHour,
      'server',
      (seconds) =>
        new RateLimitedError('over_email_send_rate_limit', 'email rate limit exceeded', seconds),
    );
  }
}
