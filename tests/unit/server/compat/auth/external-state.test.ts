// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  ExternalStateKey,
  type ExternalFlow,
} from '../../../../../server/compat/auth/external-state';
import { JwtKeys } from '../../../../../server/jwt-keys';

// The OAuth state of an external sign-in: signed with a key derived from the JWT secret, so that
// any process of one deployment accepts a state another made, and nothing else does.

const SECRET = 'd'.repeat(40);
const flow: ExternalFlow = {
  provider: 'google',
  redirectTo: 'https://greenwatch.example/oauth/callback',
  callbackUrl: 'https://greenwatch.example/auth/v1/callback',
  codeChallenge: 'x'.repeat(43),
  codeChallengeMethod: 's256',
};
const stateKeyOf = async (secret: string) =>
  new ExternalStateKey((await JwtKeys.create(secret)).derivedKey('external-sign-in-state'));

describe('the external sign-in state', () => {
  it('made by one process is accepted by another process of the same deployment', async () => {
    const state = await (await stateKeyOf(SECRET)).sign(flow);
    expect(await (await stateKeyOf(SECRET)).verify(state)).toMatchObject(flow);
  });

  it('is refused by a deployment with another secret, and when altered', async () => {
    const state = await (await stateKeyOf(SECRET)).sign(flow);
    expect(await (await stateKeyOf('e'.repeat(40))).verify(state)).toBeUndefined();
    const [header, payload, signature] = state.split('.');
    const altered = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8'));
    altered.redirectTo = 'https://attacker.example/';
    const forged = [header, Buffer.from(JSON.stringify(altered)).toString('base64url'), signature];
    expect(await (await stateKeyOf(SECRET)).verify(forged.join('.'))).toBeUndefined();
  });

  it('never passes for an access token, and its key is not the secret', async () => {
    const keys = await JwtKeys.create(SECRET);
    const state = await new ExternalStateKey(keys.derivedKey('external-sign-in-state')).sign(flow);
    expect((await keys.verify(state)).ok).toBe(false);
    const key = keys.derivedKey('external-sign-in-state');
    expect(Buffer.from(key!).toString()).not.toBe(SECRET);
    expect(keys.derivedKey('another purpose')).not.toEqual(key);
  });

  it('without a secret, has a key of this process only', async () => {
    const keys = await JwtKeys.create(undefined);
    expect(keys.derivedKey('external-sign-in-state')).toBeUndefined();
    const state = await new ExternalStateKey().sign(flow);
    expect(await new ExternalStateKey().verify(state)).toBeUndefined();
  });
});
