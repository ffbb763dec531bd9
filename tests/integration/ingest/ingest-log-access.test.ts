import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSecrets } from '../../../server/ingest/demo-credentials';
import {
  INGEST_FILE_LIST_COLUMNS,
  type IngestError,
  type IngestFile,
} from '../../../src/features/ingest-log/ingest-file';
import { startTestServer, type TestServer } from '../support/test-server';
import { dataFile, recentMinute, stationId } from './support';

// The data-transfer log (/station-log) reads public.ingest_file through supabase-js under RLS
// (policy ingest_file_read), with the screen's own columns. A user of the station's customer
// gets the station's files, accepted and refused, with their reasons; another customer's user
// and an anonymous visitor get nothing, whatever they ask for.

let server: TestServer;
let owner: SupabaseClient;
let otherCustomer: SupabaseClient;
let admin: SupabaseClient;
let ownStation: number;
let otherStation: number;

const post = (code: string, file: { fileName: string; content: string }) =>
  fetch(`${server.url}/api/ingest?file=${encodeURIComponent(file.fileName)}`, {
    method: 'POST',
    headers: {
      'content-type': 'text/plain',
      authorization: `Bearer ${demoSecrets(code).httpToken}`,
    },
    body: file.content,
  });

/** The screen's list query: one station, newest first, a page, with the total. */
const listOf = (client: SupabaseClient, station: number, onlyProblems = false, size = 20) => {
  let query = client
    .from('ingest_file')
    .select(INGEST_FILE_LIST_COLUMNS, { count: 'exact' })
    .eq('station_id', station)
    .gte('received_at', new Date(Date.now() - 7 * 86_400_000).toISOString());
  if (onlyProblems) query = query.neq('status', 'accepted');
  return query
    .order('received_at', { ascending: false })
    .order('id', { ascending: false })
    .range(0, size - 1);
};

beforeAll(async () => {
  server = await startTestServer({ ftpPort: false, ingestDir: false, statusIntervalMs: false });
  ownStation = await stationId(server.db, 'PL-NT02');
  otherStation = await stationId(server.db, 'DB-NT01');
  // A good file, then a file with a non-numeric value and a unit of another quantity, then an
  // empty file (refused whole), to the station of user@'s customer; one file to user2@'s.
  const good = dataFile('PL-NT02', recentMinute(4), [
    ['COD', '30', 'mg/L'],
    ['TSS', '20', 'mg/L'],
  ]);
  const broken = dataFile('PL-NT02', recentMinute(3), [
    ['COD', 'abc', 'mg/L'],
    ['TSS', '20', 'mg/L'],
    ['pH', '7', 'mg/L'],
  ]);
  const empty = { fileName: dataFile('PL-NT02', recentMinute(2), []).fileName, content: '' };
  expect((await post('PL-NT02', good)).status).toBe(200);
  expect((await post('PL-NT02', broken)).status).toBe(200);
  expect((await post('PL-NT02', empty)).status).toBe(400);
  expect(
    (await post('DB-NT01', dataFile('DB-NT01', recentMinute(2), [['pH', '7', '']]))).status,
  ).toBe(200);
  owner = await server.signedIn('user@greenwatch.demo');
  otherCustomer = await server.signedIn('user2@greenwatch.demo');
  admin = await server.signedIn('admin@greenwatch.demo');
});
afterAll(async () => {
  await server?.stop();
});

describe('the data-transfer log under RLS', () => {
  it("gives a user of the station's customer every file, newest first, with reasons", async () => {
    const { data, error, count } = await listOf(owner, ownStation);
    expect(error).toBeNull();
    const files = data as unknown as IngestFile[];
    expect(count).toBe(3);
    expect(files.map((file) => [file.status, file.lines_total, file.lines_accepted])).toEqual([
      ['rejected', 0, 0],
      ['partial', 3, 1],
      ['accepted', 2, 2],
    ]);
    expect(files.every((file) => file.source === 'http')).toBe(true);
    const [empty, partial, accepted] = files;
    expect(empty!.first_error).toMatchObject({ line: null, code: 'empty_file' });
    expect(empty!.first_error!.reason).toContain('Tệp rỗng');
    expect(partial!.rejected_by_reason).toEqual({ bad_value: 1, bad_unit: 1 });
    expect(partial!.first_error).toMatchObject({ line: 1, code: 'bad_value' });
    expect(accepted!.first_error).toBeNull();
    expect(new Date(files[0]!.received_at).getTime()).toBeGreaterThanOrEqual(
      new Date(files[2]!.received_at).getTime(),
    );
  });

  it('lists the rejected lines kept with a file, and filters to files with errors', async () => {
    const { data } = await listOf(owner, ownStation, true);
    expect((data as unknown as IngestFile[]).map((file) => file.status)).toEqual([
      'rejected',
      'partial',
    ]);
    const partialId = (data as unknown as IngestFile[])[1]!.id;
    const detail = await owner.from('ingest_file').select('errors').eq('id', partialId).single();
    const errors = (detail.data as { errors: IngestError[] }).errors;
    expect(errors.map((error) => [error.line, error.code])).toEqual([
      [1, 'bad_value'],
      [3, 'bad_unit'],
    ]);
    expect(errors[0]!.text).toContain('COD\tabc\tmg/L');
  });

  it('pages: a bounded range with the total', async () => {
    const { data, count } = await listOf(owner, ownStation, false, 2);
    expect(data).toHaveLength(2);
    expect(count).toBe(3);
  });

  it("gives another customer's user none of them, even when asked by id", async () => {
    const { data, error } = await listOf(otherCustomer, ownStation);
    expect(error).toBeNull();
    expect(data).toEqual([]);
    const all = await otherCustomer.from('ingest_file').select('station_id');
    expect(new Set((all.data ?? []).map((row) => row.station_id))).toEqual(new Set([otherStation]));
    // And the owner does not see the other customer's file either.
    expect((await listOf(owner, otherStation)).data).toEqual([]);
  });

  it('gives an anonymous visitor nothing', async () => {
    const anonymous = server.client();
    const { data } = await anonymous.from('ingest_file').select('id, file_name, errors');
    expect(data ?? []).toEqual([]);
    expect((await listOf(anonymous, ownStation)).data ?? []).toEqual([]);
  });

  it('gives a platform admin the station too', async () => {
    const { count } = await listOf(admin, ownStation);
    expect(count).toBe(3);
  });

  it('lets no signed-in user change or remove a record', async () => {
    const { data } = await listOf(owner, ownStation);
    const id = (data as unknown as IngestFile[])[0]!.id;
    const update = await owner.from('ingest_file').update({ status: 'accepted' }).eq('id', id);
    expect(update.error).not.toBeNull();
    const removal = await owner.from('ingest_file').delete().eq('id', id);
    expect(removal.error).not.toBeNull();
    expect((await listOf(owner, ownStation)).count).toBe(3);
  });
});
