// What the log shows of one received file (a row of public.ingest_file), as plain functions.
// The server records a file refused as a whole as one error with `line` null and no counts by
// reason; a file with bad lines counts them by reason code and lists the first of them
// (server/ingest/ingest-store.ts).
import { formatDateTime } from '../../lib/format-date';
import { vietnamWallClock } from '../../lib/vietnam-clock';

export type IngestChannel = 'http' | 'ftp' | 'folder';
export type IngestFileStatus = 'accepted' | 'partial' | 'rejected';

/** One rejection as stored: a line (its number, text cut, reason) or the whole file. */
export interface IngestError {
  readonly line: number | null;
  readonly code: string;
  readonly text?: string;
  readonly reason: string;
}

/** A file as the list reads it: its first error only (the rest load on demand). */
export interface IngestFile {
  readonly id: number;
  readonly file_name: string;
  readonly source: IngestChannel;
  readonly status: IngestFileStatus;
  readonly lines_total: number;
  readonly lines_accepted: number;
  readonly rejected_by_reason: Readonly<Record<string, number>> | null;
  readonly first_error: IngestError | null;
  readonly received_at: string;
}

/** The columns the list reads: every figure, but of the kept errors only the first. */
export const INGEST_FILE_LIST_COLUMNS =
  'id, file_name, source, status, lines_total, lines_accepted, rejected_by_reason, first_error:errors->0, received_at';

export interface ReasonCount {
  readonly code: string;
  /** Lines rejected for it; null for a file refused as a whole. */
  readonly count: number | null;
}

export const rejectedLineCount = (file: IngestFile): number =>
  Math.max(0, file.lines_total - file.lines_accepted);

/** Why the whole file was refused, when it was (nothing of it was read). */
export function wholeFileRefusal(file: IngestFile): IngestError | null {
  return file.first_error && file.first_error.line === null ? file.first_error : null;
}

/** Reasons, most frequent first (ties by code, so the order is stable). */
export function reasonCounts(file: IngestFile): ReasonCount[] {
  const refusal = wholeFileRefusal(file);
  if (refusal) return [{ code: refusal.code, count: null }];
  return Object.entries(file.rejected_by_reason ?? {})
    .filter(([, count]) => count > 0)
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
    .map(([code, count]) => ({ code, count }));
}

/** Whether the file has rejected lines to list (a whole-file refusal has none). */
export const hasRejectedLines = (file: IngestFile): boolean =>
  wholeFileRefusal(file) === null && rejectedLineCount(file) > 0;

/** Rejected lines counted but not kept with their text (the server keeps the first ones). */
export function omittedLines(file: IngestFile, listed: readonly IngestError[]): number {
  const lines = listed.filter((error) => error.line !== null).length;
  return Math.max(0, rejectedLineCount(file) - lines);
}

/** dd/MM/yyyy HH:mm:ss in Vietnam time, whatever the viewer's time zone. */
export function formatReceivedAt(time: string | Date): string {
  return formatDateTime(vietnamWallClock(time), 'dd/MM/yyyy HH:mm:ss');
}
