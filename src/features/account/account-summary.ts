// What the header and profile page show about the signed-in user: display name, email, phone,
// role (labelled through the user_role enumeration, spec §6) and the customer company name.
import type { User } from '@supabase/supabase-js';
import { useQuery } from '@tanstack/react-query';
import { useRecoilValue } from 'recoil';
import { supabase } from '../../services/supabase';
import { sessionState } from '../auth';

export interface AccountProfile {
  displayName: string | null;
  email: string | null;
  phone: string | null;
  role: string | null;
  customerId: string | null;
  avatarUrl: string | null;
  alertEmails: boolean;
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

export function accountProfile(user: User): AccountProfile {
  const meta = (user.user_metadata ?? {}) as Record<string, unknown>;
  const customer = meta.customer_id;
  return {
    displayName: text(meta.full_name) ?? text(meta.name) ?? text(user.email),
    email: text(user.email),
    phone: text(meta.phone_number) ?? text(meta.phone) ?? text(user.phone),
    role: text(meta.role),
    customerId: typeof customer === 'number' ? String(customer) : text(customer),
    avatarUrl: text(meta.avatar_url),
    alertEmails: meta.notification_email_enable === true,
  };
}

/** Role label from the user_role enumeration; the raw value when it has no label. */
export function roleLabel(
  role: string | null,
  labels: ReadonlyMap<string, string>,
  fallback: string,
): string {
  if (!role) return fallback;
  return labels.get(role) ?? role;
}

export function useAccountSummary() {
  const session = useRecoilValue(sessionState);
  const profile = session.user ? accountProfile(session.user) : null;
  const customerId = profile?.customerId ?? null;

  const company = useQuery({
    queryKey: ['customer', customerId, 'name'],
    enabled: customerId !== null,
    queryFn: async () => {
      const { data, error } = await supabase
        .from('customer')
        .select('name')
        .eq('id', customerId)
        .maybeSingle();
      if (error) throw new Error(error.message);
      return (data as { name?: string } | null)?.name ?? null;
    },
  });

  const roles = useQuery({
    queryKey: ['enums', 'user_role'],
    enabled: profile !== null,
    queryFn: async () => {
      const { data, error } = await supabase
        .from('enums')
        .select('value,label')
        .eq('type', 'user_role');
      if (error) throw new Error(error.message);
      return new Map(
        (data as Array<{ value: string; label: string | null }>).map((row) => [
          row.value,
          row.label ?? row.value,
        ]),
      );
    },
  });

  return {
    loading: session.loading || company.isLoading || roles.isLoading,
    profile,
    companyName: company.data ?? null,
    roleLabels: roles.data ?? new Map<string, string>(),
  };
}
