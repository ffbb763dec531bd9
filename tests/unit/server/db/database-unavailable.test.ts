import { describe, expect, it } from 'vitest';
import {
  asUnavailable,
  DatabaseUnavailableError,
  isConnectionError,
} from '../../../../server/db/database-unavailable';

// Which failures count as the database being away: what node-postgres and pg-pool report when
// a connection is terminated, refused or timed out, and nothing that is a plain SQL error.

const pgError = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isConnectionError', () => {
  it.each([
    [
      'terminated by an administrator',
      pgError('57P01', 'terminating connection due to administrator command'),
    ],
    ['a crash shutdown', pgError('57P02')],
    ['a database still starting', pgError('57P03')],
    ['a connection exception', pgError('08006')],
    ['too many connections', pgError('53300')],
    ['a refused socket', pgError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['a reset socket', pgError('ECONNRESET')],
    ['an unexpected end', new Error('Connection terminated unexpectedly')],
    ['a connect timeout', new Error('Connection terminated due to connection timeout')],
    ['the pool’s wait', new Error('timeout exceeded when trying to connect')],
    ['a silent connection', new Error('Query read timeout')],
    ['a dual-stack refusal', new AggregateError([pgError('ECONNREFUSED')], 'connect failed')],
  ])('recognises %s', (_name, error) => {
    expect(isConnectionError(error)).toBe(true);
  });

  it.each([
    ['a unique violation', pgError('23505')],
    ['a statement timeout', pgError('57014', 'canceling statement due to statement timeout')],
    ['an RLS refusal', pgError('42501')],
    ['a programming error', new TypeError('x is undefined')],
    ['a string', 'Connection terminated'],
  ])('leaves %s alone', (_name, error) => {
    expect(isConnectionError(error)).toBe(false);
  });
});

describe('asUnavailable', () => {
  it('wraps a connection failure with its cause, in PostgREST’s 503 range', () => {
    const cause = pgError('57P01');
    const error = asUnavailable(cause, 3) as DatabaseUnavailableError;
    expect(error).toBeInstanceOf(DatabaseUnavailableError);
    expect(error).toMatchObject({ reason: 'unreachable', code: '08006', retryAfterSeconds: 3 });
    expect(error.hint).toBe('Retry after 3 s');
    expect(error.cause).toBe(cause);
  });

  it('returns any other error unchanged', () => {
    const error = pgError('23505');
    expect(asUnavailable(error, 3)).toBe(error);
  });

  it('gives the busy case its own code and the wait in the message', () => {
    const busy = new DatabaseUnavailableError('busy', 2, { waitedMs: 300 });
    expect(busy.code).toBe('53300');
    expect(busy.message).toBe('Database busy: no connection became free within 300 ms');
  });
});
