// The profile dialog's form (spec §2, §5) and the update-user call it leads to (spec §7).
import type { UserAttributes } from '@supabase/supabase-js';
import { boolean, object, string, type ObjectSchema } from 'yup';
import { formMessage } from './account-messages';
import {
  isValidPhoneNumber,
  localPhoneNumber,
  normalizePhone,
  stripPhoneSeparators,
} from './phone';

export interface ProfileFormValues {
  full_name: string;
  phone: string;
  email: string;
  notification_email_enable: boolean;
}

export const profileSchema: ObjectSchema<ProfileFormValues> = object({
  full_name: string()
    .trim()
    .required(formMessage('fullNameRequired'))
    .min(2, formMessage('fullNameTooShort')),
  phone: string()
    .trim()
    .required(formMessage('phoneRequired'))
    // Emptiness is the required rule's message, not this one.
    .test(
      'phone-digits',
      formMessage('phoneDigits'),
      (value) => !value || isValidPhoneNumber(value),
    ),
  email: string()
    .trim()
    .required(formMessage('emailRequired'))
    .email(formMessage('emailInvalid'))
    // yup accepts 'lan@congty'; a real mailbox needs a dotted domain, so that typo is caught here.
    .matches(/@[^@\s]+\.[^@\s.]+$/, {
      message: formMessage('emailInvalid'),
      excludeEmptyString: true,
    }),
  notification_email_enable: boolean().required().default(false),
});

/** Body of the first update-user call (spec §7). */
export interface UpdateUserPayload {
  data: {
    full_name: string;
    name: string;
    phone_number: string;
    phone: string;
    notification_email_enable: boolean;
  };
  phone: string;
}

/**
 * The spec §7 update-user body. The name goes to both `full_name` and `name` (other sign-in
 * providers fill `name`). Phone fields, decided: `data.phone_number` keeps the local form the
 * app displays ('0901234567'); `data.phone` and the top-level `phone` carry the normalised E.164
 * form ('+84901234567') that the auth service stores. A number that has no local form (it should
 * not pass validation) is kept as typed, without separators.
 */
export function buildUpdateUserPayload(form: ProfileFormValues): UpdateUserPayload {
  const fullName = form.full_name.trim();
  const normalised = normalizePhone(form.phone);
  const payload = {
    data: {
      full_name: fullName,
      name: fullName,
      phone_number: localPhoneNumber(form.phone) ?? stripPhoneSeparators(form.phone),
      phone: normalised,
      notification_email_enable: form.notification_email_enable,
    },
    phone: normalised,
  };
  return payload satisfies UserAttributes;
}

/**
 * Whether the second update-user call (email only, spec §7) is needed. Email addresses compare
 * without case and surrounding spaces, so retyping the same address in capitals sends nothing.
 */
export function emailChanged(current: string | null | undefined, next: string): boolean {
  const normalise = (email: string | null | undefined) => (email ?? '').trim().toLowerCase();
  return normalise(next) !== '' && normalise(current) !== normalise(next);
}
