// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodeProtectedHeader, generateKeyPair, SignJWT } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { JwtKeys, KeySetUnavailableError } from '../../../server/jwt-keys';
import {
  generateSigningKey,
  loadSigningKeys,
  parseSigningKeys,
  SIGNING_KEYS_FILE,
  type SigningJwk,
} from '../../../server/jwt-signing-keys';

// The keys of user access tokens (ES256, published as a JWKS) and of the legacy API keys
// (HS256 with the shared secret), and how tokens are checked with this server's keys or with a
// hosted project's key set.

const SECRET = 's'.repeat(40);
const now = () => Math.floor(Date.now() / 1000);
const userClaims = () => ({
  sub: '6f1d2c3b-0000-4000-8000-000000000001',
  role: 'authenticated',
  exp: now() + 600,
});
const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('signing keys on disk and from the environment', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'greenwatch-keys-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('generates one ES256 key on first start, private to the owner, and reuses it after', async () => {
    const first = await loadSigningKeys(dir);
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256' });
    expect(statSync(join(dir, SIGNING_KEYS_FILE)).mode & 0o777).toBe(0o600);
    expect(await loadSigningKeys(dir)).toEqual(first);
  });

  it('takes JWT_SIGNING_KEYS over the file (one deployment, several processes)', async () => {
    const shared = await generateSigningKey();
    const keys = await loadSigningKeys(dir, JSON.stringify([shared]));
    expect(keys.map((key) => key.kid)).toEqual([shared.kid]);
    expect(await loadSigningKeys(dir, JSON.stringify(shared))).toEqual([shared]);
  });

  it.each([
    ['not json', /not JSON/],
    ['[]', /1 to 10 signing keys/],
    ['[{"kty":"oct","k":"abc","kid":"a"}]', /not an ES256 private key/],
    ['[{"kty":"EC","crv":"P-256","x":"a","y":"b","kid":"a"}]', /not an ES256 private key/],
    ['[{"kty":"EC","crv":"P-256","d":"c","x":"a","y":"b"}]', /kid/],
    ['[{"kty":"EC","crv":"P-256","d":"c","x":"a","y":"b","kid":"a","alg":"RS256"}]', /ES256/],
  ])('refuses %s with a clear message', (text, message) => {
    expect(() => parseSigningKeys(text, 'JWT_SIGNING_KEYS')).toThrow(message);
  });

  it('refuses two keys with one kid', async () => {
    const key = await generateSigningKey();
    expect(() => parseSigningKeys(JSON.stringify([key, key]), 'file')).toThrow(/share a kid/);
  });

  it('reads a file kept as the Supabase CLI writes it', async () => {
    const other = mkdtempSync(join(tmpdir(), 'greenwatch-keys-'));
    const key = { ...(await generateSigningKey()), key_ops: ['sign', 'verify'] };
    writeFileSync(join(other, SIGNING_KEYS_FILE), JSON.stringify([key]));
    const keys = await JwtKeys.create(SECRET, { signingKeys: await loadSigningKeys(other) });
    expect((await keys.verify(await keys.sign(userClaims()))).ok).toBe(true);
    expect(JSON.parse(readFileSync(join(other, SIGNING_KEYS_FILE), 'utf8'))).toEqual([key]);
    rmSync(other, { recursive: true, force: true });
  });
});

