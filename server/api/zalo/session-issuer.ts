import type { Context } from 'hono';
import { startSession, type TokenIssuer } from '../../compat/auth/sessions.js';
import type { Database } from '../../db/database.js';
import type { JwtKeys } from '../../jwt-keys.js';
import { ZaloSignInFailure } from './zalo-failure.js';

// Who signs a user in once Zalo has vouched for them. Embedded (GREENWATCH_COMPAT on), our own
// auth starts the session (compat/auth/sessions.ts). Next to a hosted Supabase project the signing
// key is the project's, so the project issues the session: GoTrue's admin generate_link (type
// magiclink, with the service-role key) gives a one-time token hash, which POST /auth/v1/verify
// redeems for a session, the same token response /auth/v1/token gives. The hosted way needs the
// account's e-mail address (generate_link works by address: 409 email_required without one) and
// the service-role key (503 sessions_unavailable without it; the server says so on start).

/** GoTrue's token response: access_token, refresh_token, expires_in, expires_at, user… */
export type GoTrueSession = Record<string, unknown> & { access_token: string };

export interface SessionIssuer {
  /** A new session for `userId`, who may sign in (the caller checked). */
  start(c: Context, userId: string): Promise<GoTrueSession>;
}

export function embeddedSessions(
  db: Database,
  keys: JwtKeys,
  accessTokenSeconds: number,
): SessionIssuer {
  return {
    start(c, userId) {
      const issuer: TokenIssuer = {
        keys,
        accessTokenSeconds,
        issuer: `${new URL(c.req.url).origin}/auth/v1`,
      };
      return db.transaction((tx) => startSession(tx, issuer, userId, 'oauth'));
    },
  };
}

export interface HostedSessionOptions {
  db: Database;
  /** The hosted project's URL (SUPABASE_URL). */
  supabaseUrl: string;
  /** SUPABASE_SERVICE_ROLE_KEY; undefined: sessions cannot be issued (503). */
  serviceRoleKey: string | undefined;
  /** The bound on each of the two requests; default 10000 ms. */
  timeoutMs?: number;
}

const sessionsUnavailable = () =>
  new ZaloSignInFailure(
    503,
    'sessions_unavailable',
    'Máy chủ chưa tạo được phiên đăng nhập. Vui lòng thử lại sau hoặc liên hệ quản trị viên.',
  );

export function hostedSessions(options: HostedSessionOptions): SessionIssuer {
  const authUrl = `${options.supabaseUrl.replace(/\/+$/, '')}/auth/v1`;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const call = async (path: string, body: object): Promise<Record<string, unknown>> => {
    const key = options.serviceRoleKey!;
    let response: Response;
    try {
      response = await fetch(`${authUrl}${path}`, {
        method: 'POST',
        headers: {
          apikey: key,
          Authorization: `Bearer ${key}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      console.error(
        `hosted auth ${path} unreachable:`,
        error instanceof Error ? error.message : error,
      );
      throw sessionsUnavailable();
    }
    const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    if (!response.ok) {
      const code = answer.error_code ?? answer.code ?? answer.msg ?? answer.message;
      console.error(`hosted auth ${path} answered ${response.status}: ${String(code)}`);
      throw sessionsUnavailable();
    }
    return answer;
  };
  return {
    async start(_c, userId) {
      if (!options.serviceRoleKey) throw sessionsUnavailable();
      const [user] = await options.db.query<{ email: string | null }>(
        'select email from auth.users where id = $1',
        [userId],
      );
      if (!user?.email) {
        // Every account the console makes has one; an account made with a phone only cannot be
        // signed in by the project this way.
        throw new ZaloSignInFailure(
          409,
          'email_required',
          'Tài khoản chưa có email nên chưa đăng nhập bằng Zalo được. Vui lòng liên hệ quản trị viên để thêm email cho tài khoản.',
        );
      }
      const link = await call('/admin/generate_link', { type: 'magiclink', email: user.email });
      if (typeof link.hashed_token !== 'string') throw sessionsUnavailable();
      const session = await call('/verify', { type: 'magiclink', token_hash: link.hashed_token });
      if (typeof session.access_token !== 'string') throw sessionsUnavailable();
      return session as GoTrueSession;
    },
  };
}
