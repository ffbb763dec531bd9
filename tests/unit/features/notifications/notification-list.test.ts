import { describe, expect, it } from 'vitest';
import {
  applyNotificationChange,
  markAllRead,
  markRead,
  sameNotifications,
  withChangesSince,
  NOTIFICATIONS_LIMIT,
  unreadCount,
  type AppNotification,
} from '../../../../src/features/notifications/lib/notification-list';

const at = (minutesAgo: number) =>
  new Date(Date.parse('2026-11-23T08:00:00Z') - minutesAgo * 60_000).toISOString();

const notification = (id: number, isRead = false, minutesAgo = id): AppNotification => ({
  id,
  customer_id: 1,
  station_id: 7,
  title: `Thông báo ${id}`,
  content: '',
  type: 'exceed_threshold',
  is_read: isRead,
  created_at: at(minutesAgo),
});

describe('realtime changes to the notification list', () => {
  const list = [notification(1), notification(2, true), notification(3)];

  it('puts an insert at the front', () => {
    const next = applyNotificationChange(list, {
      eventType: 'INSERT',
      new: notification(9, false, 0),
    });
    expect(next.map((n) => n.id)).toEqual([9, 1, 2, 3]);
    expect(unreadCount(next)).toBe(3);
  });

  it('does not hold the same notification twice when an insert repeats', () => {
    const once = applyNotificationChange(list, { eventType: 'INSERT', new: notification(9) });
    const twice = applyNotificationChange(once, { eventType: 'INSERT', new: notification(9) });
    expect(twice.map((n) => n.id)).toEqual([9, 1, 2, 3]);
  });

  it('keeps at most 100 after an insert', () => {
    const full = Array.from({ length: NOTIFICATIONS_LIMIT }, (_, i) => notification(i + 1));
    const next = applyNotificationChange(full, {
      eventType: 'INSERT',
      new: notification(500, false, 0),
    });
    expect(next).toHaveLength(NOTIFICATIONS_LIMIT);
    expect(next[0]!.id).toBe(500);
    expect(next.at(-1)!.id).toBe(NOTIFICATIONS_LIMIT - 1);
  });

  it('replaces an update by id, in place, and recounts unread', () => {
    const next = applyNotificationChange(list, {
      eventType: 'UPDATE',
      new: { ...notification(3), is_read: true, title: 'Đã sửa' },
    });
    expect(next.map((n) => n.id)).toEqual([1, 2, 3]);
    expect(next[2]).toMatchObject({ title: 'Đã sửa', is_read: true });
    expect(unreadCount(next)).toBe(1);
  });

  it('ignores an update of a notification it does not hold', () => {
    expect(applyNotificationChange(list, { eventType: 'UPDATE', new: notification(42) })).toEqual(
      list,
    );
  });

  it('removes a delete by id (the old row carries only the key)', () => {
    const next = applyNotificationChange(list, { eventType: 'DELETE', old: { id: 1 } });
    expect(next.map((n) => n.id)).toEqual([2, 3]);
    expect(unreadCount(next)).toBe(1);
  });
});

describe('marking read', () => {
  it('marks one by id and leaves the others', () => {
    const next = markRead([notification(1), notification(2)], 2);
    expect(next.map((n) => n.is_read)).toEqual([false, true]);
    expect(unreadCount(next)).toBe(1);
  });

  it('marks all', () => {
    const next = markAllRead([notification(1), notification(2, true), notification(3)]);
    expect(unreadCount(next)).toBe(0);
  });
});

describe('a read with the changes that came while it was on its way', () => {
  it('applies them on top of the answer, in the order they came, at most 100', () => {
    const loaded = Array.from({ length: NOTIFICATIONS_LIMIT }, (_, i) => notification(i + 1, true));
    const next = withChangesSince(loaded, [
      { eventType: 'INSERT', new: notification(200, false, 0) },
      { eventType: 'UPDATE', new: { ...notification(5), is_read: false } },
      { eventType: 'DELETE', old: { id: 2 } },
      { eventType: 'INSERT', new: notification(200, false, 0) },
    ]);
    expect(next).toHaveLength(NOTIFICATIONS_LIMIT - 1);
    expect(next.map((n) => n.id).slice(0, 3)).toEqual([200, 1, 3]);
    expect(next.find((n) => n.id === 5)!.is_read).toBe(false);
    expect(unreadCount(next)).toBe(2);
  });

  it('is the answer as it is when nothing came', () => {
    const loaded = [notification(1), notification(2, true)];
    expect(withChangesSince(loaded, [])).toEqual(loaded);
  });
});

describe('sameNotifications', () => {
  it('tells a list read again unchanged from one that changed', () => {
    const held = [notification(1), notification(2, true)];
    expect(sameNotifications(held, structuredClone(held))).toBe(true);
    expect(sameNotifications(held, [notification(1), notification(2, false)])).toBe(false);
    expect(sameNotifications(held, [notification(2, true), notification(1)])).toBe(false);
    expect(sameNotifications(held, held.slice(0, 1))).toBe(false);
  });
});
