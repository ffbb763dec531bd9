import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server';

// GET /api/public/{userId}/{customerId}: the public data page's endpoint (spec §2), no login.
// Shows the shared stations of a sharing customer, and only when the user belongs to it.

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

interface Identity {
  userId: string;
  customerId: number;
}

async function identityOf(email: string): Promise<Identity> {
  const client = await server.signedIn(email);
  const user = (await client.auth.getUser()).data.user!;
  return { userId: user.id, customerId: user.user_metadata.customer_id as number };
}

const publicPage = (userId: string, customerId: number | string) =>
  fetch(`${server.url}/api/public/${userId}/${customerId}`);

interface PublicBody {
  customer: Record<string, unknown>;
  stations: Array<Record<string, unknown> & { code: string; measurements: unknown[] }>;
}

describe('GET /api/public/{userId}/{customerId}', () => {
  it('shows a sharing customer’s shared stations with latest values, without login', async () => {
    const { userId, customerId } = await identityOf('user@greenwatch.demo');
    const response = await publicPage(userId, customerId);
    expect(response.status).toBe(200);
    const body = (await response.json()) as PublicBody;
    expect(body.customer).toEqual({ id: customerId, name: 'Công ty TNHH Dệt nhuộm Phước Long' });
    // Only PL-NT01 is shared among the customer's four stations.
    expect(body.stations.map((s) => s.code)).toEqual(['PL-NT01']);
    const [station] = body.stations;
    expect(station!.measurements.length).toBeGreaterThan(0);
    expect(station!.measurements[0]).toMatchObject({
      code: expect.any(String),
      unit: expect.any(String),
    });
    expect(station).not.toHaveProperty('cameras');
    expect(station).not.toHaveProperty('public_sharing');
    expect(body.customer).not.toHaveProperty('customer_key');
  });

  it('matches what the anonymous role may read through /rest/v1', async () => {
    const { userId, customerId } = await identityOf('user@greenwatch.demo');
    const body = (await (await publicPage(userId, customerId)).json()) as PublicBody;
    const { data } = await server
      .client()
      .from('station')
      .select('code')
      .eq('customer_id', customerId);
    expect(body.stations.map((s) => s.code).sort()).toEqual(data!.map((s) => s.code).sort());
  });

  it('refuses a customer that does not share its data', async () => {
    const { userId, customerId } = await identityOf('user2@greenwatch.demo');
    const response = await publicPage(userId, customerId);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: 'not_shared' });
  });

  it('refuses a link whose user does not belong to the customer', async () => {
    const sharing = await identityOf('user@greenwatch.demo');
    const stranger = await identityOf('user2@greenwatch.demo');
    expect((await publicPage(stranger.userId, sharing.customerId)).status).toBe(404);
  });

  it('refuses malformed ids', async () => {
    const { userId } = await identityOf('user@greenwatch.demo');
    expect((await publicPage('not-a-uuid', 1)).status).toBe(404);
    expect((await publicPage(userId, '1 or 1=1')).status).toBe(404);
    expect((await publicPage(userId, 0)).status).toBe(404);
  });

  it('stops showing data as soon as the customer turns sharing off', async () => {
    const { userId, customerId } = await identityOf('user@greenwatch.demo');
    const service = server.client(server.serviceRoleKey);
    await service.from('customer').update({ public_sharing: false }).eq('id', customerId);
    try {
      expect((await publicPage(userId, customerId)).status).toBe(404);
    } finally {
      await service.from('customer').update({ public_sharing: true }).eq('id', customerId);
    }
    expect((await publicPage(userId, customerId)).status).toBe(200);
  });
});
