// The customer form: name, customer key (what data files and links name the customer by, as the
// table's check allows it), group, public sharing, logo and powered-by links. Links are web
// addresses or paths on this server, as the table's checks allow; empty means none.
import { boolean, number, object, type InferType } from 'yup';
import { adminConsole } from '../../../i18n/features/admin-console';
import { optionalUrl, requiredText } from '../console-fields';

const texts = adminConsole.customers;

export const CUSTOMER_KEY = /^[A-Za-z0-9_-]{2,64}$/;

export const customerSchema = object({
  name: requiredText(texts.name),
  customer_key: requiredText(texts.key, 64).matches(CUSTOMER_KEY, texts.keyInvalid),
  customergroup_id: number().nullable().defined(),
  public_sharing: boolean().defined(),
  logo_url: optionalUrl(true),
  powered_by_url: optionalUrl(true),
});

export type CustomerFormValues = InferType<typeof customerSchema>;

/** The row as the table stores it: empty links are null. */
export interface CustomerValues {
  name: string;
  customer_key: string;
  customergroup_id: number | null;
  public_sharing: boolean;
  logo_url: string | null;
  powered_by_url: string | null;
}

export const groupSchema = object({ name: requiredText(texts.groupName) });
export type GroupFormValues = InferType<typeof groupSchema>;

export const EMPTY_CUSTOMER: CustomerFormValues = {
  name: '',
  customer_key: '',
  customergroup_id: null,
  public_sharing: false,
  logo_url: '',
  powered_by_url: '',
};

export function customerFormValues(row: CustomerValues | null): CustomerFormValues {
  if (!row) return EMPTY_CUSTOMER;
  return { ...row, logo_url: row.logo_url ?? '', powered_by_url: row.powered_by_url ?? '' };
}

/** The validated form as the row to write (the schema has trimmed the texts). */
export function customerValues(form: CustomerFormValues): CustomerValues {
  return {
    name: form.name,
    customer_key: form.customer_key,
    // 0 is the 'Không xác định' option: no group.
    customergroup_id: form.customergroup_id ? form.customergroup_id : null,
    public_sharing: form.public_sharing,
    logo_url: form.logo_url === '' ? null : form.logo_url,
    powered_by_url: form.powered_by_url === '' ? null : form.powered_by_url,
  };
}
