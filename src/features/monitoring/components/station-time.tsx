// A station's latest time, relative ('5 phút trước') and absolute (dd/MM/yyyy HH:mm).
import { Clock } from 'lucide-react';
import { useNow } from '../../../hooks/use-now';
import { useT } from '../../../i18n';
import { relativeTimeVi } from '../../../lib/relative-time';
import { formatAbsoluteTime } from '../lib/format';

export function StationTime({ time }: { time: string | null }) {
  const { t } = useT();
  const now = useNow();
  if (!time) {
    return (
      <span className="gw-station-time">
        <Clock size={14} aria-hidden="true" /> {t('monitoring.noData')}
      </span>
    );
  }
  return (
    <span className="gw-station-time">
      <Clock size={14} aria-hidden="true" />
      <time dateTime={time} title={formatAbsoluteTime(time)}>
        {relativeTimeVi(time, now)}
      </time>
      <span className="gw-muted">· {formatAbsoluteTime(time)}</span>
    </span>
  );
}
