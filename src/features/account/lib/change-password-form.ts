// The change-password dialog's form (spec §2, §5). Passwords are taken exactly as typed: spaces
// count as characters and nothing is trimmed. The new and confirmation fields follow the same
// rules as the password-reset page, so the schema extends that one.
import { string, type ObjectSchema } from 'yup';
import { resetPasswordSchema, type ResetPasswordFormValues } from '../../auth';
import { formMessage } from './account-messages';

export interface ChangePasswordFormValues extends ResetPasswordFormValues {
  currentPassword: string;
}

export const changePasswordSchema: ObjectSchema<ChangePasswordFormValues> =
  resetPasswordSchema.shape({
    currentPassword: string().required(formMessage('currentPasswordRequired')),
  });

export const EMPTY_CHANGE_PASSWORD_FORM: ChangePasswordFormValues = {
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
};
