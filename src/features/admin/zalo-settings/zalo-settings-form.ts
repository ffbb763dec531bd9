// The per-customer Zalo form: OA id, ZNS template id, on/off, and the OA's token pair, which is
// write-only (20261127000500_zalo_alert_channels.sql): empty keeps the saved pair, both typed
// replace it. The same bounds as the table's checks.
import { boolean, object, string, type InferType } from 'yup';
import { alertChannels } from '../../../i18n/features/alert-channels';

const texts = alertChannels.settings;
const TOKEN = /^[A-Za-z0-9._~+/=-]{1,2000}$/;

const optionalDigits = (max: number, message: string) =>
  string()
    .trim()
    .defined()
    .test('digits', message, (text) => text === '' || new RegExp(`^[0-9]{1,${max}}$`).test(text));

const token = string()
  .trim()
  .defined()
  .test('token', texts.tokenInvalid, (text) => text === '' || TOKEN.test(text));

export const zaloSettingsSchema = object({
  oa_id: optionalDigits(32, texts.oaIdInvalid),
  zns_template_id: optionalDigits(20, texts.templateIdInvalid),
  enabled: boolean().defined(),
  access_token: token,
  refresh_token: token.test(
    'pair',
    texts.tokenPair,
    (text, context) =>
      (text === '') === ((context.parent as { access_token: string }).access_token === ''),
  ),
});

export type ZaloSettingsFormValues = InferType<typeof zaloSettingsSchema>;

/** What the console reads of a customer's row; the tokens never come back. */
export interface ZaloSettingsRow {
  customer_id: number;
  oa_id: string | null;
  zns_template_id: string | null;
  enabled: boolean;
  tokens_saved_at: string | null;
  channel_error: string | null;
  channel_error_at: string | null;
}

export interface ZaloSettingsWrite {
  customer_id: number;
  oa_id: string | null;
  zns_template_id: string | null;
  enabled: boolean;
  access_token?: string;
  refresh_token?: string;
}

export function zaloSettingsFormValues(row: ZaloSettingsRow | undefined): ZaloSettingsFormValues {
  return {
    oa_id: row?.oa_id ?? '',
    zns_template_id: row?.zns_template_id ?? '',
    enabled: row?.enabled ?? true,
    access_token: '',
    refresh_token: '',
  };
}

/** The row to write: empty ids are null; the tokens only when a new pair was typed. */
export function zaloSettingsWrite(
  customerId: number,
  form: ZaloSettingsFormValues,
): ZaloSettingsWrite {
  return {
    customer_id: customerId,
    oa_id: form.oa_id === '' ? null : form.oa_id,
    zns_template_id: form.zns_template_id === '' ? null : form.zns_template_id,
    enabled: form.enabled,
    ...(form.access_token === ''
      ? {}
      : { access_token: form.access_token, refresh_token: form.refresh_token }),
  };
}
