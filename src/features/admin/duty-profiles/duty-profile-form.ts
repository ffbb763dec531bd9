// A province's duties to the environment department (authority_duty_profile): the table's checks
// as a form, so the admin sees what is wrong before anything is sent. Province '' is the profile
// of every province without its own; it keeps that name, every other profile needs one.
import { boolean, object, type InferType } from 'yup';
import { e164Digits } from '../../../../shared/phone';
import { dutyProfiles } from '../../../i18n/features/duty-profiles';
import {
  numberText,
  optionalText,
  parseNumber,
  requiredText,
  textOfNumber,
} from '../console-fields';

const fields = dutyProfiles.fields;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface DutyProfileValues {
  province: string;
  authority_name: string;
  notify_within_hours: number | null;
  maintenance_notice_days: number | null;
  recipient_email: string;
  recipient_phone: string;
  notice_title: string;
  confirmed: boolean;
}

export interface DutyProfileRow extends DutyProfileValues {
  id: number;
}

const shape = {
  authority_name: requiredText(fields.authorityName),
  notify_within_hours: numberText({ min: 1, max: 720, integer: true }),
  maintenance_notice_days: numberText({ min: 0, max: 60, integer: true }),
  recipient_email: optionalText(200).test(
    'email',
    dutyProfiles.errors.email,
    (text) => text === '' || EMAIL.test(text),
  ),
  recipient_phone: optionalText(30).test(
    'phone',
    dutyProfiles.errors.phone,
    (text) => text === '' || e164Digits(text) !== undefined,
  ),
  notice_title: requiredText(fields.noticeTitle),
  confirmed: boolean().defined(),
};

/** The form of a named province's profile. */
export const dutyProfileSchema = object({
  province: requiredText(fields.province, 100),
  ...shape,
});

/** The form of the default profile: its province stays ''. */
export const defaultDutyProfileSchema = object({
  province: optionalText(100).oneOf(['']),
  ...shape,
});

export type DutyProfileFormValues = InferType<typeof dutyProfileSchema>;

export const isDefaultProfile = (row: DutyProfileRow | null): boolean => row?.province === '';

export const EMPTY_DUTY_PROFILE: DutyProfileFormValues = {
  province: '',
  authority_name: 'Sở Nông nghiệp và Môi trường',
  notify_within_hours: '',
  maintenance_notice_days: '',
  recipient_email: '',
  recipient_phone: '',
  notice_title: 'Thông báo sự cố hệ thống quan trắc tự động',
  confirmed: false,
};

export const dutyProfileFormValues = (row: DutyProfileRow | null): DutyProfileFormValues =>
  row
    ? {
        province: row.province,
        authority_name: row.authority_name,
        notify_within_hours: textOfNumber(row.notify_within_hours),
        maintenance_notice_days: textOfNumber(row.maintenance_notice_days),
        recipient_email: row.recipient_email,
        recipient_phone: row.recipient_phone,
        notice_title: row.notice_title,
        confirmed: row.confirmed,
      }
    : EMPTY_DUTY_PROFILE;

/** The row a valid form stores (yup has trimmed the texts). */
export const dutyProfileValues = (form: DutyProfileFormValues): DutyProfileValues => ({
  province: form.province,
  authority_name: form.authority_name,
  notify_within_hours: parseNumber(form.notify_within_hours),
  maintenance_notice_days: parseNumber(form.maintenance_notice_days),
  recipient_email: form.recipient_email,
  recipient_phone: form.recipient_phone,
  notice_title: form.notice_title,
  confirmed: form.confirmed,
});
