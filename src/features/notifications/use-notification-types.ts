// Labels of the notification_type enumeration (spec §3: a value without a label shows as is).
import { useQuery } from '@tanstack/react-query';
import { enumLabel, type EnumEntry } from '../../lib/display';
import { supabase } from '../../services/supabase';

export const NOTIFICATION_TYPE_ENUM = 'notification_type';

export function useNotificationTypeLabel(): (type: string) => string {
  const { data } = useQuery({
    queryKey: ['enums', NOTIFICATION_TYPE_ENUM],
    queryFn: async () => {
      const { data: rows, error } = await supabase
        .from('enums')
        .select('type,value,label')
        .eq('type', NOTIFICATION_TYPE_ENUM);
      if (error) throw new Error(error.message);
      return rows as EnumEntry[];
    },
  });
  return (type) => enumLabel(data ?? [], NOTIFICATION_TYPE_ENUM, type);
}
