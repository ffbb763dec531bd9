// What the sign-in form accepts (spec §5), loaded with the form's first validation
// (login-page.tsx), so yup is not part of the sign-in page's first download.
import { yupResolver } from '@hookform/resolvers/yup';
import * as yup from 'yup';
import { translate } from '../../../i18n';

export const loginSchema = yup.object({
  email: yup
    .string()
    .trim()
    .required(() => translate('auth.emailRequired'))
    .email(() => translate('auth.emailInvalid')),
  password: yup.string().required(() => translate('auth.passwordRequired')),
});

export const loginResolver = yupResolver(loginSchema);
