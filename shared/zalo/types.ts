// Mini-app entities of spec §3.
export type AvatarType = 'small' | 'normal' | 'large';

export interface MiniAppUserInfo {
  id: string;
  name: string;
  avatar: string;
  idByOA?: string;
  followedOA?: boolean;
  isSensitive?: boolean;
}

export interface DynamicApi {
  action: string;
  clientHandle?: boolean;
  isSupported?: boolean;
}

export interface MiniProgramConfig {
  jwt?: string;
  userAuthorized?: boolean;
  canUseAccessTokenByDefault?: boolean;
  requiredAuthenList?: string[];
  dynamicApis?: DynamicApi[];
}

export interface HostCookie {
  name: string;
  value: string;
}

/** What the host hands back from its login "jump" (spec §3 'Mini-program host config'). */
export interface HostLogin {
  miniProgramConfig: MiniProgramConfig;
  cookiesOAuthLogins: HostCookie[];
}

export interface ActionLogEntry {
  action: string;
  error: number;
  message: string;
  data: unknown;
}

/** GreenWatch's answer about the caller's own Zalo link (`/api/zalo/link`). */
export interface ZaloLinkStatus {
  linked: boolean;
  /** ISO time of the current link; null when unlinked or linked before the time was kept. */
  linked_at: string | null;
  /** The linked Zalo account's name and avatar (https) as Zalo last showed them; null if none. */
  name: string | null;
  avatar_url: string | null;
}

/** `POST /api/zalo/link` and `/api/zalo/sign-in`: a mini-app token, or a web OAuth v4 code. */
export type ZaloCredentialRequest =
  { access_token: string } | { code: string; code_verifier: string };

/** `POST /api/zalo/phone-sign-in`: a first-time Zalo user shares their phone number. */
export interface ZaloPhoneSignInRequest {
  access_token: string;
  /** The one-time token of getPhoneNumber, swapped for the number on the server. */
  phone_token: string;
  /** The user agreed to their number being used to find their account: must be true. */
  consent: true;
}
