// Reads the log through supabase-js under RLS (policy ingest_file_read): a user sees the files
// of their customer's stations only, an anonymous visitor none. A page is at most
// INGEST_LOG_PAGE_SIZE files with their first error; a file's listed rejected lines (bounded by
// the server, INGEST_MAX_ERROR_LINES) load only when asked for.
import { queryOptions } from '@tanstack/react-query';
import { supabase } from '../../services/supabase';
import { INGEST_FILE_LIST_COLUMNS, type IngestError, type IngestFile } from './ingest-file';
import { periodStart, type LogPeriod } from './ingest-log-period';

export const INGEST_LOG_PAGE_SIZE = 20;

export interface IngestLogFilter {
  readonly stationId: number;
  readonly period: LogPeriod;
  /** Only files with a rejected line or refused as a whole. */
  readonly onlyProblems: boolean;
  /** 1-based. */
  readonly page: number;
}

export interface IngestLogPage {
  readonly files: readonly IngestFile[];
  /** Files matching the filter, over all pages. */
  readonly total: number;
}

export async function fetchIngestLog(
  filter: IngestLogFilter,
  now: Date = new Date(),
): Promise<IngestLogPage> {
  const from = (Math.max(1, filter.page) - 1) * INGEST_LOG_PAGE_SIZE;
  let query = supabase
    .from('ingest_file')
    .select(INGEST_FILE_LIST_COLUMNS, { count: 'exact' })
    .eq('station_id', filter.stationId)
    .gte('received_at', periodStart(filter.period, now).toISOString());
  if (filter.onlyProblems) query = query.neq('status', 'accepted');
  const { data, error, count } = await query
    .order('received_at', { ascending: false })
    .order('id', { ascending: false })
    .range(from, from + INGEST_LOG_PAGE_SIZE - 1);
  if (error) throw new Error(error.message);
  return { files: (data ?? []) as unknown as IngestFile[], total: count ?? 0 };
}

/** The rejected lines (or whole-file error) kept with one file. */
export async function fetchRejectedLines(fileId: number): Promise<IngestError[]> {
  const { data, error } = await supabase
    .from('ingest_file')
    .select('errors')
    .eq('id', fileId)
    .maybeSingle();
  if (error) throw new Error(error.message);
  return ((data?.errors ?? []) as IngestError[]).slice();
}

export const ingestLogQuery = (filter: IngestLogFilter) =>
  queryOptions({
    queryKey: ['ingest-log', filter] as const,
    queryFn: () => fetchIngestLog(filter),
    // A log is read to see what just arrived: never served from an old cache.
    staleTime: 0,
  });

export const rejectedLinesQuery = (fileId: number) =>
  queryOptions({
    queryKey: ['ingest-log', 'lines', fileId] as const,
    queryFn: () => fetchRejectedLines(fileId),
  });
