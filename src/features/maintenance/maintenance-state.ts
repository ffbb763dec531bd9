// The customer's current maintenance windows (not yet over), shared by every station control;
// kept by MaintenanceStarter, and by the sheet with the row each change answers.
// Reads can answer out of order (one started when the channel joined, another on an event): a
// read's answer is kept only if no read began and no change was answered after it began, else
// it could put back the list as it was before a window was declared.
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

let generation = 0;

/** Marks a read beginning or a change answered; returns the mark to check the read against. */
export function nextWindowsGeneration(): number {
  generation += 1;
  return generation;
}

/** Whether nothing came after the mark `mine` was taken. */
export const isLatestWindowsGeneration = (mine: number): boolean => mine === generation;
