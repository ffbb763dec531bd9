// Customer groups and customers, read and written by the platform admin through supabase-js
// under RLS (20261125004000_admin_writes.sql). Every write returns its row, so a write RLS kept
// from every row is told apart from a saved one (admin-api.ts `written`).
import { queryOptions } from '@tanstack/react-query';
import { supabase } from '../../../services/supabase';
import { written, type NamedRow } from '../admin-api';
import type { CustomerValues } from './customer-form';

export interface CustomerRow extends CustomerValues {
  id: number;
}

const CUSTOMER_COLUMNS =
  'id, name, customer_key, customergroup_id, public_sharing, logo_url, powered_by_url';

/** Every list a customer or group change may alter, the parameter-limits screen's included. */
export const CUSTOMER_QUERY_KEYS = [
  ['admin', 'customers'],
  ['admin', 'console', 'customers'],
];

async function read<T>(request: PromiseLike<{ data: unknown; error: { message: string } | null }>) {
  const { data, error } = await request;
  if (error) throw new Error(error.message);
  return (data ?? []) as T[];
}

export const groupsQuery = () =>
  queryOptions({
    queryKey: ['admin', 'console', 'customers', 'groups'] as const,
    queryFn: () => read<NamedRow>(supabase.from('customergroup').select('id, name').order('name')),
    staleTime: 0,
  });

export const customerListQuery = () =>
  queryOptions({
    queryKey: ['admin', 'console', 'customers', 'list'] as const,
    queryFn: () =>
      read<CustomerRow>(supabase.from('customer').select(CUSTOMER_COLUMNS).order('name')),
    staleTime: 0,
  });

export const saveGroup = ({ id, name }: { id?: number; name: string }) =>
  written(
    id === undefined
      ? supabase.from('customergroup').insert({ name }).select('id')
      : supabase.from('customergroup').update({ name }).eq('id', id).select('id'),
  );

export const deleteGroup = (id: number) =>
  written(supabase.from('customergroup').delete().eq('id', id).select('id'));

export const saveCustomer = ({ id, values }: { id?: number; values: CustomerValues }) =>
  written(
    id === undefined
      ? supabase.from('customer').insert(values).select('id')
      : supabase.from('customer').update(values).eq('id', id).select('id'),
  );

export const deleteCustomer = (id: number) =>
  written(supabase.from('customer').delete().eq('id', id).select('id'));
