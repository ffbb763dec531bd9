// Session state of spec §4: loading starts true, user null, error null.
import type { User } from '@supabase/supabase-js';
import { atom, selector } from 'recoil';

export interface SessionState {
  loading: boolean;
  user: User | null;
  error: string | null;
}

export const INITIAL_SESSION_STATE: SessionState = { loading: true, user: null, error: null };

export const sessionState = atom<SessionState>({
  key: 'auth/session',
  default: INITIAL_SESSION_STATE,
  // supabase-js keeps and updates its own User objects; Recoil must not freeze them.
  dangerouslyAllowMutability: true,
});

/** The session user's role and can_access as the guards need them. */
export interface SessionAccess {
  role?: string;
  canAccess?: readonly string[];
}

export function sessionAccess(user: User): SessionAccess {
  const metadata = (user.user_metadata ?? {}) as Record<string, unknown>;
  const role = typeof metadata.role === 'string' ? metadata.role : undefined;
  const canAccess = Array.isArray(metadata.can_access)
    ? metadata.can_access.filter((key): key is string => typeof key === 'string')
    : undefined;
  return { role, canAccess };
}

export const sessionUserState = selector<User | null>({
  key: 'auth/session-user',
  get: ({ get }) => get(sessionState).user,
  dangerouslyAllowMutability: true,
});
