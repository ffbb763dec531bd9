import { createHash, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { html } from 'hono/html';
import { clientAddress } from '../client-address.js';
import { bearerToken, type JwtKeys } from '../jwt-keys.js';

// Who may read the outbox: an operator, shown by the service-role key (`apikey` header or
// `Authorization: Bearer`, for tools and tests) or by the outbox key of the link `npm start`
// prints (`/dev/mail?key=…`). The public anon key, a user's session or nothing at all is refused,
// and every refusal is logged.

export type OutboxAccess = 'granted' | 'missing' | 'refused';

const digest = (text: string) => createHash('sha256').update(text).digest();
const sameSecret = (given: string, expected: string) =>
  timingSafeEqual(digest(given), digest(expected));

export async function outboxAccess(
  c: Context,
  keys: JwtKeys,
  outboxKey: string,
): Promise<OutboxAccess> {
  const linkKey = c.req.query('key');
  const apiKeys = [c.req.header('apikey'), bearerToken(c.req.header('authorization'))].filter(
    (key): key is string => key !== undefined && key !== '',
  );
  if (linkKey === undefined && apiKeys.length === 0) return 'missing';
  if (linkKey !== undefined && sameSecret(linkKey, outboxKey)) return 'granted';
  for (const key of apiKeys) {
    const verified = await keys.verify(key);
    if (verified.ok && verified.claims.role === 'service_role') return 'granted';
  }
  return 'refused';
}

const REFUSAL =
  'The outbox is for operators: send the service-role key (apikey header or Bearer token), ' +
  'or open the outbox link the server prints when it starts.';

export function refuseOutbox(
  c: Context,
  access: Exclude<OutboxAccess, 'granted'>,
  trustedProxies: number,
): Response | Promise<Response> {
  const why = access === 'missing' ? 'no operator key' : 'not an operator key';
  console.warn(
    `outbox: refused ${c.req.method} ${c.req.path} from ${clientAddress(c, trustedProxies)} (${why})`,
  );
  const status = access === 'missing' ? 401 : 403;
  c.header('Cache-Control', 'no-store');
  if (status === 401) c.header('WWW-Authenticate', 'Bearer realm="GreenWatch outbox"');
  if (c.req.path.endsWith('.json')) {
    return c.json({ code: 'outbox_operators_only', message: REFUSAL }, status);
  }
  return c.html(
    html`<!doctype html>
      <html lang="vi">
        <head>
          <meta charset="utf-8" />
          <title>Hộp thư đi | GreenWatch</title>
        </head>
        <body>
          <h1>Hộp thư đi chỉ dành cho người vận hành</h1>
          <p>
            Hộp thư đi chứa liên kết đặt lại mật khẩu của mọi tài khoản. Hãy mở liên kết “Outbox” mà
            máy chủ in ra khi khởi động (npm start), hoặc gửi khóa service_role.
          </p>
        </body>
      </html>`,
    status,
  );
}
