import type { Queryable } from '../../db/database.js';
import type { DeliveryOutcome } from './delivery-outcome.js';
import { callZalo } from './zalo-call.js';
import { oaTokenUrl, type ZaloNotifyConfig } from './zalo-notify-config.js';

// A customer's OA token pair (public.customer_zalo_secret) and its refresh (vn-operations.md
// §1.2): POST <oauth>/v4/oa/access_token with the refresh token, the app id and the app secret
// in the secret_key header. A refresh token is single-use, so one refresh per customer runs at a
// time in this process, and the new pair replaces the old only if the old is still the one
// stored (a refresh by another process wins; its pair is used).

export interface OaToken {
  readonly accessToken: string;
  readonly refreshToken: string;
  readonly expiresAt: Date | null;
}

interface SecretRow {
  access_token: string;
  refresh_token: string;
  access_expires_at: Date | string | null;
}

const toToken = (row: SecretRow): OaToken => ({
  accessToken: row.access_token,
  refreshToken: row.refresh_token,
  expiresAt: row.access_expires_at === null ? null : new Date(row.access_expires_at),
});

export async function loadOaToken(q: Queryable, customerId: number): Promise<OaToken | undefined> {
  const [row] = await q.query<SecretRow>(
    `select access_token, refresh_token, access_expires_at from public.customer_zalo_secret
     where customer_id = $1`,
    [customerId],
  );
  return row && toToken(row);
}

type Refreshed = { readonly token: OaToken } | { readonly outcome: DeliveryOutcome };

const TOKEN_PATTERN = /^[A-Za-z0-9._~+/=-]{1,2000}$/;
const reauthorise = (why: string): Refreshed => ({
  outcome: {
    status: 'failed',
    reason: `${why}: quản trị viên cần cấp quyền lại cho OA và lưu token mới.`,
    fallback: true,
    configuration: true,
  },
});

/** expires_in is seconds, sometimes a string; anything else leaves the expiry unknown. */
function expiryFrom(value: unknown, now: Date): Date | null {
  const seconds = typeof value === 'string' ? Number(value) : value;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 && seconds < 1e8
    ? new Date(now.getTime() + seconds * 1000)
    : null;
}

async function requestRefresh(
  q: Queryable,
  config: ZaloNotifyConfig,
  customerId: number,
  stale: OaToken,
  now: Date,
): Promise<Refreshed> {
  const current = await loadOaToken(q, customerId);
  if (!current) return reauthorise('Chưa lưu token của OA');
  // Refreshed meanwhile (another process, or a new pair saved by the admin): use that one.
  if (current.accessToken !== stale.accessToken) return { token: current };
  if (!config.appId || !config.appSecret) {
    return reauthorise('Máy chủ chưa cấu hình ZALO_APP_ID và ZALO_APP_SECRET để làm mới token');
  }
  const reply = await callZalo(config, oaTokenUrl(config), {
    headers: { 'content-type': 'application/x-www-form-urlencoded', secret_key: config.appSecret },
    body: new URLSearchParams({
      refresh_token: current.refreshToken,
      app_id: config.appId,
      grant_type: 'refresh_token',
    }).toString(),
  });
  const body = (reply.body ?? {}) as Record<string, unknown>;
  if (reply.transportError !== undefined || reply.httpStatus >= 500 || reply.body === undefined) {
    return {
      outcome: {
        status: 'retry-later',
        reason: `Không làm mới được token OA: ${reply.transportError ?? `HTTP ${reply.httpStatus}`}`,
      },
    };
  }
  const { access_token, refresh_token } = body;
  if (
    typeof access_token !== 'string' ||
    typeof refresh_token !== 'string' ||
    !TOKEN_PATTERN.test(access_token) ||
    !TOKEN_PATTERN.test(refresh_token)
  ) {
    const code = typeof body.error === 'number' ? ` (Zalo ${body.error})` : '';
    return reauthorise(`Zalo từ chối làm mới token OA${code}`);
  }
  const token: OaToken = {
    accessToken: access_token,
    refreshToken: refresh_token,
    expiresAt: expiryFrom(body.expires_in, now),
  };
  const swapped = await q.query(
    `update public.customer_zalo_secret
     set access_token = $2, refresh_token = $3, access_expires_at = $4, updated_at = now()
     where customer_id = $1 and refresh_token = $5
     returning customer_id`,
    [
      customerId,
      token.accessToken,
      token.refreshToken,
      token.expiresAt?.toISOString() ?? null,
      current.refreshToken,
    ],
  );
  if (swapped.length === 0) {
    const newer = await loadOaToken(q, customerId);
    return newer ? { token: newer } : reauthorise('Token của OA đã bị xóa');
  }
  return { token };
}

/** One refresh per customer at a time in this process; callers waiting share its result. */
export function oaTokenRefresher(q: Queryable, config: ZaloNotifyConfig) {
  const running = new Map<number, Promise<Refreshed>>();
  return (customerId: number, stale: OaToken, now: Date): Promise<Refreshed> => {
    const pending = running.get(customerId);
    if (pending) return pending;
    const refresh = requestRefresh(q, config, customerId, stale, now).finally(() =>
      running.delete(customerId),
    );
    running.set(customerId, refresh);
    return refresh;
  };
}
