import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  createLocalJWKSet,
  createRemoteJWKSet,
  decodeProtectedHeader,
  errors,
  importJWK,
  jwtVerify,
  SignJWT,
  type JSONWebKeySet,
  type JWTPayload,
  type JWTVerifyGetKey,
} from 'jose';
import { LRUCache } from 'lru-cache';
import { publicJwk, type SigningJwk } from './jwt-signing-keys.js';

// The JWT keys shared by auth, rest, realtime and the product API, as in a Supabase project with
// asymmetric signing keys: user access tokens are ES256 JWTs naming their key by `kid`, the
// public keys are published as a JWK set (/auth/v1/.well-known/jwks.json), and the legacy anon
// and service-role API keys stay long-lived HS256 JWTs signed with the shared secret.
// verify() accepts both kinds: HS256 through the secret (when there is one), ES256 (and the
// RS256 and EdDSA keys a hosted project may publish) through the key set: this server's own, or,
// next to a hosted project, that project's, fetched and cached. Anything else (`alg: none`,
// another algorithm, an unknown kid, a bad signature) is invalid, and every caller answers an
// invalid token as it always has (the product API 401, rest PGRST301, auth bad_jwt); only a
// hosted key set that cannot be fetched is different: KeySetUnavailableError, a 503.

export type JwtClaims = JWTPayload & { role?: string; [key: string]: unknown };

export type VerifyResult =
  { ok: true; claims: JwtClaims } | { ok: false; reason: 'expired' | 'invalid'; message: string };

/** The hosted project's key set could not be fetched: no token can be checked just now (503). */
export class KeySetUnavailableError extends Error {}

const KEY_SET_ALGORITHMS = ['ES256', 'RS256', 'EdDSA'];
const REMOTE_KEY_SET_TIMEOUT_MS = 5000;
/** Seconds a token stays valid past its `exp` (clock skew between servers). */
const CLOCK_TOLERANCE_S = 30;

// Every request of a signed-in app carries its access token, and checking its ES256 signature
// costs the server about as much CPU as a small report's query. A token that verified is kept
// with its claims (the `max` used most lately, only tokens that verified) and accepted again as
// the same string until it expires, or for VERIFIED_REUSE_MS at most: the keys of a JwtKeys never
// change, and a hosted project's key set is itself cached for 10 minutes (remoteKeySet), so a key
// dropped from it stops a token at most this long later than it would have anyway.
const VERIFIED_REUSE_MS = 60_000;
const VERIFIED_TOKENS_MAX = 5_000;

interface VerifiedToken {
  readonly claims: JwtClaims;
  /** Date.now() from which it is checked again (and found expired, if it has). */
  readonly until: number;
}

/** Deeply frozen: the same claims go to every request that presents the token. */
function frozen<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const inner of Object.values(value)) frozen(inner);
    Object.freeze(value);
  }
  return value;
}

export interface JwtKeyOptions {
  /** This server's ES256 keys (jwt-signing-keys.ts): the first signs access tokens, all verify. */
  signingKeys?: readonly SigningJwk[];
  /** A hosted project's key set (`<SUPABASE_URL>/auth/v1/.well-known/jwks.json`) to verify with. */
  jwksUrl?: string;
  /** The bound on one fetch of that key set; default 5000 ms. */
  jwksTimeoutMs?: number;
}

/** JWT_SECRET from the environment, else the one kept in DATA_DIR (generated on first start). */
export function loadJwtSecret(dataDir: string, fromEnv?: string): string {
  if (fromEnv && fromEnv.length > 0) return checkedSecret(fromEnv);
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  return secret;
}

export function checkedSecret(secret: string): string {
  if (secret.length < 32) throw new Error('JWT_SECRET must be at least 32 characters long');
  return secret;
}

interface Signer {
  key: Awaited<ReturnType<typeof importJWK>>;
  header: { alg: string; typ: 'JWT'; kid?: string };
}

export class JwtKeys {
  anonKey = '';
  serviceRoleKey = '';
  private readonly verified = new LRUCache<string, VerifiedToken>({ max: VERIFIED_TOKENS_MAX });

  private constructor(
    private readonly secret: Uint8Array | undefined,
    private readonly signer: Signer | undefined,
    private readonly keySet: JWTVerifyGetKey | undefined,
    private readonly published: JSONWebKeySet,
  ) {}

