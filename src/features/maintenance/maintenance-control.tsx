// The 'Bảo trì' control of a station (issue 17), on its monitoring card and its status row: a
// button that opens the sheet (declare: first tap; 'Bắt đầu bảo trì' in the sheet: second tap), or,
// while the station is in maintenance, the badge every user of the customer sees, which opens
// the same sheet to extend or end the window in one tap.
import { Wrench } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useT } from '../../i18n';
import { formatDateTime } from '../../lib/format-date';
import { useStationMaintenance } from './use-station-maintenance';
import './maintenance.css';

// Loaded when first opened: the sheet's drag and spring code stay out of the monitoring screens.
const MaintenanceSheet = lazy(() =>
  import('./maintenance-sheet').then((module) => ({ default: module.MaintenanceSheet })),
);

/** 'HH:mm' today, 'dd/MM HH:mm' another day. */
export function shortTime(time: string, now = new Date()): string {
  const date = new Date(time);
  return date.toDateString() === now.toDateString()
    ? formatDateTime(date, 'HH:mm')
    : formatDateTime(date, 'dd/MM HH:mm');
}

export function MaintenanceControl({
  stationId,
  stationName,
}: {
  stationId: number;
  stationName: string;
}) {
  const { t } = useT();
  const running = useStationMaintenance(stationId);
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const show = () => {
    setOpened(true);
    setOpen(true);
  };
  return (
    <>
      <button
        type="button"
        className={running ? 'gw-maintenance-badge' : 'gw-maintenance-button'}
        data-maintenance={running ? 'running' : 'none'}
        aria-haspopup="dialog"
        aria-label={
          running
            ? t('maintenance.badgeLabel', {
                station: stationName,
                time: shortTime(running.ends_at),
              })
            : t('maintenance.actionLabel', { station: stationName })
        }
        onClick={show}
      >
        <Wrench size={14} aria-hidden="true" />
        {running
          ? t('maintenance.badge', { time: shortTime(running.ends_at) })
          : t('maintenance.action')}
      </button>
      {opened && (
        <Suspense fallback={null}>
          <MaintenanceSheet
            open={open}
            onClose={() => setOpen(false)}
            stationId={stationId}
            stationName={stationName}
            running={running}
          />
        </Suspense>
      )}
    </>
  );
}
