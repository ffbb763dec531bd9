import { describe, expect, it } from 'vitest';
import {
  changedRemoteConfig,
  isTileTemplate,
  remoteConfigFormValues,
  remoteConfigSchema,
  shownKeys,
  type RemoteConfigFormValues,
} from '../../../../src/features/admin/remote-config-form';
import type { RemoteConfigRow } from '../../../../src/miniapp';

const OSM = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/** The rows as seeded (server/seed/reference-data.ts), plus a key this page does not know. */
const ROWS: RemoteConfigRow[] = [
  { key: 'enable_facebook_login', value: 'true', type: 'boolean' },
  { key: 'enable_forgot_password', value: 'true', type: 'boolean' },
  { key: 'enable_google_login', value: 'false', type: 'boolean' },
  { key: 'enable_welcome_page', value: 'true', type: 'boolean' },
  { key: 'enable_zalo_login', value: 'true', type: 'boolean' },
  { key: 'maps_api_key', value: '{key}', type: 'string' },
  { key: 'maps_tile_attribution', value: '', type: 'string' },
  { key: 'maps_tile_url', value: OSM, type: 'string' },
  { key: 'theme_color', value: '#00aa55', type: 'string' },
  { key: 'zalo_oa_id', value: null, type: 'string' },
];

const stored = (): RemoteConfigFormValues => remoteConfigFormValues(ROWS);

/** The messages yup gives, by field. */
async function errorsOf(changes: Partial<RemoteConfigFormValues>): Promise<Record<string, string>> {
  try {
    await remoteConfigSchema.validate({ ...stored(), ...changes }, { abortEarly: false });
    return {};
  } catch (error) {
    const { inner } = error as { inner: Array<{ path: string; message: string }> };
    return Object.fromEntries(inner.map(({ path, message }) => [path, message]));
  }
}

describe('remote config form values', () => {
  it("reads 'true' as on, anything else as off, and a null text as empty", () => {
    expect(stored()).toEqual({
      enable_zalo_login: true,
      enable_google_login: false,
      enable_facebook_login: true,
      enable_welcome_page: true,
      enable_forgot_password: true,
      zalo_oa_id: '',
      maps_tile_url: OSM,
      maps_tile_attribution: '',
      maps_api_key: '{key}',
    });
  });

  it('shows the known keys that have a row, in the page order, and nothing else', () => {
    expect(shownKeys(ROWS)).toEqual({
      switches: [
        'enable_zalo_login',
        'enable_google_login',
        'enable_facebook_login',
        'enable_welcome_page',
        'enable_forgot_password',
      ],
      texts: ['zalo_oa_id', 'maps_tile_url', 'maps_tile_attribution', 'maps_api_key'],
    });
    const some = ROWS.filter(
      (row) => row.key !== 'enable_google_login' && row.key !== 'maps_api_key',
    );
    expect(shownKeys(some).switches).not.toContain('enable_google_login');
    expect(shownKeys(some).texts).not.toContain('maps_api_key');
  });
});

describe('remote config schema', () => {
  it('accepts the seeded values', async () => {
    expect(await errorsOf({})).toEqual({});
  });

  it('takes an OA id of up to 32 digits, or none', async () => {
    expect(await errorsOf({ zalo_oa_id: '4318394720137581234' })).toEqual({});
    expect(await errorsOf({ zalo_oa_id: '1'.repeat(32) })).toEqual({});
    const message = 'OA ID chỉ gồm chữ số, tối đa 32 chữ số';
    expect(await errorsOf({ zalo_oa_id: '1'.repeat(33) })).toEqual({ zalo_oa_id: message });
    expect(await errorsOf({ zalo_oa_id: '12a4' })).toEqual({ zalo_oa_id: message });
    expect(await errorsOf({ zalo_oa_id: '-12' })).toEqual({ zalo_oa_id: message });
  });

  it('takes only an https tile template with {z}, {x} and {y}', async () => {
    const message = 'Vui lòng nhập địa chỉ https có đủ {z}, {x} và {y}';
    expect(
      await errorsOf({
        maps_tile_url: 'https://{s}.tiles.example.vn/{z}/{x}/{y}.png?key={apiKey}',
      }),
    ).toEqual({});
    for (const bad of [
      '',
      'http://tile.openstreetmap.org/{z}/{x}/{y}.png',
      'https://tile.openstreetmap.org/{z}/{x}.png',
      'tile.openstreetmap.org/{z}/{x}/{y}.png',
      'javascript:{z}{x}{y}',
    ]) {
      expect(await errorsOf({ maps_tile_url: bad }), bad).toEqual({ maps_tile_url: message });
    }
    expect(isTileTemplate(`  ${OSM}  `)).toBe(true);
  });

  it('takes an attribution and a maps key of up to 200 characters', async () => {
    expect(
      await errorsOf({ maps_tile_attribution: 'x'.repeat(200), maps_api_key: 'k'.repeat(200) }),
    ).toEqual({});
    expect(
      await errorsOf({ maps_tile_attribution: 'x'.repeat(201), maps_api_key: 'k'.repeat(201) }),
    ).toEqual({ maps_tile_attribution: 'Tối đa 200 ký tự', maps_api_key: 'Tối đa 200 ký tự' });
  });
});

describe('changed rows', () => {
  it('writes nothing when nothing changed', () => {
    expect(changedRemoteConfig(ROWS, stored())).toEqual([]);
  });

  it('writes only the changed rows, switches as the text true or false, texts trimmed', () => {
    const values = {
      ...stored(),
      enable_forgot_password: false,
      enable_google_login: true,
      zalo_oa_id: ' 4318394720137581234 ',
    };
    expect(changedRemoteConfig(ROWS, values)).toEqual([
      { key: 'enable_forgot_password', value: 'false', type: 'boolean' },
      { key: 'enable_google_login', value: 'true', type: 'boolean' },
      { key: 'zalo_oa_id', value: '4318394720137581234', type: 'string' },
    ]);
  });

  it('treats added spaces alone as no change, and never writes a key the page does not know', () => {
    const values = { ...stored(), maps_tile_url: `${OSM} ` };
    expect(changedRemoteConfig(ROWS, values)).toEqual([]);
  });

  it('repairs a row stored with the wrong type, so the app can parse it', () => {
    const rows = ROWS.map((row) =>
      row.key === 'enable_welcome_page' ? { ...row, type: 'string' } : row,
    );
    expect(changedRemoteConfig(rows, remoteConfigFormValues(rows))).toEqual([
      { key: 'enable_welcome_page', value: 'true', type: 'boolean' },
    ]);
  });
});
