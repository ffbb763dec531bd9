import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken, randomSecrets, saveCredentials } from '../../server/ingest/credentials';
import { startTestServer, type TestServer } from './support/test-server';

// Issue 16: the audit log (supabase/migrations/20261125003000_audit_log.sql). Every change to an
// operator-managed table is recorded with its actor, before and after; secrets never; system
// upkeep (latest values) and changes that change nothing not at all. Only platform admins read
// it, and nobody writes it through the API.

interface AuditEntry {
  id: number;
  occurred_at: string;
  actor_user_id: string | null;
  actor_role: string;
  actor_email: string | null;
  table_name: string;
  row_key: string;
  action: 'insert' | 'update' | 'delete';
  changed_columns: string[] | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  customer_id: number | null;
}

let server: TestServer;
let admin: SupabaseClient;
let user: SupabaseClient;
let service: SupabaseClient;
let otherCustomerId: number;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signedIn('admin@greenwatch.demo');
  user = await server.signedIn('user@greenwatch.demo');
  service = server.client(server.serviceRoleKey);
  const other = await server.signedIn('user2@greenwatch.demo');
  otherCustomerId = (await other.auth.getUser()).data.user!.user_metadata.customer_id as number;
});
afterAll(async () => {
  await server?.stop();
});

/** A row's entries, oldest first, as the platform admin reads them through /rest/v1. */
async function entriesOf(table: string, rowKey: string | number): Promise<AuditEntry[]> {
  const { data, error } = await admin
    .from('audit_log')
    .select('*')
    .eq('table_name', table)
    .eq('row_key', String(rowKey))
    .order('id');
  expect(error).toBeNull();
  return data as AuditEntry[];
}

async function entryCount(): Promise<number> {
  const [row] = await server.db.query<{ n: number }>('select count(*)::int as n from audit_log');
  return row!.n;
}

/** A station of the second demo customer, made by the service role for one test. */
async function newStation(code: string): Promise<{ id: number; customer_id: number }> {
  const { data, error } = await service
    .from('station')
    .insert({
      customer_id: otherCustomerId,
      code,
      name: `Trạm ${code}`,
      kind: 'water',
      lat: 10.8,
      lng: 106.7,
    })
    .select('id, customer_id')
    .single();
  expect(error).toBeNull();
  return data as { id: number; customer_id: number };
}

describe('what is recorded', () => {
  it('an admin’s change through /rest/v1: the admin as actor, the row before and after', async () => {
    const adminId = (await admin.auth.getUser()).data.user!.id;
    const { data: rule } = await admin
      .from('fee_rule_set')
      .select('id, notes')
      .eq('id', 'air-nd153-2024')
      .single();
    const { error } = await admin
      .from('fee_rule_set')
      .update({ notes: 'Sửa bởi quản trị viên' })
      .eq('id', 'air-nd153-2024');
    expect(error).toBeNull();

    const entries = await entriesOf('fee_rule_set', 'air-nd153-2024');
    expect(entries).toHaveLength(1);
    const [entry] = entries;
    expect(entry).toMatchObject({
      actor_user_id: adminId,
      actor_role: 'authenticated',
      actor_email: 'admin@greenwatch.demo',
      action: 'update',
      changed_columns: ['notes'],
      customer_id: null,
    });
    expect(entry!.before).toMatchObject({ id: 'air-nd153-2024', notes: rule!.notes });
    expect(entry!.after).toMatchObject({ id: 'air-nd153-2024', notes: 'Sửa bởi quản trị viên' });
    expect(Date.now() - Date.parse(entry!.occurred_at)).toBeLessThan(60_000);
  });

  it('a service-role change of a station, under the station’s customer, without its latest values', async () => {
    const station = await newStation('AUDIT-EDIT');
    const { error } = await service
      .from('station')
      .update({ name: 'Trạm đã đổi tên', signal_loss_minutes: 30 })
      .eq('id', station.id);
    expect(error).toBeNull();

    const [created, updated, ...rest] = await entriesOf('station', station.id);
    expect(rest).toEqual([]);
    expect(created).toMatchObject({
      action: 'insert',
      actor_role: 'service_role',
      actor_user_id: null,
      before: null,
      customer_id: otherCustomerId,
    });
    expect(updated).toMatchObject({
      action: 'update',
      actor_role: 'service_role',
      actor_user_id: null,
      actor_email: null,
      changed_columns: ['name', 'signal_loss_minutes'],
      customer_id: otherCustomerId,
    });
    expect(updated!.before).toMatchObject({ name: 'Trạm AUDIT-EDIT', signal_loss_minutes: 60 });
    expect(updated!.after).toMatchObject({ name: 'Trạm đã đổi tên', signal_loss_minutes: 30 });
    expect(Object.keys(updated!.after!)).not.toContain('latest_time');
  });

  it('a delete keeps the row before only', async () => {
    const { error: insertError } = await service
      .from('remote_config')
      .insert({ key: 'audit_probe', value: 'true', type: 'boolean' });
    expect(insertError).toBeNull();
    const { error } = await service.from('remote_config').delete().eq('key', 'audit_probe');
    expect(error).toBeNull();

    const entries = await entriesOf('remote_config', 'audit_probe');
    expect(entries.map((e) => e.action)).toEqual(['insert', 'delete']);
    expect(entries[0]).toMatchObject({
      before: null,
      after: { key: 'audit_probe', value: 'true', type: 'boolean' },
    });
    expect(entries[1]).toMatchObject({
      before: { key: 'audit_probe', value: 'true', type: 'boolean' },
      after: null,
      changed_columns: null,
    });
  });

  it('the server’s own writes, under its database role', async () => {
    const [{ role, plan }] = await server.db.query<{ role: string; plan: number }>(
      'select session_user as role, (select min(id) from public.plan) as plan',
    );
    await server.db.query(`update public.plan set description = 'Mô tả mới' where id = $1`, [plan]);
    // The seed's insert comes first: the server wrote that too.
    const [seeded, entry] = await entriesOf('plan', plan);
    expect(seeded).toMatchObject({ action: 'insert', actor_role: role });
    expect(entry).toMatchObject({
      action: 'update',
      actor_role: role,
      actor_user_id: null,
      changed_columns: ['description'],
      after: { description: 'Mô tả mới' },
    });
  });
});

