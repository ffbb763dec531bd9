import { describe, expect, it } from 'vitest';
import {
  applyNotificationChange,
  markAllRead,
  markRead,
  mergeLoaded,
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

describe('mergeLoaded', () => {
  it('keeps what realtime delivered during the load, newest first, at most 100', () => {
    const loaded = Array.from({ length: NOTIFICATIONS_LIMIT }, (_, i) => notification(i + 1, true));
    const live = [notification(200, false, 0), { ...notification(5), is_read: false }];
    const merged = mergeLoaded(loaded, live);
    expect(merged).toHaveLength(NOTIFICATIONS_LIMIT);
    expect(merged[0]!.id).toBe(200);
    expect(merged.find((n) => n.id === 5)!.is_read).toBe(false);
    expect(merged.map((n) => n.id).slice(0, 3)).toEqual([200, 1, 2]);
  });
});
