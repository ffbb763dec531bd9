// Texts of the profile and change-password forms and their outcomes. Those quoted by the product
// spec (§2, §5, §8) are exact; tests assert them. The texts live in the string catalogue
// (`accountForm`, `accountOutcome` in src/i18n/features/account.ts); the Vietnamese source is
// exported for tests.
import { translate } from '../../../i18n';
import { accountCatalogue } from '../../../i18n/features/account';

export const profileFormMessages = {
  fullNameRequired: accountCatalogue.accountForm.fullNameRequired,
  fullNameTooShort: accountCatalogue.accountForm.fullNameTooShort,
  phoneRequired: accountCatalogue.accountForm.phoneRequired,
  phoneDigits: accountCatalogue.accountForm.phoneDigits,
  emailRequired: accountCatalogue.accountForm.emailRequired,
  emailInvalid: accountCatalogue.accountForm.emailInvalid,
} as const;

export const changePasswordFormMessages = {
  currentPasswordRequired: accountCatalogue.accountForm.currentPasswordRequired,
  newPasswordRequired: accountCatalogue.accountForm.newPasswordRequired,
  newPasswordTooShort: accountCatalogue.accountForm.newPasswordTooShort,
  confirmPasswordRequired: accountCatalogue.accountForm.confirmPasswordRequired,
  confirmPasswordMismatch: accountCatalogue.accountForm.confirmPasswordMismatch,
} as const;

export type AccountFormMessage = keyof typeof accountCatalogue.accountForm;

/** A form message in the display language, read when yup reports the error. */
export const formMessage = (key: AccountFormMessage) => () => translate(`accountForm.${key}`);

/** Outcome messages of the two dialogs (spec §5, §8), Vietnamese source. */
export const accountOutcomeMessages = {
  profileSaved: accountCatalogue.accountOutcome.profileSaved,
  profileSaveFailed: accountCatalogue.accountOutcome.profileSaveFailed,
  emailChangeFailed: accountCatalogue.accountOutcome.emailChangeFailed,
  passwordChanged: accountCatalogue.accountOutcome.passwordChanged,
  wrongCurrentPassword: accountCatalogue.accountOutcome.wrongCurrentPassword,
  noSessionEmail: accountCatalogue.accountOutcome.noSessionEmail,
} as const;

/** The §7 confirmation message after the second update-user call changed the email. */
export function emailConfirmationSentMessage(newEmail: string): string {
  return translate('accountOutcome.emailConfirmationSent', { email: newEmail.trim() });
}
