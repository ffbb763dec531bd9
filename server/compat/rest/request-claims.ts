import { isDatabaseRole, type DatabaseRole } from '../../db/request-role.js';
import { bearerToken, type JwtClaims, type JwtKeys } from '../../jwt-keys.js';
import { RestError } from './rest-error.js';

/** The role and claims of a REST request: anon without a token, 401 with a bad one. */
export async function requestClaims(
  keys: JwtKeys,
  authorization: string | undefined,
): Promise<{ role: DatabaseRole; claims: JwtClaims }> {
  const token = bearerToken(authorization);
  if (!token) {
    if (authorization) throw new RestError(401, 'PGRST301', 'No suitable key or wrong key type');
    return { role: 'anon', claims: { role: 'anon' } };
  }
  const verified = await keys.verify(token);
  if (!verified.ok) {
    throw verified.reason === 'expired'
      ? new RestError(401, 'PGRST303', 'JWT expired')
      : new RestError(401, 'PGRST301', 'No suitable key or wrong key type', verified.message);
  }
  const role = verified.claims.role ?? 'anon';
  if (!isDatabaseRole(role))
    throw new RestError(401, '22023', `role "${String(role)}" does not exist`);
  return { role, claims: verified.claims };
}
