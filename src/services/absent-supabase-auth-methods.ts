// Two sign-in methods of supabase-js's auth client that GreenWatch does not offer: passkeys
// (WebAuthn, as a sign-in or an MFA factor) and Web3 wallets (Sign-In with Ethereum). The
// server has neither, no screen calls them, and their code (auth-js's lib/webauthn with its
// errors, and lib/web3/ethereum: about 4 KiB gzip) was in the entry chunk that every page loads.
// The build and the unit tests resolve those modules, as GoTrueClient imports them, to this one
// (scripts/build/absent-auth-methods-plugin.ts): the client still builds, and whatever would
// start either method fails at once with the reason.

const leftOut = (method: string) =>
  new Error(`${method} is left out of GreenWatch's build: no screen uses it`);

const passkeysLeftOut = (): never => {
  throw leftOut('Passkey (WebAuthn) sign-in');
};
const web3LeftOut = (): never => {
  throw leftOut('Web3 wallet sign-in');
};

/** `supabase.auth.mfa.webauthn`: each of its methods fails with the reason. */
export class WebAuthnApi {
  readonly enroll = passkeysLeftOut;
  readonly challenge = passkeysLeftOut;
  readonly verify = passkeysLeftOut;
  readonly authenticate = passkeysLeftOut;
  readonly register = passkeysLeftOut;
}

// What GoTrueClient imports from lib/webauthn, used only on a passkey's way.
export const browserSupportsWebAuthn = passkeysLeftOut;
export const createCredential = passkeysLeftOut;
export const getCredential = passkeysLeftOut;
export const deserializeCredentialCreationOptions = passkeysLeftOut;
export const deserializeCredentialRequestOptions = passkeysLeftOut;
export const serializeCredentialCreationResponse = passkeysLeftOut;
export const serializeCredentialRequestResponse = passkeysLeftOut;
export const webAuthnAbortService = {
  createNewAbortSignal: passkeysLeftOut,
  cancelCeremony: passkeysLeftOut,
};

// What it imports from lib/web3/ethereum, used only by signInWithWeb3 for Ethereum.
export const createSiweMessage = web3LeftOut;
export const fromHex = web3LeftOut;
export const getAddress = web3LeftOut;
export const toHex = web3LeftOut;
