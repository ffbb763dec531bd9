// What one Zalo send came to, decided from Zalo's reply (vn-operations.md §1.3–1.5): the HTTP
// status is unreliable, the numeric `error` of the JSON body decides. Pure, so the unit tests
// pin every class.

export type DeliveryOutcome =
  | { readonly status: 'sent'; readonly messageId: string | null }
  /**
   * Will not be delivered on this channel. `fallback`: another channel may still reach the user
   * (not following the OA, out of quota, phone without Zalo…); `configuration`: the customer's
   * OA setting is at fault and the admin should see why.
   */
  | {
      readonly status: 'failed';
      readonly reason: string;
      readonly fallback: boolean;
      readonly configuration?: boolean;
    }
  /** Zalo did not answer properly (down, 5xx, timeout, unknown error): try again later. */
  | { readonly status: 'retry-later'; readonly reason: string };

/** A classified reply: a delivery outcome, or the access token was refused (refresh, retry once). */
export type ZaloReplyClass = DeliveryOutcome | { readonly status: 'token-expired' };

/** A reply as read from the wire: HTTP status and the parsed body (undefined if not JSON). */
export interface ZaloReply {
  readonly httpStatus: number;
  readonly body: unknown;
  /** Set when no reply came: connection refused, timeout, reply too large. */
  readonly transportError?: string;
}

// Access token invalid or expired: ZNS -124, OA -216 / -201 / -220 (vn-operations.md §1.5).
const TOKEN_EXPIRED = new Set([-124, -201, -216, -220]);
// Out of quota: ZNS -115 (unverified number; the message is matched too, see below).
const OUT_OF_QUOTA = new Set([-115]);
// The user cannot get an OA message: does not follow (-213), has not interacted (-230), or the
// id is not a follower of this OA (-207).
const NOT_FOLLOWING = new Set([-207, -213, -230]);
// The phone cannot get ZNS: invalid number, no Zalo account, cannot receive ZNS, old Zalo app.
const PHONE_UNREACHABLE = new Set([-108, -110, -118, -119]);
// The customer's OA/app/template setting is wrong: nothing to gain by retrying.
const CONFIGURATION = new Set([-101, -102, -103, -104, -105, -109, -202, -205, -206, -209, -1241]);
// Zalo's own unknown error: worth another try.
const TRANSIENT = new Set([-100, -32]);

const MAX_REASON = 300;
const bounded = (text: string) => (text.length > MAX_REASON ? text.slice(0, MAX_REASON) : text);

function zaloMessage(body: Record<string, unknown>): string {
  const message = body.message;
  return typeof message === 'string' ? bounded(message.replace(/\s+/g, ' ').trim()) : '';
}

const withCode = (text: string, code: number, message: string) =>
  bounded(`${text} (Zalo ${code}${message ? `: ${message}` : ''})`);

function messageIdOf(body: Record<string, unknown>): string | null {
  const data = body.data;
  if (typeof data !== 'object' || data === null) return null;
  const id =
    (data as Record<string, unknown>).message_id ?? (data as Record<string, unknown>).msg_id;
  return typeof id === 'string' || typeof id === 'number' ? String(id).slice(0, 100) : null;
}

export function classifyReply(reply: ZaloReply): ZaloReplyClass {
  if (reply.transportError !== undefined) {
    return {
      status: 'retry-later',
      reason: bounded(`Không kết nối được Zalo: ${reply.transportError}`),
    };
  }
  const body = reply.body;
  const code =
    typeof body === 'object' && body !== null ? (body as Record<string, unknown>).error : undefined;
  if (reply.httpStatus >= 500 || typeof code !== 'number' || !Number.isInteger(code)) {
    return {
      status: 'retry-later',
      reason: `Zalo không trả lời đúng (HTTP ${reply.httpStatus})`,
    };
  }
  const record = body as Record<string, unknown>;
  const message = zaloMessage(record);
  if (code === 0) return { status: 'sent', messageId: messageIdOf(record) };
  if (TOKEN_EXPIRED.has(code)) return { status: 'token-expired' };
  // The quota code is not confirmed (vn-operations.md §1.5), so Zalo's text counts too.
  if (OUT_OF_QUOTA.has(code) || /quota/i.test(message)) {
    return {
      status: 'failed',
      reason: withCode('OA đã hết hạn mức gửi tin', code, message),
      fallback: true,
    };
  }
  if (NOT_FOLLOWING.has(code)) {
    return {
      status: 'failed',
      reason: withCode('Người nhận chưa quan tâm OA hoặc chưa tương tác gần đây', code, message),
      fallback: true,
    };
  }
  if (PHONE_UNREACHABLE.has(code)) {
    return {
      status: 'failed',
      reason: withCode('Số điện thoại không nhận được tin ZNS', code, message),
      fallback: true,
    };
  }
  if (CONFIGURATION.has(code)) {
    return {
      status: 'failed',
      reason: withCode('Cấu hình Zalo OA/ZNS của khách hàng không hợp lệ', code, message),
      fallback: true,
      configuration: true,
    };
  }
  if (TRANSIENT.has(code)) {
    return { status: 'retry-later', reason: withCode('Zalo tạm thời lỗi', code, message) };
  }
  return {
    status: 'failed',
    reason: withCode('Zalo từ chối tin nhắn', code, message),
    fallback: true,
  };
}
