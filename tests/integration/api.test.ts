import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server';

// The product API with plain fetch (spec §7): GET /api/customers/ and /api/customers/logo.

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

async function tokenOf(email: string): Promise<string> {
  const client = await server.signedIn(email);
  return (await client.auth.getSession()).data.session!.access_token;
}

interface Customer {
  id: number;
  name: string;
  customer_key: string;
  tree_id: string;
  customergroup: { id: number; name: string } | null;
  station: {
    id: number;
    name: string;
    kind: string;
    location: { lat: number; lng: number };
    province: string;
    latest_status: string | null;
    latest_time: string | null;
    measurements: { code: string; unit: string; limit_max: number | null }[];
    cameras: { hls_url: string }[];
  }[];
}

describe('GET /api/customers/', () => {
  it('returns only the caller’s customer, with group and stations, to a user', async () => {
    const response = await fetch(`${server.url}/api/customers/`, {
      headers: { Authorization: `Bearer ${await tokenOf('user@greenwatch.demo')}` },
    });
    expect(response.status).toBe(200);
    const customers = (await response.json()) as Customer[];
    expect(customers.map((c) => c.customer_key)).toEqual(['phuoclong-textile']);
    const [customer] = customers;
    expect(customer!.customergroup).toMatchObject({ name: 'Khu vực phía Nam' });
    expect(customer!.station).toHaveLength(4);
    const water = customer!.station.find((s) => s.kind === 'water')!;
    expect(water.province).toBe('Đồng Nai');
    expect(water.location.lat).toBeCloseTo(10.73, 1);
    expect(water.measurements.find((m) => m.code === 'COD')).toMatchObject({
      unit: 'mg/L',
      limit_max: 135,
    });
    expect(water.cameras.length).toBeGreaterThan(0);
  });

  it('returns every customer to an admin, a group-less one included', async () => {
    const response = await fetch(`${server.url}/api/customers`, {
      headers: { Authorization: `Bearer ${await tokenOf('admin@greenwatch.demo')}` },
    });
    const customers = (await response.json()) as Customer[];
    expect(customers.length).toBeGreaterThanOrEqual(4);
    expect(customers.some((c) => c.customergroup === null)).toBe(true);
    expect(customers.flatMap((c) => c.station).length).toBeGreaterThanOrEqual(16);
    const kinds = new Set(customers.flatMap((c) => c.station.map((s) => s.kind)));
    expect(kinds).toEqual(new Set(['water', 'air']));
  });

  it('answers 401 without a token, with a forged one and with the anon key', async () => {
    expect((await fetch(`${server.url}/api/customers/`)).status).toBe(401);
    // Change the signature's first character: its last one carries unused padding bits.
    const [header, payload, signature] = (await tokenOf('user@greenwatch.demo')).split('.');
    const forged = `${header}.${payload}.${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    expect(
      (
        await fetch(`${server.url}/api/customers/`, {
          headers: { Authorization: `Bearer ${forged}` },
        })
      ).status,
    ).toBe(401);
    expect(
      (
        await fetch(`${server.url}/api/customers/`, {
          headers: { Authorization: `Bearer ${server.anonKey}` },
        })
      ).status,
    ).toBe(401);
  });
});

describe('GET /api/customers/logo', () => {
  it('returns logo and powered_by URLs that resolve', async () => {
    const response = await fetch(`${server.url}/api/customers/logo`, {
      headers: { Authorization: `Bearer ${await tokenOf('user2@greenwatch.demo')}` },
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { logo: string; powered_by: string };
    for (const url of [body.logo, body.powered_by]) {
      const image = await fetch(url);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toContain('image/svg+xml');
    }
    expect((await fetch(`${server.url}/api/customers/logo`)).status).toBe(401);
  });
});

describe('public configuration', () => {
  it('serves the anon key at /config.json', async () => {
    const config = (await (await fetch(`${server.url}/config.json`)).json()) as {
      supabaseAnonKey: string;
    };
    expect(config.supabaseAnonKey).toBe(server.anonKey);
  });
});
