// Keeps the notifications atom current (spec §4): one load per page load, skipped while one
// runs and without a customer id; then realtime inserts, updates and deletes of the customer's
// notifications. Mounted once, by NotificationsStarter.
import { useEffect, useRef } from 'react';
import { useRecoilCallback, useSetRecoilState } from 'recoil';
import { supabase } from '../../services/supabase';
import {
  applyNotificationChange,
  mergeLoaded,
  type NotificationChange,
} from './lib/notification-list';
import { fetchNotifications } from './notifications-api';
import { INITIAL_NOTIFICATIONS_STATE, notificationsState } from './notifications-state';
import { useCustomerId } from './use-customer-id';

export function useNotificationsSync(): void {
  const customerId = useCustomerId();
  const setState = useSetRecoilState(notificationsState);
  const loading = useRef(false);

  const load = useRecoilCallback(
    ({ snapshot, set }) =>
      async (id: string) => {
        if (loading.current || snapshot.getLoadable(notificationsState).getValue().loadedFor === id)
          return;
        loading.current = true;
        // Another customer's list (a different account signed in) is dropped first.
        set(notificationsState, (s) => ({
          ...s,
          items: s.loadedFor === null ? s.items : [],
          loading: true,
          loadedFor: null,
        }));
        try {
          const loaded = await fetchNotifications(id);
          set(notificationsState, (s) => ({
            ...s,
            items: mergeLoaded(loaded, s.items),
            loading: false,
            loadedFor: id,
          }));
        } catch (error) {
          console.error('Error initializing notifications', error);
          set(notificationsState, (s) => ({ ...s, loading: false, loadedFor: id }));
        } finally {
          loading.current = false;
        }
      },
    [],
  );

  useEffect(() => {
    if (customerId) void load(customerId);
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
        (payload) =>
          setState((s) => ({
            ...s,
            items: applyNotificationChange(s.items, payload as unknown as NotificationChange),
          })),
      )
      .subscribe((status, error) => {
        setState((s) => ({ ...s, live: status === 'SUBSCRIBED' }));
        if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT')
          console.error('Error fetching notifications:', error?.message ?? status);
      });
    return () => {
      void supabase.removeChannel(channel);
      setState((s) => ({ ...s, live: false }));
    };
  }, [customerId, setState]);
}

/** The sync as a component, for NotificationsStarter to load on demand. */
export function NotificationsSync(): null {
  useNotificationsSync();
  return null;
}