  /**
   * Keys from the shared secret (HS256; undefined: HS256 tokens are refused) and the options.
   * With a secret, the legacy anon and service-role keys are derived from it.
   */
  static async create(secret: string | undefined, options: JwtKeyOptions = {}): Promise<JwtKeys> {
    const hmac = secret === undefined ? undefined : new TextEncoder().encode(secret);
    const [current] = options.signingKeys ?? [];
    const published: JSONWebKeySet = { keys: (options.signingKeys ?? []).map(publicJwk) };
    const signer: Signer | undefined = current
      ? {
          // Only the key material: WebCrypto refuses a private key whose key_ops say "verify".
          key: await importJWK(
            { kty: current.kty, crv: current.crv, d: current.d, x: current.x, y: current.y },
            'ES256',
          ),
          header: { alg: 'ES256', typ: 'JWT', kid: current.kid },
        }
      : hmac && { key: hmac, header: { alg: 'HS256', typ: 'JWT' } };
    const keySet = options.jwksUrl
      ? remoteKeySet(options.jwksUrl, options.jwksTimeoutMs ?? REMOTE_KEY_SET_TIMEOUT_MS)
      : published.keys.length > 0
        ? createLocalJWKSet(published)
        : undefined;
    const keys = new JwtKeys(hmac, signer, keySet, published);
    if (hmac) {
      // Fixed iat so the keys stay the same across restarts with the same secret.
      const iat = 1_767_225_600;
      const exp = iat + 10 * 365 * 24 * 3600;
      const legacy = (role: string) =>
        new SignJWT({ iss: 'supabase', role, iat, exp })
          .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
          .sign(hmac);
      keys.anonKey = await legacy('anon');
      keys.serviceRoleKey = await legacy('service_role');
    }
    return keys;
  }

  /** Signs an access token: ES256 with the current key's kid, or HS256 without signing keys. */
  sign(claims: JwtClaims): Promise<string> {
    if (!this.signer) throw new Error('This server holds no key to sign tokens with');
    return new SignJWT(claims).setProtectedHeader(this.signer.header).sign(this.signer.key);
  }

  /**
   * A key of its own for `purpose`, derived from the shared secret (HMAC-SHA256 of the purpose),
   * so every process of a deployment holds the same one and it never equals the secret itself;
   * undefined without a secret.
   */
  derivedKey(purpose: string): Uint8Array | undefined {
    if (!this.secret) return undefined;
    return new Uint8Array(
      createHmac('sha256', this.secret).update(`greenwatch:${purpose}`).digest(),
    );
  }

  /** The public keys, as GoTrue's GET /.well-known/jwks.json answers them (never the secret). */
  jwks(): JSONWebKeySet {
    return this.published;
  }

  /**
   * The claims of a valid token (deeply frozen, the same object while the token is reused), or
   * why not. Throws KeySetUnavailableError only when a hosted project's key set is needed and
   * cannot be fetched.
   */
  async verify(token: string): Promise<VerifyResult> {
    const now = Date.now();
    const known = this.verified.get(token);
    if (known && now < known.until) return { ok: true, claims: known.claims };
    const result = await this.verifySignature(token);
    if (result.ok) {
      // jose accepts a token until `exp` plus the tolerance (an `exp` in seconds).
      const expires =
        typeof result.claims.exp === 'number'
          ? (result.claims.exp + CLOCK_TOLERANCE_S) * 1000
          : Infinity;
      const until = Math.min(expires, now + VERIFIED_REUSE_MS);
      this.verified.set(token, { claims: frozen(result.claims), until });
    } else this.verified.delete(token);
    return result;
  }

  private async verifySignature(token: string): Promise<VerifyResult> {
    let alg: unknown;
    try {
      alg = decodeProtectedHeader(token).alg;
    } catch {
      return invalid('token is malformed');
    }
    try {
      if (alg === 'HS256' && this.secret) {
        const { payload } = await jwtVerify(token, this.secret, {
          algorithms: ['HS256'],
          clockTolerance: CLOCK_TOLERANCE_S,
        });
        return { ok: true, claims: payload as JwtClaims };
      }
      if (typeof alg === 'string' && KEY_SET_ALGORITHMS.includes(alg) && this.keySet) {
        const { payload } = await jwtVerify(token, this.keySet, {
          algorithms: KEY_SET_ALGORITHMS,
          clockTolerance: CLOCK_TOLERANCE_S,
        });
        return { ok: true, claims: payload as JwtClaims };
      }
      return invalid(`signing method ${String(alg)} is invalid`);
    } catch (error) {
      if (error instanceof KeySetUnavailableError) throw error;
      if (error instanceof errors.JWTExpired) {
        return { ok: false, reason: 'expired', message: 'JWT expired' };
      }
      return invalid(error instanceof Error ? error.message : String(error));
    }
  }
}

const invalid = (message: string): VerifyResult => ({ ok: false, reason: 'invalid', message });

/**
 * A hosted project's key set, fetched within `timeoutMs`, cached 10 minutes and fetched again
 * at most every 30 seconds for an unknown kid (jose's createRemoteJWKSet). A key the set lacks is
 * an invalid token; a set that cannot be fetched or read is KeySetUnavailableError.
 */
function remoteKeySet(url: string, timeoutMs: number): JWTVerifyGetKey {
  const remote = createRemoteJWKSet(new URL(url), {
    timeoutDuration: timeoutMs,
    cooldownDuration: 30_000,
    cacheMaxAge: 600_000,
  });
  return async (header, token) => {
    try {
      return await remote(header, token);
    } catch (error) {
      if (
        error instanceof errors.JWKSNoMatchingKey ||
        error instanceof errors.JWKSMultipleMatchingKeys
      ) {
        throw error;
      }
      const detail = error instanceof Error ? error.message : String(error);
      throw new KeySetUnavailableError(`The key set at ${url} could not be read: ${detail}`);
    }
  };
}

/** The token of an `Authorization: Bearer …` header, or undefined. */
export function bearerToken(header: string | undefined | null): string | undefined {
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}
