// Texts of the profile and change-password forms and their outcomes. Those quoted by the product
// spec (§2, §5, §8) are exact; tests assert them. The texts live in the string catalogue
// (`accountForm`, `accountOutcome` in src/i18n); the Vietnamese source is exported for tests.
import { translate } from '../../../i18n';
import { vi } from '../../../i18n/vi';

export const profileFormMessages = {
  fullNameRequired: vi.accountForm.fullNameRequired,
  fullNameTooShort: vi.accountForm.fullNameTooShort,
  phoneRequired: vi.accountForm.phoneRequired,
  phoneDigits: vi.accountForm.phoneDigits,
  emailRequired: vi.accountForm.emailRequired,
  emailInvalid: vi.accountForm.emailInvalid,
} as const;

export const changePasswordFormMessages = {
  currentPasswordRequired: vi.accountForm.currentPasswordRequired,
  newPasswordRequired: vi.accountForm.newPasswordRequired,
  newPasswordTooShort: vi.accountForm.newPasswordTooShort,
  confirmPasswordRequired: vi.accountForm.confirmPasswordRequired,
  confirmPasswordMismatch: vi.accountForm.confirmPasswordMismatch,
} as const;

export type AccountFormMessage = keyof typeof vi.accountForm;

/** A form message in the display language, read when yup reports the error. */
export const formMessage = (key: AccountFormMessage) => () => translate(`accountForm.${key}`);

/** Outcome messages of the two dialogs (spec §5, §8), Vietnamese source. */
export const accountOutcomeMessages = {
  profileSaved: vi.accountOutcome.profileSaved,
  profileSaveFailed: vi.accountOutcome.profileSaveFailed,
  emailChangeFailed: vi.accountOutcome.emailChangeFailed,
  passwordChanged: vi.accountOutcome.passwordChanged,
  wrongCurrentPassword: vi.accountOutcome.wrongCurrentPassword,
  noSessionEmail: vi.accountOutcome.noSessionEmail,
} as const;

/** The §7 confirmation message after the second update-user call changed the email. */
export function emailConfirmationSentMessage(newEmail: string): string {
  return translate('accountOutcome.emailConfirmationSent', { email: newEmail.trim() });
}