describe('JwtKeys of the embedded layer', () => {
  let current: SigningJwk;
  let previous: SigningJwk;
  let keys: JwtKeys;
  beforeAll(async () => {
    [current, previous] = [await generateSigningKey(), await generateSigningKey()];
    keys = await JwtKeys.create(SECRET, { signingKeys: [current, previous] });
  });

  it('signs access tokens with ES256 and the first key’s kid, which verify', async () => {
    const token = await keys.sign(userClaims());
    expect(decodeProtectedHeader(token)).toEqual({ alg: 'ES256', typ: 'JWT', kid: current.kid });
    expect(await keys.verify(token)).toMatchObject({ ok: true, claims: { role: 'authenticated' } });
  });

  it('keeps the anon and service-role keys HS256 with the secret, and accepts them', async () => {
    expect(decodeProtectedHeader(keys.anonKey).alg).toBe('HS256');
    expect(await keys.verify(keys.serviceRoleKey)).toMatchObject({
      ok: true,
      claims: { role: 'service_role' },
    });
    const same = await JwtKeys.create(SECRET, { signingKeys: [await generateSigningKey()] });
    expect(same.anonKey).toBe(keys.anonKey);
  });

  it('publishes both public keys and nothing private', () => {
    const { keys: published } = keys.jwks();
    expect(published.map((key) => key.kid)).toEqual([current.kid, previous.kid]);
    for (const key of published) {
      expect(key).toMatchObject({ kty: 'EC', alg: 'ES256', use: 'sig', key_ops: ['verify'] });
      expect(key).not.toHaveProperty('d');
    }
  });

  it('still accepts a token of the previous key after a rotation', async () => {
    const rotatedOut = await JwtKeys.create(SECRET, { signingKeys: [previous] });
    const token = await rotatedOut.sign(userClaims());
    expect((await keys.verify(token)).ok).toBe(true);
  });

  it('refuses another key under a known kid, alg none, a guessed secret and a tampered body', async () => {
    const { privateKey } = await generateKeyPair('ES256');
    const otherKey = await new SignJWT(userClaims())
      .setProtectedHeader({ alg: 'ES256', kid: current.kid })
      .sign(privateKey);
    const unsigned = `${encode({ alg: 'none' })}.${encode(userClaims())}.`;
    const guessed = await new SignJWT(userClaims())
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('g'.repeat(40)));
    const genuine = await keys.sign(userClaims());
    const [header, , signature] = genuine.split('.');
    const tampered = `${header}.${encode({ ...userClaims(), role: 'service_role' })}.${signature}`;
    for (const token of [otherKey, unsigned, guessed, tampered, 'not.a.jwt', '']) {
      expect(await keys.verify(token), token.slice(0, 30)).toMatchObject({
        ok: false,
        reason: 'invalid',
      });
    }
  });

  it('tells an expired token apart', async () => {
    const token = await keys.sign({ ...userClaims(), exp: now() - 120 });
    expect(await keys.verify(token)).toMatchObject({ ok: false, reason: 'expired' });
  });

  describe('a token presented again', () => {
    afterEach(() => vi.useRealTimers());

    it('is accepted with the claims of its first check, which no request can change', async () => {
      const token = await keys.sign({ ...userClaims(), app_metadata: { provider: 'email' } });
      const first = await keys.verify(token);
      const again = await keys.verify(token);
      if (!first.ok || !again.ok) throw new Error('the token should verify');
      expect(again.claims).toBe(first.claims);
      expect(() => Object.assign(again.claims, { role: 'service_role' })).toThrow(TypeError);
      const metadata = again.claims.app_metadata as Record<string, unknown>;
      expect(() => Object.assign(metadata, { provider: 'x' })).toThrow(TypeError);
    });

    it('is checked again after a minute, and refused once it has expired', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      const token = await keys.sign({ ...userClaims(), exp: now() + 90 });
      const first = await keys.verify(token);
      vi.setSystemTime(Date.now() + 59_000);
      const reused = await keys.verify(token);
      expect(reused.ok && reused.claims).toBe(first.ok && first.claims);
      vi.setSystemTime(Date.now() + 2_000);
      const checked = await keys.verify(token);
      expect(checked).toMatchObject({ ok: true });
      expect(checked.ok && first.ok && checked.claims).not.toBe(first.ok && first.claims);
      // exp + the 30 s tolerance: refused as expired, as a token never seen before.
      vi.setSystemTime(Date.now() + 60_000);
      expect(await keys.verify(token)).toMatchObject({ ok: false, reason: 'expired' });
      expect(await keys.verify(token)).toMatchObject({ ok: false, reason: 'expired' });
    });

    it('is refused from the second its exp and the tolerance have passed, within the minute', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      const token = await keys.sign({ ...userClaims(), exp: now() + 5 });
      expect((await keys.verify(token)).ok).toBe(true);
      vi.setSystemTime(Date.now() + 34_000);
      expect((await keys.verify(token)).ok).toBe(true);
      vi.setSystemTime(Date.now() + 2_000);
      expect(await keys.verify(token)).toMatchObject({ ok: false, reason: 'expired' });
    });
  });

  it('refuses HS256 altogether without a secret, and signs with the secret without keys', async () => {
    const noSecret = await JwtKeys.create(undefined, { signingKeys: [current] });
    expect(noSecret.anonKey).toBe('');
    expect((await noSecret.verify(keys.anonKey)).ok).toBe(false);
    const secretOnly = await JwtKeys.create(SECRET);
    expect(decodeProtectedHeader(await secretOnly.sign(userClaims())).alg).toBe('HS256');
    expect(secretOnly.jwks()).toEqual({ keys: [] });
    const nothing = await JwtKeys.create(undefined);
    expect(() => nothing.sign(userClaims())).toThrow(/no key to sign/);
  });
});

