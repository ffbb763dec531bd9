// The messages a user reads when an auth call fails (spec §8 leaves the wording to us). The
// texts live in the string catalogue (`authErrors`, `authErrorContext` in src/i18n); this module
// names the conditions and hands out the text in the display language.
import { translate } from '../../../i18n';
import { vi } from '../../../i18n/vi';

/** Vietnamese source texts, one per §8 condition (tests assert against these). */
export const authErrorMessages = vi.authErrors;

export type AuthErrorKind = keyof typeof vi.authErrors;

/** What the user was doing; it names the failure when no specific message applies. */
export type AuthErrorContext =
  'login' | 'register' | 'forgotPassword' | 'changePassword' | 'verifyEmail' | 'updateProfile';

/** The message of a §8 condition in the display language. */
export const authErrorText = (kind: AuthErrorKind): string => translate(`authErrors.${kind}`);

/** Prefix of an unrecognised error: the context's name, or a generic one outside any context. */
export const authErrorPrefix = (context?: AuthErrorContext): string =>
  translate(`authErrorContext.${context ?? 'generic'}`);

/** Appended when an unrecognised error carries no text of its own. */
export const retryHint = (): string => translate('authErrorContext.retryHint');
