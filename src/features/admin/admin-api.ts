// The admin console's reads and writes through supabase-js, under RLS: the platform admin reads
// every customer's stations and parameters and the audit log, and may add permit-limit versions
// (20261127000100_limit_versions.sql) and write remote config values
// (20261125004000_admin_writes.sql). For anyone else a write is refused or reaches no row, which
// is reported as refused rather than as saved.
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { admin } from '../../i18n/features/admin';
import type { RemoteConfigRow } from '../../miniapp';
import { supabase } from '../../services/supabase';
import { AUDIT_ENTRY_COLUMNS, type AuditEntry, type AuditedTable } from './audit-entry';
import type { LimitVersionInsert } from './limits-form';
import type { RemoteConfigChange } from './remote-config-form';

export const AUDIT_PAGE_SIZE = 50;

export interface NamedRow {
  id: number;
  name: string;
}

/** A write that reached no row: RLS hid it from this user. */
export class WriteNotAllowedError extends Error {}

/** A write the database refused, with its own reason (e.g. the 409 explanations of deletes). */
export class WriteRefusedError extends Error {
  constructor(
    message: string,
    /** The SQLSTATE PostgREST passes on: 23503 still referenced, 23505 duplicate, … */
    readonly code: string,
  ) {
    super(message);
  }
}

/**
 * One write asked to return its rows (`.select()`): those rows; WriteRefusedError with the
 * database's reason when refused; WriteNotAllowedError when RLS let it reach no row.
 */
export async function written<T>(
  request: PromiseLike<{ data: unknown; error: { message: string; code?: string } | null }>,
): Promise<T[]> {
  const { data, error } = await request;
  if (error) throw new WriteRefusedError(error.message, error.code ?? '');
  const changed = (data ?? []) as T[];
  if (changed.length === 0) throw new WriteNotAllowedError();
  return changed;
}

async function rows<T>(request: PromiseLike<{ data: unknown; error: { message: string } | null }>) {
  const { data, error } = await request;
  if (error) throw new Error(error.message);
  return (data ?? []) as T[];
}

export const customersQuery = () =>
  queryOptions({
    queryKey: ['admin', 'customers'] as const,
    queryFn: () => rows<NamedRow>(supabase.from('customer').select('id, name').order('name')),
  });

export const stationsQuery = (customerId: number) =>
  queryOptions({
    queryKey: ['admin', 'stations', customerId] as const,
    queryFn: () =>
      rows<NamedRow>(
        supabase.from('station').select('id, name').eq('customer_id', customerId).order('name'),
      ),
  });

export interface ParameterRow {
  id: number;
  code: string;
  name: string;
  unit: string;
  limit_min: number | null;
  limit_max: number | null;
}

export const parametersQuery = (stationId: number) =>
  queryOptions({
    queryKey: ['admin', 'parameters', stationId] as const,
    queryFn: () =>
      rows<ParameterRow>(
        supabase
          .from('station_parameter')
          .select('id, code, name, unit, limit_min, limit_max')
          .eq('station_id', stationId)
          .order('sort_order')
          .order('id'),
      ),
    // Limits are edited here: always start from what is stored now.
    staleTime: 0,
  });

export interface LimitVersionRow {
  id: number;
  station_parameter_id: number;
  /** 'yyyy-MM-dd', a Vietnamese calendar day. */
  effective_from: string;
  limit_min: number | null;
  limit_max: number | null;
  legal_basis: string;
  note: string | null;
}

/** The station's limit versions, newest day first (under the parameters' key: saved together). */
export const limitVersionsQuery = (stationId: number) =>
  queryOptions({
    queryKey: ['admin', 'parameters', stationId, 'versions'] as const,
    queryFn: () =>
      rows<LimitVersionRow>(
        supabase
          .from('parameter_limit_version')
          .select(
            'id, station_parameter_id, effective_from, limit_min, limit_max, legal_basis, note',
          )
          .eq('station_id', stationId)
          .order('effective_from', { ascending: false }),
      ),
    staleTime: 0,
  });

/** Adds the versions in one statement: all of them, or none with the database's reason. */
export async function addLimitVersions(versions: readonly LimitVersionInsert[]): Promise<void> {
  try {
    await written(
      supabase
        .from('parameter_limit_version')
        .insert([...versions])
        .select('id'),
    );
  } catch (error) {
    if (error instanceof WriteRefusedError && error.code === '42501') {
      throw new WriteNotAllowedError();
    }
    if (error instanceof WriteRefusedError && error.code === '23505') {
      throw new Error(admin.limits.errors.duplicate);
    }
    throw error;
  }
}

/** Deletes a version not yet in force (the database refuses one in force, with its reason). */
export const deleteLimitVersion = (id: number) =>
  written(supabase.from('parameter_limit_version').delete().eq('id', id).select('id'));

export const auditLogQuery = (table: AuditedTable | null) =>
  infiniteQueryOptions({
    queryKey: ['admin', 'audit-log', table] as const,
    queryFn: ({ pageParam }) => {
      let query = supabase.from('audit_log').select(AUDIT_ENTRY_COLUMNS);
      if (table) query = query.eq('table_name', table);
      return rows<AuditEntry>(
        query
          .order('occurred_at', { ascending: false })
          .order('id', { ascending: false })
          .range(pageParam, pageParam + AUDIT_PAGE_SIZE - 1),
      );
    },
    initialPageParam: 0,
    // A full page may have more after it; a short one is the end.
    getNextPageParam: (page, pages) =>
      page.length < AUDIT_PAGE_SIZE ? undefined : pages.length * AUDIT_PAGE_SIZE,
    // A log is read to see what just happened: never served from an old cache.
    staleTime: 0,
  });

export const remoteConfigQuery = () =>
  queryOptions({
    queryKey: ['admin', 'remote-config'] as const,
    queryFn: () =>
      rows<RemoteConfigRow>(supabase.from('remote_config').select('key, value, type').order('key')),
    // Switches are edited here: always start from what is stored now.
    staleTime: 0,
  });

/** Writes each changed remote config row; stops at the first refusal. */
export async function saveRemoteConfig(changes: readonly RemoteConfigChange[]): Promise<void> {
  for (const { key, value, type } of changes) {
    const written = await rows<{ key: string }>(
      supabase.from('remote_config').update({ value, type }).eq('key', key).select('key'),
    );
    if (written.length === 0) throw new WriteNotAllowedError();
  }
}
