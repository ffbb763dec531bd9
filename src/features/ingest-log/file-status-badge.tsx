import { CircleAlert, CircleCheck, CircleX } from 'lucide-react';
import { useT } from '../../i18n';
import type { IngestFileStatus } from './ingest-file';

const ICONS = { accepted: CircleCheck, partial: CircleAlert, rejected: CircleX } as const;

export function FileStatusBadge({ status }: { status: IngestFileStatus }) {
  const { t } = useT();
  const Icon = ICONS[status];
  return (
    <span className={`gw-ingest-status gw-ingest-status--${status}`} data-status={status}>
      <Icon size={14} aria-hidden="true" />
      {t(`ingestLog.status.${status}`)}
    </span>
  );
}
