// An incident's status and kind as small coloured labels.
import { useT } from '../../i18n';
import type { IncidentKind, IncidentStatus } from './incident';

export function IncidentStatusBadge({ status }: { status: IncidentStatus }) {
  const { t } = useT();
  return (
    <span
      className={`gw-badge gw-incident-status gw-incident-status--${status}`}
      data-status={status}
    >
      {t(`incidents.status.${status}`)}
    </span>
  );
}

export function IncidentKindLabel({ kind }: { kind: IncidentKind }) {
  const { t } = useT();
  return <span className="gw-incident-kind">{t(`incidents.kind.${kind}`)}</span>;
}
