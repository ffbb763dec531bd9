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

/** Authorization-setting response of spec §3. */
export interface AuthSettingResponse {
  err: number;
  msg?: string;
  data?: { authSetting?: Record<string, boolean | undefined> };
}

export interface ActionLogEntry {
  action: string;
  error: number;
  message: string;
  data: unknown;
}
