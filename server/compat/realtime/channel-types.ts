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
  role: DatabaseRole;
  claims: JwtClaims;
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
