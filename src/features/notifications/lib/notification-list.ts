// The notification list of spec §4 as pure functions: at most 100, newest first; a realtime
// insert goes to the front, an update replaces by id, a delete removes; unread = not read.

/** A row of public.notification (spec §3). */
export interface AppNotification {
  id: number;
  customer_id: number;
  station_id: number | null;
  title: string;
  content: string;
  type: string;
  is_read: boolean;
  created_at: string;
}

export const NOTIFICATIONS_LIMIT = 100;

export type NotificationChange =
  | { eventType: 'INSERT'; new: AppNotification }
  | { eventType: 'UPDATE'; new: AppNotification }
  | { eventType: 'DELETE'; old: { id: number } };

export function insertNotification(
  list: readonly AppNotification[],
  added: AppNotification,
): AppNotification[] {
  return [added, ...list.filter((n) => n.id !== added.id)].slice(0, NOTIFICATIONS_LIMIT);
}

export function replaceNotification(
  list: readonly AppNotification[],
  updated: AppNotification,
): AppNotification[] {
  return list.map((n) => (n.id === updated.id ? updated : n));
}

export function removeNotification(
  list: readonly AppNotification[],
  id: number,
): AppNotification[] {
  return list.filter((n) => n.id !== id);
}

export function applyNotificationChange(
  list: readonly AppNotification[],
  change: NotificationChange,
): AppNotification[] {
  switch (change.eventType) {
    case 'INSERT':
      return insertNotification(list, change.new);
    case 'UPDATE':
      return replaceNotification(list, change.new);
    case 'DELETE':
      return removeNotification(list, Number(change.old.id));
  }
}

/**
 * A read's answer with the realtime changes that came while it was on its way applied on top, in
 * the order they came: those are no older than the read's snapshot. What the answer lacks is
 * gone (deleted, or pushed past the newest 100), however long ago it was held.
 */
export function withChangesSince(
  loaded: readonly AppNotification[],
  changes: readonly NotificationChange[],
): AppNotification[] {
  return changes.reduce(applyNotificationChange, loaded.slice(0, NOTIFICATIONS_LIMIT));
}

/** Whether two lists hold the same notifications, in the same order, with the same fields. */
export function sameNotifications(
  a: readonly AppNotification[],
  b: readonly AppNotification[],
): boolean {
  return a.length === b.length && a.every((n, at) => JSON.stringify(n) === JSON.stringify(b[at]));
}

export function markRead(list: readonly AppNotification[], id: number): AppNotification[] {
  return list.map((n) => (n.id === id && !n.is_read ? { ...n, is_read: true } : n));
}

export function markAllRead(list: readonly AppNotification[]): AppNotification[] {
  return list.map((n) => (n.is_read ? n : { ...n, is_read: true }));
}

export function unreadCount(list: readonly AppNotification[]): number {
  return list.reduce((count, n) => count + (n.is_read ? 0 : 1), 0);
}
