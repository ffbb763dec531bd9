import { randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { isExternalProviderName, type ExternalProviderName } from './external-providers.js';

// The OAuth `state` of an external sign-in, as GoTrue makes it: a short-lived signed token that
// carries what the callback needs (provider, where to return, the PKCE challenge), so nothing is
// stored before the provider answers. Its key is derived from the JWT secret for this purpose
// alone (JwtKeys.derivedKey), so every process of a deployment accepts the state another made,
// and a state can never pass for an access token. Without a secret (next to a hosted project
// without JWT_SECRET) the key is this process's own: a sign-in must then return to it.

const STATE_LIFETIME = '10m';

export interface ExternalFlow {
  provider: ExternalProviderName;
  /** Where the browser goes back to with the auth code (already allow-list checked). */
  redirectTo: string;
  /** Our callback URL as given to the provider; the token exchange must repeat it. */
  callbackUrl: string;
  codeChallenge: string;
  codeChallengeMethod: string;
}

export class ExternalStateKey {
  constructor(private readonly key: Uint8Array = randomBytes(32)) {}

  sign(flow: ExternalFlow): Promise<string> {
    return new SignJWT({ ...flow })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt()
      .setExpirationTime(STATE_LIFETIME)
      .sign(this.key);
  }

  /** The flow a state describes, or undefined when it is forged, altered or expired. */
  async verify(state: string): Promise<ExternalFlow | undefined> {
    if (state.length > 4096) return undefined;
    try {
      const { payload } = await jwtVerify(state, this.key, { algorithms: ['HS256'] });
      const { provider, redirectTo, callbackUrl, codeChallenge, codeChallengeMethod } = payload;
      const texts = [redirectTo, callbackUrl, codeChallenge, codeChallengeMethod];
      if (typeof provider !== 'string' || !isExternalProviderName(provider)) return undefined;
      if (!texts.every((value) => typeof value === 'string')) return undefined;
      return payload as unknown as ExternalFlow;
    } catch {
      return undefined;
    }
  }
}
