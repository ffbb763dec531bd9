import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthorityFtp } from '../../server/forwarding/authority-ftp';
import {
  DEMO_AUTHORITY,
  demoAuthorityPortFrom,
  seedDemoAuthorityEndpoint,
  startDemoAuthority,
} from '../../server/forwarding/demo-authority';
import { startForwardWorker } from '../../server/forwarding/forward-worker';
import { simulatedFile, startSimulator, type SimulatedFile } from '../../server/seed/simulator';
import { startTestServer, type TestServer } from './support/test-server';

// The demo's simulated provincial department: the demo station's data logger (the simulator)
// sends a file at every whole five minutes through the real ingestion, and the real forwarding
// worker delivers it to the department's FTP server under the province's name, as received.

let server: TestServer;
let authority: AuthorityFtp;
const dataDir = mkdtempSync(join(tmpdir(), 'greenwatch-demo-authority-'));

beforeAll(async () => {
  server = await startTestServer({
    ftpPort: false,
    ingestDir: false,
    statusIntervalMs: false,
    authorityForwarding: false,
  });
  authority = (await startDemoAuthority(dataDir, 0, () => undefined))!;
  await seedDemoAuthorityEndpoint(server.db, authority.port);
});
afterAll(async () => {
  await authority?.close();
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the demo authority', () => {
  it("receives the demo station's files through the ingestion and the forwarding", async () => {
    const at = new Date(Date.now() - (Date.now() % 300_000));
    const file = simulatedFile(DEMO_AUTHORITY.stationCode, at);
    expect(file.content.split('\r\n')).toEqual(
      expect.arrayContaining([expect.stringMatching(/^COD\t[\d.]+\tmg\/L\t\d{14}\t00$/)]),
    );
    const result = await server.ingestion.service.ingest({ ...file, source: 'http' });
    expect(result).toMatchObject({ status: 'accepted' });
    const worker = await startForwardWorker({
      db: server.db,
      intervalMs: false,
      wakeOnQueue: false,
      log: () => undefined,
      env: {},
    });
    try {
      expect(await worker.runDue()).toBe(1);
    } finally {
      await worker.stop();
    }
    const stamp = file.fileName.slice(DEMO_AUTHORITY.stationCode.length + 1);
    const received = readFileSync(
      join(dataDir, 'demo-authority', 'incoming', `DNAI_${DEMO_AUTHORITY.stationCode}_${stamp}`),
      'utf8',
    );
    expect(received).toBe(file.content);
  });

  it('sends one file per whole five minutes, never two for the same five minutes', async () => {
    const sent: SimulatedFile[] = [];
    const simulator = startSimulator(
      server.db,
      3_600_000,
      () => undefined,
      undefined,
      Math.random,
      {
        stationCodes: [DEMO_AUTHORITY.stationCode],
        send: async (file) => {
          sent.push(file);
        },
      },
    );
    try {
      const next = Date.now() - (Date.now() % 300_000) + 300_000;
      await simulator.tick(new Date(next + 1_000));
      await simulator.tick(new Date(next + 60_000));
      expect(sent.map((file) => file.fileName)).toHaveLength(1);
      await simulator.tick(new Date(next + 300_000 + 1_000));
      expect(sent).toHaveLength(2);
    } finally {
      await simulator.stop();
    }
  });

  it('reads DEMO_AUTHORITY_PORT', () => {
    expect(demoAuthorityPortFrom({})).toBe(2122);
    expect(demoAuthorityPortFrom({ DEMO_AUTHORITY_PORT: 'off' })).toBe(false);
    expect(demoAuthorityPortFrom({ DEMO_AUTHORITY_PORT: '2200' })).toBe(2200);
    expect(() => demoAuthorityPortFrom({ DEMO_AUTHORITY_PORT: '70000' })).toThrow(
      /DEMO_AUTHORITY_PORT/,
    );
  });
});