describe('what is not recorded', () => {
  it('an update that changes nothing', async () => {
    const station = await newStation('AUDIT-NOOP');
    const before = await entryCount();
    const { data, error } = await service
      .from('station')
      .update({ name: 'Trạm AUDIT-NOOP' })
      .eq('id', station.id)
      .select('id');
    expect(error).toBeNull();
    expect(data).toHaveLength(1);
    expect(await entryCount()).toBe(before);
  });

  it('the latest values a new measurement writes into its station and parameters', async () => {
    const [parameter] = await server.db.query<{ station_id: number; code: string }>(
      `select p.station_id, p.code from public.station_parameter p
       join public.station s on s.id = p.station_id where s.code = 'PL-NT01' limit 1`,
    );
    const before = await entryCount();
    await server.db.query(
      `insert into public.measurement (station_id, parameter_code, time, value)
       values ($1, $2, now(), 12.5)`,
      [parameter!.station_id, parameter!.code],
    );
    const [latest] = await server.db.query<{ latest_value: number }>(
      'select latest_value from public.station_parameter where station_id = $1 and code = $2',
      [parameter!.station_id, parameter!.code],
    );
    expect(latest!.latest_value).toBe(12.5);
    expect(await entryCount()).toBe(before);
  });

  it('a secret: receiver credentials are recorded with their hashes redacted', async () => {
    const station = await newStation('AUDIT-CRED');
    const first = randomSecrets('AUDIT-CRED');
    const second = randomSecrets('AUDIT-CRED');
    await saveCredentials(server.db, station.id, first, 4);
    await saveCredentials(server.db, station.id, second, 4);
    await service.from('station').delete().eq('id', station.id);

    const entries = await entriesOf('ingest_credential', station.id);
    expect(entries.map((e) => e.action)).toEqual(['insert', 'update', 'delete']);
    expect(entries[0]!.after).toMatchObject({
      ftp_user: 'audit-cred',
      http_token_hash: '[redacted]',
      ftp_password_hash: '[redacted]',
    });
    expect(entries[0]!.customer_id).toBe(otherCustomerId);
    // A rotation is recorded as such, without either secret.
    expect(entries[1]!.changed_columns).toEqual(['ftp_password_hash', 'http_token_hash']);
    expect(entries[1]!.before).toMatchObject({ http_token_hash: '[redacted]' });
    expect(entries[2]!.before).toMatchObject({ ftp_password_hash: '[redacted]' });

    const logged = JSON.stringify(entries);
    for (const secret of [first, second].flatMap((s) => [
      s.httpToken,
      hashToken(s.httpToken),
      s.ftpPassword,
    ])) {
      expect(logged).not.toContain(secret);
    }
    expect(logged).not.toMatch(/\$2[aby]\$/); // no bcrypt hash of the FTP passwords
  });
});

describe('who reads and writes the log', () => {
  it('the platform admin reads every entry, of every customer', async () => {
    const { count, error } = await admin
      .from('audit_log')
      .select('*', { count: 'exact', head: true });
    expect(error).toBeNull();
    expect(count).toBe(await entryCount());
    const { data } = await admin
      .from('audit_log')
      .select('id')
      .eq('customer_id', otherCustomerId)
      .limit(1);
    expect(data).toHaveLength(1);
  });

  it('an ordinary user reads nothing and cannot write', async () => {
    expect(await entryCount()).toBeGreaterThan(0);
    const { data, error } = await user.from('audit_log').select('*');
    expect(error).toBeNull();
    expect(data).toEqual([]);
    const insert = await user.from('audit_log').insert({
      actor_role: 'authenticated',
      table_name: 'station',
      row_key: '1',
      action: 'delete',
      before: {},
    });
    expect(insert.error?.code).toBe('42501');
  });

  it('nobody writes it through the API, neither the admin nor the service role', async () => {
    const [{ id }] = await server.db.query<{ id: number }>('select max(id) as id from audit_log');
    for (const client of [admin, service]) {
      const insert = await client.from('audit_log').insert({
        actor_role: 'service_role',
        table_name: 'station',
        row_key: '1',
        action: 'delete',
        before: {},
      });
      expect(insert.error?.code).toBe('42501');
      const update = await client.from('audit_log').update({ row_key: 'x' }).eq('id', id);
      expect(update.error?.code).toBe('42501');
      const remove = await client.from('audit_log').delete().eq('id', id);
      expect(remove.error?.code).toBe('42501');
    }
    const [{ count }] = await server.db.query<{ count: number }>(
      `select count(*)::int as count from audit_log where id = $1 and row_key <> 'x'`,
      [id],
    );
    expect(count).toBe(1);
  });
});
