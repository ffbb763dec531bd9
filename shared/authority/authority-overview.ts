// What the authority screen is answered (server/forwarding/authority-overview.ts writes it,
// src/features/authority reads it): one contract for both sides.

export type AuthorityBucket = 'hour' | 'day';

/** How a transfer attempt ended (authority_transfer.result). */
export type TransferResult = 'sent' | 'already_there' | 'retry' | 'settings';

export interface EndpointState {
  protocol: 'ftp' | 'ftps';
  host: string;
  port: number;
  remote_dir: string;
  enabled: boolean;
  password_saved_at: string | null;
  file_interval_minutes: number;
  settings_error: string | null;
  settings_error_at: string | null;
}

export interface StationForwarding {
  id: number;
  code: string;
  name: string;
  customer_name: string;
  endpoint: EndpointState | null;
  pending: number;
  last_sent_at: string | null;
}

export interface PeriodRow {
  start: string;
  received: number;
  accepted: number;
  forwarded: number;
  waiting: number;
  expected: number;
}

export interface QueuedFile {
  id: number;
  file_name: string;
  file_time: string;
  status: string;
  attempts: number;
  next_attempt_at: string;
  last_error: string | null;
  last_reply_code: number | null;
  resend: boolean;
}

export interface StationPeriod {
  station: StationForwarding;
  bucket: AuthorityBucket;
  rows: PeriodRow[];
  totals: Omit<PeriodRow, 'start'>;
  queue: QueuedFile[];
}

export interface TransferLogEntry {
  id: number;
  forward_id: number;
  file_name: string;
  remote_name: string | null;
  started_at: string;
  finished_at: string;
  result: TransferResult;
  reply_code: number | null;
  reply_text: string | null;
  resend: boolean;
}
