// What a gap's source knows of its cause, in words: a line on the interruption's card and the
// notice's cause when the officer has not written one.
import { translate } from '../../i18n';
import { formatNumber } from '../report-kit';
import type { Interruption } from './interruptions-api';

type Keys = { readonly maintenance: string; readonly forwarding: string };

function detailText(gap: Pick<Interruption, 'detail'>, keys: Keys): string | null {
  const { detail } = gap;
  if (!detail) return null;
  if (detail.kind === 'maintenance') {
    return translate(keys.maintenance as 'interruptions.detail.maintenance', {
      reason: translate(`maintenance.reason.${detail.reason}` as 'maintenance.reason.other'),
      note: detail.note ? ` – ${detail.note}` : '',
    });
  }
  return translate(keys.forwarding as 'interruptions.detail.forwarding', {
    files: formatNumber(detail.files, 0),
    reply: detail.lastReply ?? translate('interruptions.detail.noReply'),
  });
}

/** The card's line, or null when the source knows nothing more. */
export const gapDetailText = (gap: Pick<Interruption, 'detail'>) =>
  detailText(gap, {
    maintenance: 'interruptions.detail.maintenance',
    forwarding: 'interruptions.detail.forwarding',
  });

/** The notice's cause drawn from the gap's source, for the officer to edit. */
export const gapCauseDraft = (gap: Pick<Interruption, 'detail'>) =>
  detailText(gap, {
    maintenance: 'interruptions.draft.causeMaintenance',
    forwarding: 'interruptions.draft.causeForwarding',
  });
