import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { errors, jwtVerify, SignJWT, type JWTPayload } from 'jose';

// HS256 keys shared by auth, rest, realtime and the product API, as in a Supabase project: the
// anon and service-role keys are long-lived JWTs signed with the same secret as access tokens.

export type JwtClaims = JWTPayload & { role?: string; [key: string]: unknown };

export type VerifyResult =
  { ok: true; claims: JwtClaims } | { ok: false; reason: 'expired' | 'invalid'; message: string };

/** JWT_SECRET from the environment, else the one kept in DATA_DIR (generated on first start). */
export function loadJwtSecret(dataDir: string, fromEnv?: string): string {
  if (fromEnv && fromEnv.length > 0) {
    if (fromEnv.length < 32) throw new Error('JWT_SECRET must be at least 32 characters long');
    return fromEnv;
  }
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  return secret;
}

export class JwtKeys {
  private readonly key: Uint8Array;
  anonKey = '';
  serviceRoleKey = '';

  private constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  static async create(secret: string): Promise<JwtKeys> {
    const keys = new JwtKeys(secret);
    // Fixed iat so the keys stay the same across restarts with the same secret.
    const iat = 1_767_225_600;
    const exp = iat + 10 * 365 * 24 * 3600;
    keys.anonKey = await keys.sign({ iss: 'supabase', role: 'anon', iat, exp });
    keys.serviceRoleKey = await keys.sign({ iss: 'supabase', role: 'service_role', iat, exp });
    return keys;
  }

  sign(claims: JwtClaims): Promise<string> {
    return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(this.key);
  }

  async verify(token: string): Promise<VerifyResult> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        clockTolerance: 30,
      });
      return { ok: true, claims: payload as JwtClaims };
    } catch (error) {
      if (error instanceof errors.JWTExpired) {
        return { ok: false, reason: 'expired', message: 'JWT expired' };
      }
      const detail = error instanceof Error ? error.message : String(error);
      return { ok: false, reason: 'invalid', message: detail };
    }
  }
}

/** The token of an `Authorization: Bearer …` header, or undefined. */
export function bearerToken(header: string | undefined | null): string | undefined {
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}
