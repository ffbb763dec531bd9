import { existsSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { SupabaseClient } from '@supabase/supabase-js';
import { Client as FtpClient } from 'basic-ftp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

  it('refuses a wrong password and answers 550 with the reason for a refused file', async () => {
    const { ftpUser, ftpPassword } = demoSecrets('DB-KT02');
    await expect(
      ftpUpload(ftpUser, 'not-the-password', dataFile('DB-KT02', recentMinute(1), [])),
    ).rejects.toThrow(/530/);
    await expect(
      ftpUpload(ftpUser, ftpPassword, { fileName: 'notes.txt', content: 'hello' }),
    ).rejects.toThrow(/550.*không đúng quy ước/);
    const station = await stationId(server.db, 'DB-KT02');
    expect(await ingestFiles(server.db, station)).toMatchObject([
      { file_name: 'notes.txt', source: 'ftp', status: 'rejected' },
    ]);
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
