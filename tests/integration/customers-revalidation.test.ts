import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  customersFromAnswer,
  type CustomerEntry,
} from '../../src/features/monitoring/lib/customers-answer';
import { startTestServer, type TestServer } from './support/test-server';

// GET /api/customers/ tags each answer (ETag) and answers 304 Not Modified, with no body, to a
// client that names the answer it holds while nothing the caller sees has changed (issue 13: the
// app's refresh of 1,000 stations then downloads nothing; server/api/answer-cache.ts). A change
// must give 200 with the new answer and a new tag; a tag of another caller's answer, of the other
// view or of a changed answer never matches.

let server: TestServer;
const tokens = new Map<string, string>();

beforeAll(async () => {
  server = await startTestServer();
  for (const email of ['user@greenwatch.demo', 'user2@greenwatch.demo', 'admin@greenwatch.demo']) {
    const client = await server.signedIn(email);
    tokens.set(email, (await client.auth.getSession()).data.session!.access_token);
  }
});
afterAll(async () => {
  await server?.stop();
});

async function ask(email: string, etag: string | null, view = 'compact', coding = 'br') {
  const headers: Record<string, string> = {
    Authorization: `Bearer ${tokens.get(email)}`,
    'Accept-Encoding': coding,
  };
  if (etag) headers['If-None-Match'] = etag;
  const response = await fetch(`${server.url}/api/customers/?view=${view}`, { headers });
  return {
    status: response.status,
    etag: response.headers.get('etag'),
    cacheControl: response.headers.get('cache-control'),
    encoding: response.headers.get('content-encoding'),
    text: await response.text(),
  };
}

/** The stations of a compact answer, expanded as the app does. */
const stationsOf = (text: string) =>
  customersFromAnswer(JSON.parse(text) as CustomerEntry[]).flatMap((customer) => customer.station);

describe('GET /api/customers/ revalidation', () => {
  it('answers 304 without a body to the tag of the current answer, in every coding', async () => {
    const first = await ask('user@greenwatch.demo', null);
    expect(first.status).toBe(200);
    expect(first.etag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.cacheControl).toBe('private, no-cache, no-transform');
    for (const coding of ['br', 'gzip', 'identity']) {
      const again = await ask('user@greenwatch.demo', first.etag, 'compact', coding);
      expect(again).toEqual({ ...first, status: 304, encoding: null, text: '' });
    }
    // A list of tags, the strong form of the same tag and `*` name it as well.
    expect((await ask('user@greenwatch.demo', `W/"other", ${first.etag}`)).status).toBe(304);
    expect((await ask('user@greenwatch.demo', first.etag!.slice(2))).status).toBe(304);
    expect((await ask('user@greenwatch.demo', '*')).status).toBe(304);
    expect((await ask('user@greenwatch.demo', 'W/"other"')).status).toBe(200);
  });

  it('answers 200 with the new answer and a new tag once a value it shows has changed', async () => {
    const first = await ask('user@greenwatch.demo', null);
    const [station] = await server.db.query<{ id: number }>(
      `select s.id from public.station s
       join public.app_user u on u.customer_id = s.customer_id
       join auth.users a on a.id = u.user_id
       where a.email = 'user@greenwatch.demo' order by s.id limit 1`,
    );
    await server.db.query(
      `insert into public.measurement (station_id, parameter_code, time, value)
       select $1, code, now(), 8765.5 from public.station_parameter
       where station_id = $1 order by sort_order limit 1`,
      [station!.id],
    );
    const changed = await ask('user@greenwatch.demo', first.etag);
    expect(changed.status).toBe(200);
    expect(changed.etag).not.toBe(first.etag);
    const values = stationsOf(changed.text)
      .find((s) => s.id === station!.id)!
      .measurements.map((m) => m.value);
    expect(values).toContain(8765.5);
    expect((await ask('user@greenwatch.demo', changed.etag)).status).toBe(304);
  });

  it('never matches the tag of another customer’s answer or of the other view', async () => {
    const own = await ask('user@greenwatch.demo', null);
    const other = await ask('user2@greenwatch.demo', null);
    const all = await ask('admin@greenwatch.demo', null);
    expect(new Set([own.etag, other.etag, all.etag]).size).toBe(3);
    for (const [email, foreign] of [
      ['user@greenwatch.demo', other],
      ['user@greenwatch.demo', all],
      ['user2@greenwatch.demo', own],
      ['admin@greenwatch.demo', own],
    ] as const) {
      const answer = await ask(email, foreign.etag);
      expect(answer.status).toBe(200);
      expect(answer.text).not.toBe(foreign.text);
      expect(answer.text).toBe((await ask(email, null)).text);
    }
    const full = await ask('user@greenwatch.demo', own.etag, 'full');
    expect(full.status).toBe(200);
    expect(full.etag).not.toBe(own.etag);
  });
});
