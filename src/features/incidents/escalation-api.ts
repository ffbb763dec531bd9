// The chain is read and written through supabase-js under RLS (escalation_step policies: the
// platform admin, and the customer's own admin); every change is in the audit log. Saving
// upserts levels 1..n and removes the levels above n. The people a level can name come from
// the console's account list (GET /api/admin/users, scoped the same way).
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../services/api-client';
import { supabase } from '../../services/supabase';
import { rowsOfSteps, type ChainStep, type StepRow } from './escalation-chain';

export interface ChainUser {
  id: string;
  email: string | null;
  full_name: string | null;
  role: string | null;
}

export const escalationChainQuery = (customerId: number) =>
  queryOptions({
    queryKey: ['escalation', customerId] as const,
    queryFn: async () => {
      const { data, error } = await supabase
        .from('escalation_step')
        .select('customer_id, level, delay_minutes, roles, user_ids, channels')
        .eq('customer_id', customerId)
        .order('level');
      if (error) throw new Error(error.message);
      return (data ?? []) as StepRow[];
    },
    staleTime: 0,
  });

export const chainCustomersQuery = () =>
  queryOptions({
    queryKey: ['escalation', 'customers'] as const,
    queryFn: async () => {
      const { data, error } = await supabase.from('customer').select('id, name').order('name');
      if (error) throw new Error(error.message);
      return (data ?? []) as { id: number; name: string }[];
    },
  });

export const chainUsersQuery = (customerId: number, platform: boolean) =>
  queryOptions({
    queryKey: ['escalation', 'users', customerId] as const,
    queryFn: ({ signal }) =>
      apiClient.get<ChainUser[]>(
        `/admin/users${platform ? `?customer_id=${customerId}` : ''}`,
        signal,
      ),
  });

export async function saveEscalationChain(
  customerId: number,
  steps: readonly ChainStep[],
): Promise<void> {
  if (steps.length > 0) {
    const { error } = await supabase
      .from('escalation_step')
      .upsert(rowsOfSteps(customerId, steps), { onConflict: 'customer_id,level' });
    if (error) throw new Error(error.message);
  }
  const { error } = await supabase
    .from('escalation_step')
    .delete()
    .eq('customer_id', customerId)
    .gt('level', steps.length);
  if (error) throw new Error(error.message);
}
