// A station status as a coloured badge with an icon, so colour is never the only signal.
import { CircleAlert, CircleCheck, TriangleAlert, WifiOff } from 'lucide-react';
import { useT } from '../../../i18n';
import { effectiveStatus } from '../lib/station-status';
import type { StationStatus } from '../lib/types';
import './monitoring.css';

const ICONS = {
  exceed_threshold: CircleAlert,
  near_threshold: TriangleAlert,
  within_threshold: CircleCheck,
  signal_lost: WifiOff,
} as const;

export function StationStatusBadge({ status }: { status: StationStatus | null | undefined }) {
  const { t } = useT();
  const shown = effectiveStatus(status);
  const Icon = ICONS[shown];
  return (
    <span className={`gw-status gw-status--${shown}`} data-status={shown}>
      <Icon size={14} aria-hidden="true" />
      {t(`monitoring.status.${shown}`)}
    </span>
  );
}
