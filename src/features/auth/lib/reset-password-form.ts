// The new-password form of /reset-password: the same rules and messages as the change-password
// dialog's new and confirmation fields (spec §5).
import { object, string, type ObjectSchema } from 'yup';
import { translate } from '../../../i18n';

export interface ResetPasswordFormValues {
  newPassword: string;
  confirmPassword: string;
}

export const NEW_PASSWORD_MIN_LENGTH = 6;

const message =
  (key: 'newPasswordRequired' | 'newPasswordTooShort' | 'confirmPasswordRequired') => () =>
    translate(`accountForm.${key}`);

export const resetPasswordSchema: ObjectSchema<ResetPasswordFormValues> = object({
  newPassword: string()
    .required(message('newPasswordRequired'))
    .min(NEW_PASSWORD_MIN_LENGTH, message('newPasswordTooShort')),
  confirmPassword: string()
    .required(message('confirmPasswordRequired'))
    // A test rather than oneOf(ref): yup checks oneOf before every other rule, so an empty
    // confirmation would read 'không khớp' instead of asking for the confirmation.
    .test(
      'matches-new-password',
      () => translate('accountForm.confirmPasswordMismatch'),
      (value, context) =>
        !value || value === (context.parent as ResetPasswordFormValues).newPassword,
    ),
});
