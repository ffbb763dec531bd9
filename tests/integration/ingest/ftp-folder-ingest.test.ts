import {
  existsSync,
  lutimesSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { SupabaseClient } from '@supabase/supabase-js';
import { Client as FtpClient, FTPError } from 'basic-ftp';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { StationStatusChanged } from '../../../server/alerts/status-events';
import { evaluateAllStations } from '../../../server/alerts/status-timer';
import { demoSecrets } from '../../../server/ingest/demo-credentials';
import { eventually, startTestServer, type TestServer } from '../support/test-server';
import {
  dataFile,
  ingestFiles,
  measurements,
  recentMinute,
  stationId,
  stationRow,
  statusPush,
  subscribeStations,
  type Change,
} from './support';

// The FTP receiver (a real FTP client against ftp-srv in the server), the watched folder, and
// the status timer's signal-loss evaluation.

let server: TestServer;
let subscriber: SupabaseClient;
let changes: Change[];
let ingestDir: string;
const statusEvents: StationStatusChanged[] = [];

beforeAll(async () => {
  ingestDir = mkdtempSync(join(tmpdir(), 'greenwatch-ingest-'));
  server = await startTestServer({ ftpPort: 0, ingestDir, statusIntervalMs: false });
  server.ingestion.events.on('station-status-changed', (event) => statusEvents.push(event));
  subscriber = await server.signedIn('user2@greenwatch.demo');
  changes = await subscribeStations(subscriber);
});
afterAll(async () => {
  await subscriber?.removeAllChannels();
  await server?.stop();
  rmSync(ingestDir, { recursive: true, force: true });
});

async function ftpUpload(
  user: string,
  password: string,
  file: { fileName: string; content: string },
): Promise<void> {
  const client = new FtpClient(5000);
  try {
    await client.access({ host: '127.0.0.1', port: server.ingestion.ftpPort!, user, password });
    await client.uploadFrom(Readable.from([Buffer.from(file.content)]), file.fileName);
  } finally {
    client.close();
  }
}

describe('FTP receiver', () => {
  it('ingests an uploaded file with the station credentials and pushes the status', async () => {
    const station = await stationId(server.db, 'DB-KT01');
    const { ftpUser, ftpPassword } = demoSecrets('DB-KT01');
    const file = dataFile('DB-KT01', recentMinute(2), [
      ['SO2', '470', 'mg/Nm3'],
      ['CO', '120', 'mg/Nm3'],
      ['NOx', 'n/a', 'mg/Nm3'],
    ]);
    await ftpUpload(ftpUser, ftpPassword, file);

    const rows = await measurements(server.db, station);
    expect(rows.map((r) => [r.parameter_code, r.value])).toEqual([
      ['CO', 120],
      ['SO2', 470],
    ]);
    expect(await ingestFiles(server.db, station)).toMatchObject([
      { file_name: file.fileName, source: 'ftp', status: 'partial', lines_accepted: 2 },
    ]);
    // 470 ≥ 0.9 × 500: near the SO2 limit.
    expect((await stationRow(server.db, station)).latest_status).toBe('near_threshold');
    await eventually(() => statusPush(changes, station, 'near_threshold'));
    expect(statusEvents.find((e) => e.station.id === station)).toMatchObject({
      current: 'near_threshold',
      decidingParameters: [{ code: 'SO2', value: 470 }],
    });
  });

  it('refuses a wrong password and answers 553 with the reason for a badly named file', async () => {
    const { ftpUser, ftpPassword } = demoSecrets('DB-KT02');
    await expect(
      ftpUpload(ftpUser, 'not-the-password', dataFile('DB-KT02', recentMinute(1), [])),
    ).rejects.toThrow(/530/);
    await expect(
      ftpUpload(ftpUser, ftpPassword, { fileName: 'notes.txt', content: 'hello' }),
    ).rejects.toThrow(/^553 Tên tệp "notes.txt" không đúng quy ước.*\(file name not allowed\)$/);
    const station = await stationId(server.db, 'DB-KT02');
    expect(await ingestFiles(server.db, station)).toMatchObject([
      { file_name: 'notes.txt', source: 'ftp', status: 'rejected' },
    ]);
  });

  it('stops an oversize upload at the limit with 552 and the reason, records it, and goes on', async () => {
    const station = await stationId(server.db, 'DB-KT03');
    const { ftpUser, ftpPassword } = demoSecrets('DB-KT03');
    const client = new FtpClient(10_000);
    const replies: string[] = [];
    try {
      await client.access({
        host: '127.0.0.1',
        port: server.ingestion.ftpPort!,
        user: ftpUser,
        password: ftpPassword,
      });
      // Every reply from here on, to check that each command gets exactly one.
      client.ftp.verbose = true;
      client.ftp.log = (message) => {
        if (message.startsWith('< ')) replies.push(message.slice(2).trim());
      };
      const oversize = 'DB-KT03_20261122000000.txt';
      const refusal = await client
        .uploadFrom(Readable.from([Buffer.alloc(3 * 1024 * 1024, 'A')]), oversize)
        .then(
          () => undefined,
          (error: unknown) => error as FTPError,
        );
      expect(refusal).toBeInstanceOf(FTPError);
      expect(refusal).toMatchObject({ code: 552 });
      expect(refusal!.message).toBe(
        '552 Tệp quá lớn: tối đa 2097152 byte (file exceeds the size limit)',
      );
      expect(await ingestFiles(server.db, station)).toMatchObject([
        {
          file_name: oversize,
          source: 'ftp',
          status: 'rejected',
          errors: [{ line: null, code: 'too_large', reason: 'Tệp quá lớn: tối đa 2097152 byte' }],
        },
      ]);
      // The same session still works: the next file is taken with 226.
      const file = dataFile('DB-KT03', recentMinute(2), [['SO2', '100', 'mg/Nm3']]);
      const stored = await client.uploadFrom(
        Readable.from([Buffer.from(file.content)]),
        file.fileName,
      );
      expect(stored.code).toBe(226);
      expect(await ingestFiles(server.db, station)).toHaveLength(2);
      // One reply per command: the refused STOR got its 552 and nothing after it.
      expect(replies.filter((reply) => /^5\d\d /.test(reply))).toEqual([refusal!.message]);
    } finally {
      client.close();
    }
  });
});

describe('watched folder', () => {
  const settle = (file: string) => utimesSync(file, new Date(), new Date(Date.now() - 10_000));

  it('ingests files of a station sub-folder and moves them to done/ or failed/', async () => {
    const folder = join(ingestDir, 'DB-NT01');
    expect(existsSync(folder)).toBe(true);
    const file = dataFile('DB-NT01', recentMinute(2), [
      ['COD', '20', 'mg/L'],
      ['pH', '7', ''],
    ]);
    writeFileSync(join(folder, file.fileName), file.content);
    writeFileSync(join(folder, 'broken.txt'), 'not a data file');
    writeFileSync(join(folder, 'upload.tmp'), 'still being written');
    for (const name of [file.fileName, 'broken.txt']) settle(join(folder, name));

    expect(await server.ingestion.folder!.scan()).toBe(2);
    expect(readdirSync(join(folder, 'done'))).toEqual([file.fileName]);
    expect(readdirSync(join(folder, 'failed'))).toEqual(['broken.txt']);
    expect(readdirSync(folder).sort()).toEqual(['done', 'failed', 'upload.tmp']);
    const station = await stationId(server.db, 'DB-NT01');
    expect(await measurements(server.db, station)).toHaveLength(2);
    expect(await ingestFiles(server.db, station)).toMatchObject([
      { file_name: 'broken.txt', source: 'folder', status: 'rejected' },
      { file_name: file.fileName, source: 'folder', status: 'accepted', lines_accepted: 2 },
    ]);
    expect((await stationRow(server.db, station)).latest_status).toBe('within_threshold');
  });
});

describe('watched folder refusals', () => {
  const settle = (entry: string) => lutimesSync(entry, new Date(), new Date(Date.now() - 10_000));

  async function recordedWithoutStation(fileName: string) {
    return server.db.query<{ station_id: number | null; source: string; errors: unknown }>(
      `select station_id, source, status, errors from public.ingest_file
       where station_id is null and file_name = $1`,
      [fileName],
    );
  }

  it('records each refused entry once, with its reason, and moves it to failed/', async () => {
    const folder = join(ingestDir, 'HH-NT01');
    const outside = mkdtempSync(join(tmpdir(), 'greenwatch-outside-'));
    onTestFinished(() => rmSync(outside, { recursive: true, force: true }));
    const secret = join(outside, 'HH-NT01_20261122000000.txt');
    writeFileSync(secret, dataFile('HH-NT01', recentMinute(3), [['COD', '10', 'mg/L']]).content);
    writeFileSync(
      join(folder, 'HH-NT01_20261122000500.txt'),
      Buffer.alloc(2 * 1024 * 1024 + 1, 65),
    );
    symlinkSync(secret, join(folder, 'HH-NT01_20261122001000.txt'));
    mkdirSync(join(folder, 'nested'));
    writeFileSync(join(folder, 'nested', 'HH-NT01_20261122001500.txt'), 'COD 1 mg/L');
    writeFileSync(join(ingestDir, 'stray.txt'), 'no station folder');
    for (const entry of ['HH-NT01_20261122000500.txt', 'HH-NT01_20261122001000.txt', 'nested'])
      settle(join(folder, entry));
    settle(join(ingestDir, 'stray.txt'));

    expect(await server.ingestion.folder!.scan()).toBe(4);
    const station = await stationId(server.db, 'HH-NT01');
    const recorded = await ingestFiles(server.db, station);
    expect(recorded.map((r) => [r.file_name, r.source, r.status, r.errors[0]?.code])).toEqual([
      ['HH-NT01_20261122000500.txt', 'folder', 'rejected', 'too_large'],
      ['HH-NT01_20261122001000.txt', 'folder', 'rejected', 'symlink'],
      ['nested', 'folder', 'rejected', 'sub_folder'],
    ]);
    expect(recorded[0].errors[0].reason).toBe('Tệp quá lớn (2097153 byte): tối đa 2097152 byte');
    expect(await recordedWithoutStation('stray.txt')).toMatchObject([
      { station_id: null, source: 'folder', errors: [{ line: null, code: 'no_station_folder' }] },
    ]);
    // The link was not followed: nothing of its target was stored, the target is untouched.
    expect(await measurements(server.db, station)).toEqual([]);
    expect(existsSync(secret)).toBe(true);
    expect(readdirSync(join(folder, 'failed')).sort()).toEqual([
      'HH-NT01_20261122000500.txt',
      'HH-NT01_20261122001000.txt',
      'nested',
    ]);
    expect(readdirSync(join(ingestDir, 'failed'))).toEqual(['stray.txt']);

    // Nothing is recorded again on the next scans.
    expect(await server.ingestion.folder!.scan()).toBe(0);
    expect(await ingestFiles(server.db, station)).toHaveLength(3);
    expect(await recordedWithoutStation('stray.txt')).toHaveLength(1);
  });

  it('records an entry that cannot be moved aside only once', async () => {
    const folder = join(ingestDir, 'HH-NT02');
    // A file where failed/ should be: the refused entry cannot be moved there.
    writeFileSync(join(folder, 'failed'), 'in the way');
    const entry = join(folder, 'HH-NT02_20261122000000.txt');
    writeFileSync(entry, Buffer.alloc(2 * 1024 * 1024 + 1, 65));
    utimesSync(entry, new Date(), new Date(Date.now() - 10_000));

    expect(await server.ingestion.folder!.scan()).toBe(1);
    expect(await server.ingestion.folder!.scan()).toBe(0);
    const station = await stationId(server.db, 'HH-NT02');
    expect(await ingestFiles(server.db, station)).toMatchObject([
      { file_name: 'HH-NT02_20261122000000.txt', errors: [{ code: 'too_large' }] },
    ]);
    expect(existsSync(entry)).toBe(true);
    rmSync(entry);
  });
});

describe('status timer', () => {
  it('marks stations signal_lost when their data is older than the window, and back on data', async () => {
    const station = await stationId(server.db, 'DB-NT01');
    const later = new Date(Date.now() + 2 * 3_600_000);
    const outcome = await evaluateAllStations(server.db, server.ingestion.events, later);
    expect(outcome.stationChanges.find((c) => c.station.id === station)).toMatchObject({
      previous: 'within_threshold',
      current: 'signal_lost',
      cause: 'timer',
    });
    expect((await stationRow(server.db, station)).latest_status).toBe('signal_lost');
    await eventually(() => statusPush(changes, station, 'signal_lost'));
    // Nothing changes on a second pass: no repeated events or realtime pushes.
    const again = await evaluateAllStations(server.db, server.ingestion.events, later);
    expect(again.stationChanges).toEqual([]);

    const result = await server.ingestion.service.ingest({
      stationId: station,
      ...dataFile('DB-NT01', recentMinute(0), [['COD', '30', 'mg/L']]),
      source: 'http',
    });
    expect(result.stationStatus).toBe('within_threshold');
  });
});
