// The form of /remote-config: the switches and texts of remote_config the app reads (spec §9),
// checked as the app would need them (a tile template it can use, an OA id of digits), and the
// rows to write: only those whose value changed. A key with no row is not shown: the page
// updates rows, it never adds them.
import { boolean, object, string, type ObjectSchema } from 'yup';
import { admin } from '../../i18n/features/admin';
import type { RemoteConfigKey, RemoteConfigRow } from '../../miniapp';

/** The on/off keys, in the order the page shows them. */
export const SWITCH_KEYS = [
  'enable_zalo_login',
  'enable_google_login',
  'enable_facebook_login',
  'enable_welcome_page',
  'enable_forgot_password',
] as const satisfies readonly RemoteConfigKey[];

/** The text keys, in the order the page shows them. */
export const TEXT_KEYS = [
  'zalo_oa_id',
  'maps_tile_url',
  'maps_tile_attribution',
  'maps_api_key',
] as const satisfies readonly RemoteConfigKey[];

export type SwitchKey = (typeof SWITCH_KEYS)[number];
export type TextKey = (typeof TEXT_KEYS)[number];
export type RemoteConfigFormValues = Record<SwitchKey, boolean> & Record<TextKey, string>;

/** One row to write; the type is written too, so the app always parses what it reads. */
export interface RemoteConfigChange {
  key: SwitchKey | TextKey;
  value: string;
  type: 'boolean' | 'string';
}

export const TEXT_MAX_LENGTH = 200;
export const OA_ID_MAX_LENGTH = 32;

const messages = admin.remoteConfig.errors;
const isSwitchKey = (key: string): key is SwitchKey =>
  (SWITCH_KEYS as readonly string[]).includes(key);
const isTextKey = (key: string): key is TextKey => (TEXT_KEYS as readonly string[]).includes(key);

/** An https template Leaflet can fill: {z}, {x} and {y} present, a URL once they are filled. */
export function isTileTemplate(text: string): boolean {
  const template = text.trim();
  if (!['{z}', '{x}', '{y}'].every((part) => template.includes(part))) return false;
  try {
    return new URL(template.replace(/\{[^}]*\}/g, '0')).protocol === 'https:';
  } catch {
    return false;
  }
}

const limited = () =>
  string()
    .defined()
    .test('length', messages.tooLong, (text) => text.trim().length <= TEXT_MAX_LENGTH);

export const remoteConfigSchema: ObjectSchema<RemoteConfigFormValues> = object({
  enable_zalo_login: boolean().defined(),
  enable_google_login: boolean().defined(),
  enable_facebook_login: boolean().defined(),
  enable_welcome_page: boolean().defined(),
  enable_forgot_password: boolean().defined(),
  // Empty is allowed: the mini app then shows neither 'Theo dõi OA' nor 'Chat với hỗ trợ'.
  zalo_oa_id: string()
    .defined()
    .test('oa-id', messages.oaId, (text) =>
      new RegExp(`^\\d{0,${OA_ID_MAX_LENGTH}}$`).test(text.trim()),
    ),
  maps_tile_url: string().defined().test('tile-url', messages.tileUrl, isTileTemplate),
  maps_tile_attribution: limited(),
  maps_api_key: limited(),
});

/** The form's starting values: what is stored, a missing key as off or empty. */
export function remoteConfigFormValues(rows: readonly RemoteConfigRow[]): RemoteConfigFormValues {
  const stored = new Map(rows.map((row) => [row.key, row.value ?? '']));
  return {
    ...(Object.fromEntries(SWITCH_KEYS.map((key) => [key, stored.get(key) === 'true'])) as Record<
      SwitchKey,
      boolean
    >),
    ...(Object.fromEntries(TEXT_KEYS.map((key) => [key, stored.get(key) ?? ''])) as Record<
      TextKey,
      string
    >),
  };
}

/** The known keys that have a row, switches first: what the page shows. */
export function shownKeys(rows: readonly RemoteConfigRow[]): {
  switches: SwitchKey[];
  texts: TextKey[];
} {
  const present = new Set(rows.map((row) => row.key));
  return {
    switches: SWITCH_KEYS.filter((key) => present.has(key)),
    texts: TEXT_KEYS.filter((key) => present.has(key)),
  };
}

/** The stored rows of known keys whose value differs from the form's, as the values to write. */
export function changedRemoteConfig(
  rows: readonly RemoteConfigRow[],
  values: RemoteConfigFormValues,
): RemoteConfigChange[] {
  return rows.flatMap((row): RemoteConfigChange[] => {
    const { key } = row;
    const change: RemoteConfigChange | null = isSwitchKey(key)
      ? { key, value: String(values[key]), type: 'boolean' }
      : isTextKey(key)
        ? { key, value: values[key].trim(), type: 'string' }
        : null;
    if (!change || (change.value === (row.value ?? '') && change.type === row.type)) return [];
    return [change];
  });
}
