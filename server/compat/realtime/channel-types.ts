import type { DatabaseRole } from '../../db/request-role.js';
import type { JwtClaims } from '../../jwt-keys.js';
import type { Condition } from '../rest/filter-parser.js';

/** One `.on('postgres_changes', …)` entry of a joined channel. */
export interface Binding {
  id: number;
  event: string;
  schema: string;
  table?: string;
  filter?: string;
  conditions: Condition[];
  /** The entry exactly as the client sent it, echoed in the join reply. */
  original: Record<string, unknown>;
}

export interface Channel {
  topic: string;
  joinRef: string | null;
  /** The token the channel reads with (the join's access_token, or the socket's apikey). */
  token: string;
  role: DatabaseRole;
  claims: JwtClaims;
  /**
   * The `request.jwt.claims` text the channel's reads run with. Channels with the same text see
   * exactly the same rows, so a change is checked once for all of them.
   */
  claimsKey: string;
  /** When the token expires (ms since the epoch); the channel is shut down then. */
  expiresAt: number;
  expiryTimer?: NodeJS.Timeout;
  bindings: Binding[];
}

export interface ChangeRow {
  id: number;
  schema_name: string;
  table_name: string;
  change_type: 'INSERT' | 'UPDATE' | 'DELETE';
  record: Record<string, unknown> | null;
  old_record: Record<string, unknown> | null;
  committed_at: Date;
}
