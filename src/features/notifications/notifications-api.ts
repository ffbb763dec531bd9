// Backend calls of spec §7 for notifications. Failures are logged with the spec §8 texts and
// returned as errors for the caller; nothing is shown to the user.
import { supabase } from '../../services/supabase';
import { NOTIFICATIONS_LIMIT, type AppNotification } from './lib/notification-list';

export async function fetchNotifications(customerId: string): Promise<AppNotification[]> {
  const { data, error } = await supabase
    .from('notification')
    .select('*')
    .eq('customer_id', customerId)
    .order('created_at', { ascending: false })
    .limit(NOTIFICATIONS_LIMIT);
  if (error) {
    console.error('Error fetching notifications:', error.message);
    throw new Error(error.message);
  }
  return (data ?? []) as AppNotification[];
}

/** true when the notification is now read on the server. */
export async function markNotificationRead(id: number): Promise<boolean> {
  const { error } = await supabase.from('notification').update({ is_read: true }).eq('id', id);
  if (error) console.error('Error marking notification as read:', error.message);
  return !error;
}

/** true when every unread notification of the customer is now read on the server. */
export async function markAllNotificationsRead(customerId: string): Promise<boolean> {
  const { error } = await supabase
    .from('notification')
    .update({ is_read: true })
    .eq('customer_id', customerId)
    .eq('is_read', false);
  if (error) console.error('Error marking all notifications as read:', error.message);
  return !error;
}
