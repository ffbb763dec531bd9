import { describe, expect, it } from 'vitest';
import { resolvePublicConfig } from '../../../src/services/config';

describe('resolvePublicConfig', () => {
  it('defaults the service URLs to the page origin', () => {
    expect(resolvePublicConfig({ env: {}, origin: 'https://app.example' })).toEqual({
      supabaseUrl: 'https://app.example',
      supabaseAnonKey: '',
      apiUrl: 'https://app.example/api',
      productName: 'GreenWatch',
    });
  });

  it('takes build-time VITE_* values', () => {
    const config = resolvePublicConfig({
      env: {
        VITE_SUPABASE_URL: 'https://abc.supabase.co/',
        VITE_SUPABASE_ANON_KEY: 'anon',
        VITE_API_URL: 'https://api.example/v1/',
        VITE_PRODUCT_NAME: 'EcoWatch',
      },
      origin: 'https://app.example',
    });
    expect(config).toEqual({
      supabaseUrl: 'https://abc.supabase.co',
      supabaseAnonKey: 'anon',
      apiUrl: 'https://api.example/v1',
      productName: 'EcoWatch',
    });
  });

  it('prefers the injected runtime config over build-time values, ignoring blanks', () => {
    const config = resolvePublicConfig({
      injected: {
        supabaseUrl: 'https://runtime.example',
        supabaseAnonKey: 'runtime-key',
        apiUrl: ' ',
      },
      env: { VITE_SUPABASE_URL: 'https://build.example', VITE_SUPABASE_ANON_KEY: 'build-key' },
      origin: 'https://app.example',
    });
    expect(config.supabaseUrl).toBe('https://runtime.example');
    expect(config.supabaseAnonKey).toBe('runtime-key');
    expect(config.apiUrl).toBe('https://app.example/api');
  });
});
