// Plans and subscriptions, read and written by the platform admin through supabase-js under RLS
// (20261125004000_admin_writes.sql). The customer's plan card reads the same subscription rows
// (the active one with the latest end date), so what is written here is what customers see.
import { queryOptions } from '@tanstack/react-query';
import { supabase } from '../../../services/supabase';
import { written } from '../admin-api';
import type { PlanValues } from './plan-form';
import type { SubscriptionValues } from './subscription-form';

export interface PlanRow extends PlanValues {
  id: number;
}

export type SubscriptionStatus = 'active' | 'expired' | 'cancelled';

export interface SubscriptionRow extends SubscriptionValues {
  id: number;
  status: SubscriptionStatus;
}

async function read<T>(request: PromiseLike<{ data: unknown; error: { message: string } | null }>) {
  const { data, error } = await request;
  if (error) throw new Error(error.message);
  return (data ?? []) as T[];
}

export const PLAN_QUERY_KEYS = [['admin', 'console', 'plans']];
export const subscriptionQueryKeys = (customerId: number) => [
  ['admin', 'console', 'subscriptions', customerId],
];

export const planListQuery = () =>
  queryOptions({
    queryKey: ['admin', 'console', 'plans'] as const,
    queryFn: () =>
      read<PlanRow>(
        supabase
          .from('plan')
          .select('id, name, price, duration, description, is_first_year')
          .order('name'),
      ),
    staleTime: 0,
  });

export const subscriptionListQuery = (customerId: number) =>
  queryOptions({
    queryKey: ['admin', 'console', 'subscriptions', customerId] as const,
    queryFn: () =>
      read<SubscriptionRow>(
        supabase
          .from('subscription')
          .select('id, plan_id, status, start_date, end_date, is_first_year')
          .eq('customer_id', customerId)
          .order('end_date', { ascending: false })
          .order('id', { ascending: false }),
      ),
    staleTime: 0,
  });

export const savePlan = ({ id, values }: { id?: number; values: PlanValues }) =>
  written(
    id === undefined
      ? supabase.from('plan').insert(values).select('id')
      : supabase.from('plan').update(values).eq('id', id).select('id'),
  );

export const deletePlan = (id: number) =>
  written(supabase.from('plan').delete().eq('id', id).select('id'));

/** A new active subscription (a registration or a renewal). */
export const registerSubscription = ({
  customerId,
  values,
}: {
  customerId: number;
  values: SubscriptionValues;
}) =>
  written(
    supabase
      .from('subscription')
      .insert({ ...values, customer_id: customerId, status: 'active' })
      .select('id'),
  );

export const changeSubscription = ({
  id,
  change,
}: {
  id: number;
  change: { status: SubscriptionStatus; end_date?: string };
}) => written(supabase.from('subscription').update(change).eq('id', id).select('id'));
