// What /login says when a Google or Facebook sign-in did not let the user in: the message of a
// known condition (refused at the provider, no access to the system, server trouble, …), never
// free text from the address of /oauth/callback, which anyone can write into a link.
import { authErrorKind, authErrorMessage } from './auth-error-message';

export function externalSignInFailureMessage(error: unknown): string {
  return authErrorMessage(authErrorKind(error) ? error : null, 'login');
}
