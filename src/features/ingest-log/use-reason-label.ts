// The Vietnamese label of a rejection reason code; a code this screen does not know yet (a newer
// server) is shown as "Lý do khác (code)" rather than hidden.
import { useCallback } from 'react';
import { useT } from '../../i18n';
import { ingestLog } from '../../i18n/features/ingest-log';

type ReasonCode = Exclude<keyof typeof ingestLog.reason, 'other'>;

const KNOWN = new Set<string>(Object.keys(ingestLog.reason).filter((code) => code !== 'other'));

export const isKnownReason = (code: string): code is ReasonCode => KNOWN.has(code);

export function useReasonLabel(): (code: string) => string {
  const { t } = useT();
  return useCallback(
    (code: string) =>
      isKnownReason(code) ? t(`ingestLog.reason.${code}`) : t('ingestLog.reason.other', { code }),
    [t],
  );
}
