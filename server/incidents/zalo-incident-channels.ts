import { incidentLink } from '../alerts/alert-messages.js';
import type { Queryable } from '../db/database.js';
import type { DeliverZalo, ZaloRecipient } from '../notify/zalo/zalo-sender.js';
import type { IncidentChannel, IncidentMessage, IncidentRecipient } from './incident-channel.js';

// An escalation over Zalo: 'zalo_oa' (an OA message to a follower, addressed by the id the OA
// knows them by) and 'zns' (a template message to the operator-verified phone), through the
// same sender as the alerts (notify/zalo/zalo-sender.ts: token refresh, bounded calls). The
// link opens the incident in the mini app (`/zapps/<ZALO_MINIAPP_ID>/incidents/<id>`). A person
// or customer the channel cannot reach is 'skipped' with why; a send Zalo refused or did not
// answer is 'failed' on the timeline (thrown). It is not retried: the next level of the chain,
// after its delay, is what follows an unanswered escalation.

interface ZaloReach {
  zalo_user_id: string | null;
  verified_phone: string | null;
  oa_ready: boolean;
  zns_ready: boolean;
}

async function reachOf(q: Queryable, recipient: IncidentRecipient): Promise<ZaloReach> {
  const [row] = await q.query<ZaloReach>(
    `select coalesce(a.zalo_oa_user_id, a.zalo_user_id) as zalo_user_id, a.verified_phone,
            coalesce(s.enabled and s.tokens_saved_at is not null and s.oa_id is not null, false)
              as oa_ready,
            coalesce(s.enabled and s.tokens_saved_at is not null
                     and s.zns_template_id is not null, false) as zns_ready
     from public.app_user a
     left join public.customer_zalo_setting s on s.customer_id = a.customer_id
     where a.user_id = $1`,
    [recipient.userId],
  );
  return row ?? { zalo_user_id: null, verified_phone: null, oa_ready: false, zns_ready: false };
}

export interface ZaloIncidentChannelOptions {
  readonly db: Queryable;
  readonly deliver: DeliverZalo;
  /** Where the app is (APP_URL, else the server's URL). */
  readonly appUrl: string;
  /** ZALO_MINIAPP_ID: the link opens the mini app; none: the web page. */
  readonly miniAppId?: string;
}

export function zaloIncidentChannels(options: ZaloIncidentChannelOptions): IncidentChannel[] {
  const send = async (
    channel: 'zalo_oa' | 'zns',
    recipient: IncidentRecipient,
    message: IncidentMessage,
  ) => {
    const reach = await reachOf(options.db, recipient);
    let target: ZaloRecipient;
    if (channel === 'zalo_oa') {
      if (!reach.oa_ready) return { status: 'skipped', reason: 'zalo_not_configured' } as const;
      if (!reach.zalo_user_id) return { status: 'skipped', reason: 'zalo_not_linked' } as const;
      target = { channel, customerId: message.customerId, zaloUserId: reach.zalo_user_id };
    } else {
      if (!reach.zns_ready) return { status: 'skipped', reason: 'zalo_not_configured' } as const;
      if (!reach.verified_phone) return { status: 'skipped', reason: 'no_phone' } as const;
      target = { channel, customerId: message.customerId, phone: reach.verified_phone };
    }
    const outcome = await options.deliver(target, {
      title: message.title,
      content: message.content,
      link: incidentLink(options.appUrl, message.incidentId, options.miniAppId),
      trackingId: `incident-${message.incidentId}-${message.level}-${recipient.userId}`,
    });
    if (outcome.status !== 'sent') throw new Error(outcome.reason);
    return { status: 'sent', detail: { messageId: outcome.messageId } } as const;
  };
  return (['zalo_oa', 'zns'] as const).map((name) => ({
    name,
    deliver: (recipient, message) => send(name, recipient, message),
  }));
}
