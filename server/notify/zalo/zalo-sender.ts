import type { Queryable } from '../../db/database.js';
import { classifyReply, type DeliveryOutcome, type ZaloReplyClass } from './delivery-outcome.js';
import { loadOaToken, oaTokenRefresher, type OaToken } from './oa-token.js';
import { callZalo } from './zalo-call.js';
import {
  oaMessageUrl,
  znsMessageUrl,
  zaloNotifyConfigFromEnv,
  type ZaloNotifyConfig,
} from './zalo-notify-config.js';

// deliverZalo(recipient, message): one alert to one person over the customer's OA, either as an
// OA message to a follower (by Zalo user id) or as a ZNS template message to a phone
// (vn-operations.md §1.3–1.4). The customer's token pair is refreshed when it is about to expire
// or when Zalo refuses it (then the send is retried once). Answers sent, failed (with the
// reason, and whether another channel may still reach the person) or retry-later; never throws
// for Zalo's sake.

export type ZaloRecipient =
  | { readonly channel: 'zalo_oa'; readonly customerId: number; readonly zaloUserId: string }
  | { readonly channel: 'zns'; readonly customerId: number; readonly phone: string };

export interface ZaloMessage {
  readonly title: string;
  readonly content: string;
  /** Where the person opens the alert (station page, incident). */
  readonly link: string;
  /** Our id of this delivery, echoed by ZNS in its delivery receipt. */
  readonly trackingId: string;
}

export type DeliverZalo = (
  recipient: ZaloRecipient,
  message: ZaloMessage,
) => Promise<DeliveryOutcome>;

/** A token expiring within this time is refreshed before the send. */
export const REFRESH_AHEAD_MS = 60_000;
const MAX_OA_TEXT = 2000;
// ZNS template parameters have per-type length limits (vn-operations.md §1.3); the alert
// template's parameters are named title, content and link.
const ZNS_LIMITS = { title: 100, content: 400, link: 200 } as const;

const clip = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text;

export function oaText(message: ZaloMessage): string {
  const tail = `\n\nXem chi tiết: ${message.link}`;
  const head = `${message.title}\n\n`;
  return head + clip(message.content, Math.max(0, MAX_OA_TEXT - head.length - tail.length)) + tail;
}

export function znsTemplateData(message: ZaloMessage): Record<keyof typeof ZNS_LIMITS, string> {
  return {
    title: clip(message.title, ZNS_LIMITS.title),
    content: clip(message.content, ZNS_LIMITS.content),
    link: clip(message.link, ZNS_LIMITS.link),
  };
}

interface AccountRow {
  oa_id: string | null;
  zns_template_id: string | null;
  enabled: boolean;
}

const configurationError = (reason: string): DeliveryOutcome => ({
  status: 'failed',
  reason,
  fallback: true,
  configuration: true,
});

export interface ZaloSenderOptions {
  readonly db: Queryable;
  readonly config?: ZaloNotifyConfig;
  readonly now?: () => Date;
}

export function zaloSender(options: ZaloSenderOptions): DeliverZalo {
  const { db } = options;
  const config = options.config ?? zaloNotifyConfigFromEnv();
  const now = options.now ?? (() => new Date());
  const refresh = oaTokenRefresher(db, config);

  const send = async (
    recipient: ZaloRecipient,
    message: ZaloMessage,
    templateId: string,
    token: OaToken,
  ): Promise<ZaloReplyClass> => {
    const headers = { 'content-type': 'application/json', access_token: token.accessToken };
    const reply =
      recipient.channel === 'zalo_oa'
        ? await callZalo(config, oaMessageUrl(config), {
            headers,
            body: JSON.stringify({
              recipient: { user_id: recipient.zaloUserId },
              message: { text: oaText(message) },
            }),
          })
        : await callZalo(config, znsMessageUrl(config), {
            headers,
            body: JSON.stringify({
              phone: recipient.phone,
              template_id: templateId,
              template_data: znsTemplateData(message),
              tracking_id: message.trackingId,
            }),
          });
    return classifyReply(reply);
  };

  return async (recipient, message) => {
    const [account] = await db.query<AccountRow>(
      `select oa_id, zns_template_id, enabled from public.customer_zalo_setting
       where customer_id = $1`,
      [recipient.customerId],
    );
    if (!account?.enabled) return configurationError('Khách hàng chưa bật gửi cảnh báo qua Zalo');
    const channelId = recipient.channel === 'zalo_oa' ? account.oa_id : account.zns_template_id;
    if (!channelId) {
      return configurationError(
        recipient.channel === 'zalo_oa'
          ? 'Khách hàng chưa khai báo OA'
          : 'Khách hàng chưa khai báo mẫu tin ZNS',
      );
    }
    let token = await loadOaToken(db, recipient.customerId);
    if (!token) return configurationError('Khách hàng chưa lưu token của OA');
    if (token.expiresAt && token.expiresAt.getTime() - now().getTime() <= REFRESH_AHEAD_MS) {
      const ahead = await refresh(recipient.customerId, token, now());
      if ('outcome' in ahead) return ahead.outcome;
      token = ahead.token;
    }
    const first = await send(recipient, message, channelId, token);
    if (first.status !== 'token-expired') return first;
    const refreshed = await refresh(recipient.customerId, token, now());
    if ('outcome' in refreshed) return refreshed.outcome;
    const second = await send(recipient, message, channelId, refreshed.token);
    return second.status === 'token-expired'
      ? configurationError('Zalo vẫn từ chối access token của OA sau khi làm mới')
      : second;
  };
}
