import { useNavigate } from 'react-router-dom';
import type { AppNotification } from './lib/notification-list';
import { useNotifications } from './use-notifications';

/** Route of the station an alert is about (the monitoring screen reads `station`). */
export const stationPath = (stationId: number) => `/online-monitoring?station=${stationId}`;

/** A click on a notification: mark it read; an alert about a station opens that station. */
export function useOpenNotification(afterNavigate?: () => void) {
  const navigate = useNavigate();
  const { markOneRead } = useNotifications();
  return (notification: AppNotification) => {
    void markOneRead(notification);
    if (notification.station_id === null) return;
    afterNavigate?.();
    navigate(stationPath(notification.station_id));
  };
}
