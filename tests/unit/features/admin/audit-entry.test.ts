import { describe, expect, it } from 'vitest';
import {
  AUDITED_TABLES,
  auditActor,
  auditSubject,
  auditTime,
  auditValue,
  columnChanges,
  tableLabel,
  type AuditEntry,
} from '../../../../src/features/admin/audit-entry';

const entry = (fields: Partial<AuditEntry>): AuditEntry => ({
  id: 1,
  occurred_at: '2026-11-24T17:05:00Z',
  actor_email: 'admin@greenwatch.demo',
  actor_role: 'authenticated',
  table_name: 'station_parameter',
  row_key: '12',
  action: 'update',
  changed_columns: null,
  before: null,
  after: null,
  ...fields,
});

describe('audit entry formatting', () => {
  it('shows the time in Vietnam time, dd/MM/yyyy HH:mm, whatever the zone of the device', () => {
    // 17:05 UTC on the 24th is 00:05 on the 25th in Vietnam (UTC+7).
    expect(auditTime('2026-11-24T17:05:00Z')).toBe('25/11/2026 00:05');
    expect(auditTime('2026-11-25T03:30:59.900+00:00')).toBe('25/11/2026 10:30');
  });

  it('names the actor by e-mail, or by role when the write had no user', () => {
    expect(auditActor(entry({}))).toBe('admin@greenwatch.demo');
    expect(auditActor(entry({ actor_email: null, actor_role: 'service_role' }))).toBe('Hệ thống');
    expect(auditActor(entry({ actor_email: null, actor_role: 'supabase_admin' }))).toBe(
      'supabase_admin',
    );
  });

  it('says what changed: table label, row key and action label', () => {
    expect(auditSubject(entry({}))).toBe('Thông số trạm #12 · Sửa');
    expect(auditSubject(entry({ table_name: 'customer', row_key: '3', action: 'insert' }))).toBe(
      'Khách hàng #3 · Thêm',
    );
    expect(
      auditSubject(entry({ table_name: 'remote_config', row_key: 'x', action: 'delete' })),
    ).toBe('Cấu hình từ xa #x · Xóa');
    expect(tableLabel('new_table')).toBe('new_table');
  });

  it('labels every audited table in Vietnamese', () => {
    expect(AUDITED_TABLES).toHaveLength(24);
    expect(AUDITED_TABLES.filter((table) => tableLabel(table) === table)).toEqual([]);
  });

  it('lists an update by its changed columns, before → after', () => {
    const update = entry({
      changed_columns: ['limit_max', 'limit_min'],
      before: { id: 12, limit_min: null, limit_max: 75, name: 'COD' },
      after: { id: 12, limit_min: 1.5, limit_max: 80, name: 'COD' },
    });
    expect(columnChanges(update)).toEqual([
      { column: 'limit_max', before: '75', after: '80' },
      { column: 'limit_min', before: '—', after: '1.5' },
    ]);
  });

  it('lists an insert from nothing and a delete to nothing, skipping empty columns', () => {
    const row = { id: 4, name: 'Camera 1', snapshot_url: null, http_token_hash: '[redacted]' };
    expect(columnChanges(entry({ action: 'insert', after: row }))).toEqual([
      { column: 'id', before: '—', after: '4' },
      { column: 'name', before: '—', after: 'Camera 1' },
      { column: 'http_token_hash', before: '—', after: '[redacted]' },
    ]);
    expect(columnChanges(entry({ action: 'delete', before: row })).map((c) => c.after)).toEqual([
      '—',
      '—',
      '—',
    ]);
  });

  it('writes values as text: booleans, lists and objects included', () => {
    expect(auditValue(true)).toBe('true');
    expect(auditValue(['maps', 'profile'])).toBe('["maps","profile"]');
    expect(auditValue({ a: 1 })).toBe('{"a":1}');
    expect(auditValue(undefined)).toBe('—');
  });
});
