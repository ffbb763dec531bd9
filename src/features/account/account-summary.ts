// What the header, the profile dialog and the profile page show about the signed-in user:
// display name, email, phone, role (labelled through the user_role enumeration with the spec §6
// fallbacks) and the customer company name.
import type { User } from '@supabase/supabase-js';
import { useQuery } from '@tanstack/react-query';
import { useRecoilValue } from 'recoil';
import { roleLabel } from '../../lib/display';
import { supabase } from '../../services/supabase';
import { sessionState } from '../auth';
import { enumsState } from './enums-state';
import { localPhoneNumber } from './lib/phone';

export interface AccountProfile {
  displayName: string | null;
  fullName: string | null;
  email: string | null;
  /** Local form ('0901234567') when the stored number has one. */
  phone: string | null;
  role: string | null;
  customerId: string | null;
  avatarUrl: string | null;
  alertEmails: boolean;
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

function displayPhone(...candidates: unknown[]): string | null {
  for (const candidate of candidates) {
    const phone = text(candidate);
    if (phone) return localPhoneNumber(phone.startsWith('84') ? `+${phone}` : phone) ?? phone;
  }
  return null;
}

export function accountProfile(user: User): AccountProfile {
  const meta = (user.user_metadata ?? {}) as Record<string, unknown>;
  const customer = meta.customer_id;
  const fullName = text(meta.full_name) ?? text(meta.name);
  return {
    displayName: fullName ?? text(user.email),
    fullName,
    email: text(user.email),
    phone: displayPhone(meta.phone_number, meta.phone, user.phone),
    role: text(meta.role),
    customerId: typeof customer === 'number' ? String(customer) : text(customer),
    avatarUrl: text(meta.avatar_url),
    alertEmails: meta.notification_email_enable === true,
  };
}

export function useAccountSummary() {
  const session = useRecoilValue(sessionState);
  const enums = useRecoilValue(enumsState);
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

  return {
    loading: session.loading || company.isLoading || !enums.initialized,
    profile,
    companyName: company.data ?? null,
    role: roleLabel(enums.items, profile?.role),
  };
}
