import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { exportJWK, generateKeyPair, type JWK } from 'jose';

// The asymmetric keys the embedded auth signs user access tokens with, as a Supabase project
// with JWT signing keys does: ES256 (ECDSA P-256) private keys in JWK form, the Supabase CLI's
// `signing_keys_path` format (a JSON array, `supabase gen signing-key --algorithm ES256`). The
// first key signs; every key's public half is published and verifies, so a key can be rotated in
// by putting the new one first and dropped once the tokens it signed have expired.

/** An ES256 private key as a JWK, with the `kid` tokens name it by. */
export interface SigningJwk extends JWK {
  kty: 'EC';
  crv: 'P-256';
  kid: string;
  d: string;
  x: string;
  y: string;
}

export const SIGNING_KEYS_FILE = 'jwt-signing-keys.json';
const MAX_KEYS = 10;

/**
 * JWT_SIGNING_KEYS from the environment (every process of one deployment must sign and verify
 * with the same keys), else the ones kept in DATA_DIR, generated on first start.
 */
export async function loadSigningKeys(dataDir: string, fromEnv?: string): Promise<SigningJwk[]> {
  if (fromEnv && fromEnv.trim() !== '') return parseSigningKeys(fromEnv, 'JWT_SIGNING_KEYS');
  const file = join(dataDir, SIGNING_KEYS_FILE);
  if (existsSync(file)) return parseSigningKeys(readFileSync(file, 'utf8'), file);
  const keys = [await generateSigningKey()];
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(keys, null, 2) + '\n', { mode: 0o600 });
  return keys;
}

export async function generateSigningKey(): Promise<SigningJwk> {
  const { privateKey } = await generateKeyPair('ES256', { extractable: true });
  const jwk = await exportJWK(privateKey);
  return {
    ...(jwk as SigningJwk),
    kid: randomUUID(),
    alg: 'ES256',
    use: 'sig',
    key_ops: ['sign', 'verify'],
    ext: true,
  };
}

/** A JSON array of ES256 private JWKs (one object alone is taken as a list of one). */
export function parseSigningKeys(text: string, source: string): SigningJwk[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error(`${source}: not JSON (expected an array of ES256 private keys as JWKs)`);
  }
  const list = Array.isArray(parsed) ? parsed : [parsed];
  if (list.length === 0 || list.length > MAX_KEYS) {
    throw new Error(`${source}: expected 1 to ${MAX_KEYS} signing keys, got ${list.length}`);
  }
  const keys = list.map((key, index) => signingJwk(key, `${source}[${index}]`));
  if (new Set(keys.map((key) => key.kid)).size !== keys.length) {
    throw new Error(`${source}: two signing keys share a kid`);
  }
  return keys;
}

function signingJwk(value: unknown, where: string): SigningJwk {
  const key = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const text = (name: string) => typeof key[name] === 'string' && key[name] !== '';
  if (key.kty !== 'EC' || key.crv !== 'P-256' || !text('d') || !text('x') || !text('y')) {
    throw new Error(`${where}: not an ES256 private key (a JWK with kty EC, crv P-256, d, x, y)`);
  }
  if (key.alg !== undefined && key.alg !== 'ES256') {
    throw new Error(`${where}: alg must be ES256, got ${JSON.stringify(key.alg)}`);
  }
  if (!text('kid') || (key.kid as string).length > 200) {
    throw new Error(`${where}: a kid (1 to 200 characters) is required`);
  }
  return key as unknown as SigningJwk;
}

/** The public half of a signing key, as GoTrue publishes it in its JWKS. */
export function publicJwk(key: SigningJwk): JWK {
  return {
    kty: key.kty,
    crv: key.crv,
    x: key.x,
    y: key.y,
    kid: key.kid,
    alg: 'ES256',
    use: 'sig',
    key_ops: ['verify'],
    ext: true,
  };
}
