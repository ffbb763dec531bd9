// Which 'Đăng nhập với …' buttons /login shows: a provider's button needs both its remote-config
// switch (enable_google_login, enable_facebook_login) and the auth server's word that the
// provider is configured (GET /auth/v1/settings → external.<provider>, GoTrue's shape, so the
// same holds against a hosted Supabase project). Pure, for the unit tests.

export const EXTERNAL_PROVIDERS = ['google', 'facebook'] as const;
export type ExternalProvider = (typeof EXTERNAL_PROVIDERS)[number];

export interface ExternalSwitches {
  enable_google_login: boolean;
  enable_facebook_login: boolean;
}

const SWITCH_OF: Record<ExternalProvider, keyof ExternalSwitches> = {
  google: 'enable_google_login',
  facebook: 'enable_facebook_login',
};

/** Providers to offer, in a fixed order; none while the settings are unknown. */
export function shownExternalProviders(
  switches: ExternalSwitches,
  settings: unknown,
): ExternalProvider[] {
  const external =
    typeof settings === 'object' && settings !== null
      ? (settings as { external?: unknown }).external
      : undefined;
  if (typeof external !== 'object' || external === null) return [];
  const configured = external as Record<string, unknown>;
  return EXTERNAL_PROVIDERS.filter(
    (provider) => switches[SWITCH_OF[provider]] === true && configured[provider] === true,
  );
}

export function isExternalProvider(value: string | null): value is ExternalProvider {
  return (EXTERNAL_PROVIDERS as readonly (string | null)[]).includes(value);
}

/**
 * The provider of an external sign-in coming back to /oauth/callback: its return address names
 * it (`?provider=`), which also tells it apart from the Zalo sign-in sharing that route.
 */
export function externalCallbackProvider(search: string): ExternalProvider | undefined {
  const provider = new URLSearchParams(search).get('provider');
  return isExternalProvider(provider) ? provider : undefined;
}