describe('JwtKeys next to a hosted project (its JWKS over HTTP)', () => {
  let project: JwtKeys;
  let server: Server;
  let answer: 'keys' | 'error' | 'hang' = 'keys';
  let fetches = 0;
  let url: string;
  beforeAll(async () => {
    project = await JwtKeys.create(SECRET, { signingKeys: [await generateSigningKey()] });
    server = createServer((_req, res) => {
      fetches += 1;
      if (answer === 'hang') return;
      res.writeHead(answer === 'keys' ? 200 : 500, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(answer === 'keys' ? project.jwks() : { message: 'down' }));
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/auth/v1/.well-known/jwks.json`;
  });
  afterEach(() => {
    answer = 'keys';
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });

  it('verifies the project’s ES256 tokens, fetching the set once for many', async () => {
    const keys = await JwtKeys.create(undefined, { jwksUrl: url });
    fetches = 0;
    for (let i = 0; i < 3; i += 1) {
      expect((await keys.verify(await project.sign(userClaims()))).ok).toBe(true);
    }
    expect(fetches).toBe(1);
  });

  it('accepts HS256 only when the project’s JWT secret is configured', async () => {
    const legacy = await new SignJWT(userClaims())
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode(SECRET));
    expect((await (await JwtKeys.create(undefined, { jwksUrl: url })).verify(legacy)).ok).toBe(
      false,
    );
    expect((await (await JwtKeys.create(SECRET, { jwksUrl: url })).verify(legacy)).ok).toBe(true);
  });

  it('refuses a key the set lacks as an invalid token', async () => {
    const stranger = await JwtKeys.create(undefined, { signingKeys: [await generateSigningKey()] });
    const keys = await JwtKeys.create(undefined, { jwksUrl: url });
    expect(await keys.verify(await stranger.sign(userClaims()))).toMatchObject({
      ok: false,
      reason: 'invalid',
    });
  });

  it('throws KeySetUnavailableError when the set answers an error or not in time', async () => {
    const token = await project.sign(userClaims());
    answer = 'error';
    const failing = await JwtKeys.create(undefined, { jwksUrl: url });
    await expect(failing.verify(token)).rejects.toBeInstanceOf(KeySetUnavailableError);
    answer = 'hang';
    const slow = await JwtKeys.create(undefined, { jwksUrl: url, jwksTimeoutMs: 200 });
    const started = Date.now();
    await expect(slow.verify(token)).rejects.toBeInstanceOf(KeySetUnavailableError);
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
