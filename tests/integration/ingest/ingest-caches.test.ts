import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../../server/ingest/credentials';
import { demoSecrets } from '../../../server/ingest/demo-credentials';
import { startTestServer, type TestServer } from '../support/test-server';
import { dataFile, ingestFiles, measurements, recentMinute, stationId } from './support';

// POST /api/ingest keeps a station's token and its parameters from one file to the next, so a
// small file costs few round trips (issue 13). Neither may outlive a change in the database: a
// replaced token is refused from the next request on, and a file is checked against the
// station's parameters as they are when it is stored.

const CODE = 'SGX-NT01';
let server: TestServer;
let station: number;

beforeAll(async () => {
  server = await startTestServer({ ftpPort: false, ingestDir: false, statusIntervalMs: false });
  station = await stationId(server.db, CODE);
});
afterAll(async () => {
  await server?.stop();
});

const post = (file: { fileName: string; content: string }, token: string) =>
  fetch(`${server.url}/api/ingest?file=${encodeURIComponent(file.fileName)}`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain', authorization: `Bearer ${token}` },
    body: file.content,
  });

async function firstParameter() {
  const [row] = await server.db.query<{ code: string; unit: string }>(
    'select code, unit from public.station_parameter where station_id = $1 order by code limit 1',
    [station],
  );
  return row!;
}

describe('POST /api/ingest with what it remembers of a station', () => {
  it('refuses a token replaced after it was last used, storing and recording nothing', async () => {
    const oldToken = demoSecrets(CODE).httpToken;
    const newToken = `${oldToken}-replaced`;
    const { code, unit } = await firstParameter();
    const first = dataFile(CODE, recentMinute(3), [[code, '1', unit]]);
    expect((await post(first, oldToken)).status).toBe(200);

    await server.db.query(
      'update public.ingest_credential set http_token_hash = $2 where station_id = $1',
      [station, hashToken(newToken)],
    );
    try {
      const rows = (await measurements(server.db, station)).length;
      const files = (await ingestFiles(server.db, station)).length;
      const second = dataFile(CODE, recentMinute(2), [[code, '2', unit]]);
      const refused = await post(second, oldToken);
      expect(refused.status).toBe(401);
      expect(await refused.json()).toMatchObject({ error: 'unauthorized' });
      // A request refused before its file is read is not recorded for the old token either.
      const unnamed = await fetch(`${server.url}/api/ingest`, {
        method: 'POST',
        headers: { authorization: `Bearer ${oldToken}` },
        body: second.content,
      });
      expect(unnamed.status).toBe(401);
      expect(await measurements(server.db, station)).toHaveLength(rows);
      expect(await ingestFiles(server.db, station)).toHaveLength(files);

      expect((await post(second, newToken)).status).toBe(200);
      expect(await measurements(server.db, station)).toHaveLength(rows + 1);
    } finally {
      await server.db.query(
        'update public.ingest_credential set http_token_hash = $2 where station_id = $1',
        [station, hashToken(oldToken)],
      );
    }
  });

  it("checks a file against the station's parameters as they are when it is stored", async () => {
    const token = demoSecrets(CODE).httpToken;
    const { code, unit } = await firstParameter();
    expect((await post(dataFile(CODE, recentMinute(5), [[code, '3', unit]]), token)).status).toBe(
      200,
    );

    // A parameter added since the last file: its line is stored, not refused as unknown.
    await server.db.query(
      `insert into public.station_parameter (station_id, code, name, unit, sort_order)
       values ($1, 'XYZ', 'Thông số thử', 'mg/L', 99)`,
      [station],
    );
    try {
      const at = recentMinute(4);
      const added = await post(
        dataFile(CODE, at, [
          [code, '4', unit],
          ['XYZ', '7', 'mg/L'],
        ]),
        token,
      );
      expect(await added.json()).toMatchObject({ status: 'accepted', accepted: 2, rejected: 0 });
      const xyz = (await measurements(server.db, station)).filter(
        (m) => m.parameter_code === 'XYZ',
      );
      expect(xyz.map((m) => [new Date(m.time).getTime(), m.value])).toEqual([[at.getTime(), 7]]);
    } finally {
      await server.db.query(
        "delete from public.station_parameter where station_id = $1 and code = 'XYZ'",
        [station],
      );
    }

    // And once it is gone again, its line is refused.
    const removed = await post(
      dataFile(CODE, recentMinute(1), [
        [code, '5', unit],
        ['XYZ', '8', 'mg/L'],
      ]),
      token,
    );
    expect(await removed.json()).toMatchObject({
      status: 'partial',
      accepted: 1,
      rejectedByReason: { unknown_parameter: 1 },
    });
  });
});
