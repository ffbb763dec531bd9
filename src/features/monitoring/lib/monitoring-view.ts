// How /online-monitoring shows the stations: the cards grid (the default) or the compact list.
// The choice is kept per user in local storage; signing out clears it with the rest (spec §4).

export const MONITORING_VIEWS = ['grid', 'list'] as const;
export type MonitoringView = (typeof MONITORING_VIEWS)[number];
export const DEFAULT_MONITORING_VIEW: MonitoringView = 'grid';

const KEY_PREFIX = 'gw.monitoring.view.';

export const monitoringViewKey = (userId: string) => `${KEY_PREFIX}${userId}`;

export const isMonitoringView = (value: unknown): value is MonitoringView =>
  MONITORING_VIEWS.includes(value as MonitoringView);

/** The user's saved view, else the grid (no user, nothing saved, storage refused or garbled). */
export function readMonitoringView(
  storage: Pick<Storage, 'getItem'> | null,
  userId: string | null,
): MonitoringView {
  if (!storage || !userId) return DEFAULT_MONITORING_VIEW;
  try {
    const saved = storage.getItem(monitoringViewKey(userId));
    return isMonitoringView(saved) ? saved : DEFAULT_MONITORING_VIEW;
  } catch {
    return DEFAULT_MONITORING_VIEW;
  }
}

/** Saves the view for the user; a storage that refuses (full, private mode) only forgets it. */
export function saveMonitoringView(
  storage: Pick<Storage, 'setItem'> | null,
  userId: string | null,
  view: MonitoringView,
): void {
  if (!storage || !userId) return;
  try {
    storage.setItem(monitoringViewKey(userId), view);
  } catch {
    // Not kept: the view still changes for this visit.
  }
}
