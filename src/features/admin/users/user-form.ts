// The console's user forms (react-hook-form + yup): invite and change access. The server checks
// the same rules again (server/api/admin/user-input.ts); the messages are the spec's (§5).
import * as yup from 'yup';
import { e164Digits } from '../../../../shared/phone';
import {
  CONSOLE_ROLES,
  ROUTE_KEYS,
  type ConsoleRole,
  type RouteKey,
} from '../../../../shared/route-keys';
import { adminUsers } from '../../../i18n/features/admin-users';

const errors = adminUsers.users.form.errors;

export interface AccessFormValues {
  role: ConsoleRole;
  customer_id: number | null;
  can_access: RouteKey[];
  notification_email_enable: boolean;
  /** As typed; '' withdraws the vouching. */
  verified_phone: string;
}

/** What a change sends: the fields that changed, the phone as digits (null: withdrawn). */
export type AccessChange = Partial<Omit<AccessFormValues, 'verified_phone'>> & {
  verified_phone?: string | null;
};

export interface InviteFormValues extends Omit<
  AccessFormValues,
  'notification_email_enable' | 'verified_phone'
> {
  email: string;
  full_name: string;
}

/** Roles a caller may hand out: a customer admin never makes a platform admin. */
export const assignableRoles = (callerRole: string | undefined): readonly ConsoleRole[] =>
  callerRole === 'admin' ? CONSOLE_ROLES : CONSOLE_ROLES.filter((role) => role !== 'admin');

const roleField = yup
  .mixed<ConsoleRole>()
  .oneOf([...CONSOLE_ROLES], errors.roleInvalid)
  .required(errors.roleInvalid);

// A customer's role belongs to a customer; the platform admin may have none.
const customerField = yup
  .number()
  .nullable()
  .defined()
  .when('role', {
    is: (role: ConsoleRole) => role !== 'admin',
    then: (field) => field.required(errors.customerRequired),
  });

const canAccessField = yup
  .array(
    yup
      .mixed<RouteKey>()
      .oneOf([...ROUTE_KEYS])
      .required(),
  )
  .defined()
  .max(ROUTE_KEYS.length);

export const accessSchema: yup.ObjectSchema<AccessFormValues> = yup.object({
  role: roleField,
  customer_id: customerField,
  can_access: canAccessField,
  notification_email_enable: yup.boolean().defined(),
  verified_phone: yup
    .string()
    .defined()
    .max(32, errors.phoneInvalid)
    .test('phone', errors.phoneInvalid, (phone) => !phone.trim() || !!e164Digits(phone)),
});

export const inviteSchema: yup.ObjectSchema<InviteFormValues> = yup.object({
  email: yup
    .string()
    .trim()
    .required(errors.emailRequired)
    .max(254, errors.emailInvalid)
    .matches(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, {
      message: errors.emailInvalid,
      excludeEmptyString: true,
    }),
  full_name: yup
    .string()
    .trim()
    .required(errors.nameRequired)
    // One message per field: an empty name is 'required', not also 'too short'.
    .test('min', errors.nameShort, (name) => !name || name.length >= 2)
    .max(100, errors.nameLong),
  role: roleField,
  customer_id: customerField,
  can_access: canAccessField,
});
