// Keeps the notifications atom current (spec §4): one load per page load, skipped while one
// runs and without a customer id; then realtime inserts, updates and deletes of the customer's
// notifications. Mounted once, by NotificationsStarter.
//
// A change made before the channel joined sends no event: the first read, sent beside the join,
// may have seen the table before it, and a rejoin after a lost connection has missed whatever
// came meanwhile. So each join (SUBSCRIBED) reads the list again, without the loading state, and
// the changes that come while a read is on its way are applied on top of its answer.
import { useEffect, useRef } from 'react';
import { useRecoilCallback, useSetRecoilState } from 'recoil';
import { supabase } from '../../services/supabase';
import {
  applyNotificationChange,
  sameNotifications,
  withChangesSince,
  type NotificationChange,
} from './lib/notification-list';
import { fetchNotifications } from './notifications-api';
import { INITIAL_NOTIFICATIONS_STATE, notificationsState } from './notifications-state';
import { useCustomerId } from './use-customer-id';

interface Read {
  customerId: string;
  /** After a channel join: no loading state, and no failure logged as the first load's. */
  rejoined: boolean;
}

interface Reads {
  running: Read | null;
  /** The read to send once the running one ends: after a join, or for another customer. */
  queued: Read | null;
  /** The realtime changes since the running read was sent. */
  changes: NotificationChange[];
}

export function useNotificationsSync(): void {
  const customerId = useCustomerId();
  const setState = useSetRecoilState(notificationsState);
  const reads = useRef<Reads>({ running: null, queued: null, changes: [] });

  /** The first load (`rejoined` false) once per customer, or a read after a channel join. */
  const load = useRecoilCallback(
    ({ snapshot, set }) =>
      async (id: string, rejoined: boolean) => {
        const current = reads.current;
        if (current.running) {
          if (id !== current.running.customerId)
            current.queued = { customerId: id, rejoined: false };
          else if (rejoined) current.queued ??= { customerId: id, rejoined: true };
          return;
        }
        if (!rejoined && snapshot.getLoadable(notificationsState).getValue().loadedFor === id)
          return;
        let read: Read | null = { customerId: id, rejoined };
        for (; read; read = current.queued) {
          const { customerId: readFor } = read;
          current.running = read;
          current.queued = null;
          current.changes = [];
          if (!read.rejoined) {
            // Another customer's list (a different account signed in) is dropped first.
            set(notificationsState, (s) => ({
              ...s,
              items: s.loadedFor === null ? s.items : [],
              loading: true,
              loadedFor: null,
            }));
          }
          try {
            const items = withChangesSince(await fetchNotifications(readFor), current.changes);
            set(notificationsState, (s) => ({
              ...s,
              items: sameNotifications(items, s.items) ? s.items : items,
              loading: false,
              loadedFor: readFor,
            }));
          } catch (error) {
            if (!read.rejoined) console.error('Error initializing notifications', error);
            set(notificationsState, (s) => ({ ...s, loading: false, loadedFor: readFor }));
          }
        }
        current.running = null;
      },
    [],
  );

  useEffect(() => {
    if (customerId) void load(customerId, false);
    else setState(INITIAL_NOTIFICATIONS_STATE);
  }, [customerId, load, setState]);

  useEffect(() => {
    if (!customerId) return;
    const channel = supabase
      .channel(`notifications:${customerId}:${Math.random().toString(36).slice(2)}`)
      .on(
        'postgres_changes',
        {
          event: '*',
          schema: 'public',
          table: 'notification',
          filter: `customer_id=eq.${customerId}`,
        },
        (payload) => {
          const change = payload as unknown as NotificationChange;
          if (reads.current.running) reads.current.changes.push(change);
          setState((s) => ({ ...s, items: applyNotificationChange(s.items, change) }));
        },
      )
      .subscribe((status, error) => {
        setState((s) => ({ ...s, live: status === 'SUBSCRIBED' }));
        if (status === 'SUBSCRIBED') void load(customerId, true);
        if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT')
          console.error('Error fetching notifications:', error?.message ?? status);
      });
    return () => {
      void supabase.removeChannel(channel);
      setState((s) => ({ ...s, live: false }));
    };
  }, [customerId, load, setState]);
}

/** The sync as a component, for NotificationsStarter to load on demand. */
export function NotificationsSync(): null {
  useNotificationsSync();
  return null;
}
