// @vitest-environment node
import bcrypt from 'bcryptjs';
import { describe, expect, it, vi } from 'vitest';
import { PASSWORD_HASH_ROUNDS, passwordsAt } from '../../../../../server/compat/auth/passwords';

describe('account passwords', () => {
  it('hash at GoTrue’s cost of 10 unless told otherwise', async () => {
    expect(PASSWORD_HASH_ROUNDS).toBe(10);
    const hash = await passwordsAt().hash('GreenWatch@2026');
    expect(bcrypt.getRounds(hash)).toBe(10);
  });

  it('check a password against its hash, at any cost the hash was made with', async () => {
    const passwords = passwordsAt(4);
    const hash = await passwords.hash('GreenWatch@2026');
    expect(bcrypt.getRounds(hash)).toBe(4);
    expect(await passwords.matches('GreenWatch@2026', hash)).toBe(true);
    expect(await passwords.matches('greenwatch@2026', hash)).toBe(false);
    expect(await passwordsAt(5).matches('GreenWatch@2026', hash)).toBe(true);
  });

  it('with no hash, still spend a comparison at the same cost, once hashed, and say no', async () => {
    const passwords = passwordsAt(4);
    const compare = vi.spyOn(bcrypt, 'compare');
    const hash = vi.spyOn(bcrypt, 'hash');
    try {
      expect(await passwords.matches('GreenWatch@2026', undefined)).toBe(false);
      expect(await passwords.matches('not-a-real-password', null)).toBe(false);
      expect(compare).toHaveBeenCalledTimes(2);
      expect(bcrypt.getRounds(compare.mock.calls[0]![1] as string)).toBe(4);
      expect(hash).toHaveBeenCalledTimes(1);
    } finally {
      compare.mockRestore();
      hash.mockRestore();
    }
  });

  it('refuse a cost bcrypt has not', () => {
    for (const rounds of [3, 32, 10.5, Number.NaN]) {
      expect(() => passwordsAt(rounds)).toThrow(RangeError);
    }
  });
});
