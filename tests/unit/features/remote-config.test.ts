import { describe, expect, it } from 'vitest';
import { DEFAULT_REMOTE_CONFIG, parseRemoteConfig } from '../../../src/features/remote-config';

describe('remote config', () => {
  it('has the spec §9 defaults', () => {
    expect(DEFAULT_REMOTE_CONFIG).toEqual({
      zaloLoginEnabled: true,
      googleLoginEnabled: true,
      facebookLoginEnabled: true,
      welcomePageEnabled: true,
      forgotPasswordEnabled: true,
      mapsApiKey: '{key}',
    });
  });

  it("reads boolean rows from the texts 'true' and 'false'", () => {
    const config = parseRemoteConfig([
      { key: 'enable_welcome_page', value: 'false', type: 'boolean' },
      { key: 'enable_zalo_login', value: 'true', type: 'boolean' },
      { key: 'maps_api_key', value: 'abc', type: 'string' },
    ]);
    expect(config).toMatchObject({
      welcomePageEnabled: false,
      zaloLoginEnabled: true,
      mapsApiKey: 'abc',
    });
  });

  it('keeps the default for unknown keys and bad values', () => {
    const config = parseRemoteConfig([
      { key: 'enable_welcome_page', value: 'nope', type: 'boolean' },
      { key: 'something_else', value: 'x' },
      { key: 'maps_api_key', value: '  ' },
      { key: 'enable_forgot_password', value: null },
    ]);
    expect(config).toEqual(DEFAULT_REMOTE_CONFIG);
  });
});
