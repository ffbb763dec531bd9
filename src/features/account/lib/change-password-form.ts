// The change-password dialog's form (spec §2, §5). Passwords are taken exactly as typed: spaces
// count as characters and nothing is trimmed.
import { object, string, type ObjectSchema } from 'yup';
import { changePasswordFormMessages as messages } from './account-messages';

export interface ChangePasswordFormValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export const NEW_PASSWORD_MIN_LENGTH = 6;

export const changePasswordSchema: ObjectSchema<ChangePasswordFormValues> = object({
  currentPassword: string().required(messages.currentPasswordRequired),
  newPassword: string()
    .required(messages.newPasswordRequired)
    .min(NEW_PASSWORD_MIN_LENGTH, messages.newPasswordTooShort),
  confirmPassword: string()
    .required(messages.confirmPasswordRequired)
    // A test rather than oneOf(ref): yup checks oneOf before every other rule, so an empty
    // confirmation would read 'không khớp' instead of asking for the confirmation.
    .test(
      'matches-new-password',
      messages.confirmPasswordMismatch,
      (value, context) =>
        !value || value === (context.parent as ChangePasswordFormValues).newPassword,
    ),
});

export const EMPTY_CHANGE_PASSWORD_FORM: ChangePasswordFormValues = {
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
};
