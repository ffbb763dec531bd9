import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { demoSecrets } from '../../../server/ingest/demo-credentials';
import { dataFile, recentMinute, stationId } from '../ingest/support';
import { startTestServer, type TestServer } from '../support/test-server';
import { accessToken, callApi, customerIdOf, makeAccount, PASSWORD } from './console-api';

// /api/admin/stations/:id/credentials: status without secrets, rotation answering the new
// secrets once (the old token refused by the real /api/ingest, the new one accepted),
// revocation, the audit entries with the admin as actor and the secrets redacted, and refusals.

let server: TestServer;
let adminToken: string;
let adminId: string;
let station: number;

beforeAll(async () => {
  server = await startTestServer({ ftpPort: false, ingestDir: false, statusIntervalMs: false });
  const admin = await server.signedIn('admin@greenwatch.demo');
  adminToken = await accessToken(admin);
  adminId = (await admin.auth.getUser()).data.user!.id;
  station = await stationId(server.db, 'PL-NT01');
});
afterAll(async () => {
  await server?.stop();
});

const ingest = (token: string, minutesAgo: number) => {
  const file = dataFile('PL-NT01', recentMinute(minutesAgo), [['pH', '7.2', '']]);
  return fetch(`${server.url}/api/ingest?file=${encodeURIComponent(file.fileName)}`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain', authorization: `Bearer ${token}` },
    body: file.content,
  });
};

describe('ingest credentials in the console', () => {
  it('shows whether a station has credentials, never a secret', async () => {
    const status = await callApi(server, adminToken, 'GET', `/stations/${station}/credentials`);
    expect(status.status).toBe(200);
    expect(status.body).toMatchObject({
      station_id: station,
      station_code: 'PL-NT01',
      exists: true,
      ftp_user: 'pl-nt01',
      // This server watches no folder (ingestDir: false): none is shown.
      folder: null,
    });
    expect(JSON.stringify(status.body)).not.toMatch(/hash|token|password/i);
    const missing = await callApi(server, adminToken, 'GET', '/stations/999999/credentials');
    expect(missing.status).toBe(404);
  });

  it('rotates: the new secrets once, the old token refused, the new one accepted', async () => {
    const oldToken = demoSecrets('PL-NT01').httpToken;
    expect((await ingest(oldToken, 5)).status).toBe(200);
    const rotated = await callApi(server, adminToken, 'POST', `/stations/${station}/credentials`);
    expect(rotated.status).toBe(200);
    const secrets = rotated.body.secrets as Record<string, string>;
    expect(secrets.ftp_user).toBe('pl-nt01');
    expect(secrets.http_token.length).toBeGreaterThanOrEqual(40);
    expect(secrets.ftp_password.length).toBeGreaterThanOrEqual(16);
    expect([401, 403]).toContain((await ingest(oldToken, 4)).status);
    expect((await ingest(secrets.http_token, 3)).status).toBe(200);
    const again = await callApi(server, adminToken, 'GET', `/stations/${station}/credentials`);
    expect(again.body.secrets).toBeUndefined();

    const [entry] = await server.db.query<{
      actor_user_id: string;
      after: Record<string, string>;
    }>(
      `select actor_user_id, after from public.audit_log
       where table_name = 'ingest_credential' and row_key = $1 order by id desc`,
      [String(station)],
    );
    expect(entry?.actor_user_id).toBe(adminId);
    expect(entry?.after.http_token_hash).toBe('[redacted]');
    expect(entry?.after.ftp_password_hash).toBe('[redacted]');

    const revoked = await callApi(server, adminToken, 'DELETE', `/stations/${station}/credentials`);
    expect(revoked.body).toMatchObject({ exists: false, ftp_user: null });
    expect([401, 403]).toContain((await ingest(secrets.http_token, 2)).status);
  });

  it('refuses a user and a customer admin, even of the station’s own customer', async () => {
    const userToken = await accessToken(await server.signedIn('user@greenwatch.demo'));
    const service = createClient(server.url, server.serviceRoleKey, {
      auth: { autoRefreshToken: false, persistSession: false },
      realtime: { transport: WebSocket as never },
    });
    await makeAccount(
      service,
      server,
      'ca-credentials@phuoclong.test',
      'customer_admin',
      await customerIdOf(server, 'phuoclong-textile'),
    );
    const customerAdminToken = await accessToken(
      await server.signedIn('ca-credentials@phuoclong.test', PASSWORD),
    );
    for (const token of [userToken, customerAdminToken]) {
      for (const method of ['GET', 'POST', 'DELETE']) {
        const refused = await callApi(server, token, method, `/stations/${station}/credentials`);
        expect(refused.status, method).toBe(403);
      }
    }
  });
});
