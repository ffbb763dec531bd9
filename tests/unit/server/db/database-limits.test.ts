import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DATABASE_LIMITS,
  resolveDatabaseLimits,
} from '../../../../server/db/database-limits';

describe('resolveDatabaseLimits', () => {
  it('has safe defaults', () => {
    expect(resolveDatabaseLimits({}, {})).toEqual({
      acquireTimeoutMs: 10_000,
      statementTimeoutMs: 30_000,
      idleInTransactionTimeoutMs: 60_000,
      poolMax: 10,
      reconnectMaxMs: 5_000,
      retryAfterSeconds: 2,
    });
  });

  it('takes the environment, and options over it', () => {
    const env = { DATABASE_ACQUIRE_TIMEOUT_MS: '2500', DATABASE_STATEMENT_TIMEOUT_MS: '0' };
    expect(resolveDatabaseLimits({}, env)).toEqual({
      ...DEFAULT_DATABASE_LIMITS,
      acquireTimeoutMs: 2500,
      statementTimeoutMs: 0,
    });
    expect(resolveDatabaseLimits({ acquireTimeoutMs: 300 }, env).acquireTimeoutMs).toBe(300);
  });

  it.each([
    ['DATABASE_POOL_MAX', '0'],
    ['DATABASE_ACQUIRE_TIMEOUT_MS', 'soon'],
    ['DATABASE_RETRY_AFTER_SECONDS', '1.5'],
    ['DATABASE_STATEMENT_TIMEOUT_MS', '-1'],
  ])('refuses %s=%s', (name, value) => {
    expect(() => resolveDatabaseLimits({}, { [name]: value })).toThrow(name);
  });
});
