// One audit_log entry as the change log shows it: Vietnam time, who, what (table, row, action)
// and each changed column with its value before and after. Secrets arrive already redacted by
// the database (audit_redacted), so values are shown as they are.
import { admin } from '../../i18n/features/admin';
import { formatDateTime } from '../../lib/format-date';
import { vietnamWallClock } from '../../lib/vietnam-clock';

export type AuditAction = 'insert' | 'update' | 'delete';
export type AuditedTable = keyof typeof admin.audit.tables;

/** The audited tables in the filter's order (20261125003000_audit_log.sql). */
export const AUDITED_TABLES = Object.keys(admin.audit.tables) as AuditedTable[];

export const AUDIT_ENTRY_COLUMNS =
  'id, occurred_at, actor_email, actor_role, table_name, row_key, action, changed_columns, before, after';

export interface AuditEntry {
  id: number;
  occurred_at: string;
  actor_email: string | null;
  actor_role: string;
  table_name: string;
  row_key: string;
  action: AuditAction;
  changed_columns: string[] | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

export interface ColumnChange {
  column: string;
  before: string;
  after: string;
}

const NO_VALUE = admin.audit.noValue;

/** dd/MM/yyyy HH:mm in Vietnam time, whatever the viewer's time zone. */
export const auditTime = (occurredAt: string): string =>
  formatDateTime(vietnamWallClock(occurredAt));

/** The actor's e-mail, or for a write without a user (the server, SQL by hand) its role. */
export function auditActor(entry: Pick<AuditEntry, 'actor_email' | 'actor_role'>): string {
  if (entry.actor_email) return entry.actor_email;
  const roles: Record<string, string> = admin.audit.roles;
  return roles[entry.actor_role] ?? entry.actor_role;
}

/** The table's Vietnamese name; a table added later shows its own name. */
export function tableLabel(table: string): string {
  const tables: Record<string, string> = admin.audit.tables;
  return tables[table] ?? table;
}

export const actionLabel = (action: AuditAction): string => admin.audit.actions[action];

/** A stored value as text: '—' for null or absent, JSON for objects and lists. */
export function auditValue(value: unknown): string {
  if (value === null || value === undefined) return NO_VALUE;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/**
 * The columns an entry changed: for an update those the database listed; for an insert every
 * column set (from nothing); for a delete every column the row had (to nothing).
 */
export function columnChanges(entry: AuditEntry): ColumnChange[] {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const columns =
    entry.action === 'update'
      ? (entry.changed_columns ?? [])
      : Object.keys(entry.action === 'insert' ? after : before).filter(
          (column) => (entry.action === 'insert' ? after : before)[column] !== null,
        );
  return columns.map((column) => ({
    column,
    before: entry.action === 'insert' ? NO_VALUE : auditValue(before[column]),
    after: entry.action === 'delete' ? NO_VALUE : auditValue(after[column]),
  }));
}

/** What changed, in one line: 'Thông số trạm #12 · Sửa'. */
export function auditSubject(entry: Pick<AuditEntry, 'table_name' | 'row_key' | 'action'>): string {
  return `${tableLabel(entry.table_name)} #${entry.row_key} · ${actionLabel(entry.action)}`;
}
