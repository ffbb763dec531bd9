// The customer's current maintenance windows (not yet over), shared by every station control;
// kept by MaintenanceStarter, and by the sheet with the row each change answers.
import { atom } from 'recoil';
import type { MaintenanceWindow } from './maintenance-window';

export const maintenanceWindowsState = atom<readonly MaintenanceWindow[]>({
  key: 'maintenanceWindows',
  default: [],
});

/** The list with `changed` in place of the row of the same id (or added). */
export const withWindow = (
  windows: readonly MaintenanceWindow[],
  changed: MaintenanceWindow,
): MaintenanceWindow[] => [...windows.filter((window) => window.id !== changed.id), changed];
