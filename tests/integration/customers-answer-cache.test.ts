import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  customersFromAnswer,
  type CustomerEntry,
} from '../../src/features/monitoring/lib/customers-answer';
import { startTestServer, type TestServer } from './support/test-server';

// GET /api/customers/ keeps each built answer in memory, with its compressed copies, while the
// customers the caller sees and their listing versions stay the same (issue 13;
// server/api/answer-cache.ts, 20261125001300_station_listing_version.sql). These tests ask again
// after every kind of change, in each view and coding, and check the answer follows at once and
// never crosses from one customer to another.

interface Station {
  id: number;
  name: string;
  cameras: { name: string }[];
  measurements: { code: string; value: number | null }[];
}
interface Customer {
  id: number;
  name: string;
  customergroup: { id: number | string; name: string } | null;
  station: Station[];
}

const VIEWS = ['', '?view=compact'] as const;
const CODINGS = ['br', 'gzip', 'identity'] as const;

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

/** The answer to `email` in one view and coding (fetch decodes it), the compact one expanded. */
async function answerOf(
  email: string,
  view: (typeof VIEWS)[number] = '',
  coding: (typeof CODINGS)[number] = 'br',
): Promise<Customer[]> {
  const response = await fetch(`${server.url}/api/customers/${view}`, {
    headers: { Authorization: `Bearer ${tokens.get(email)}`, 'Accept-Encoding': coding },
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
  if (coding !== 'identity') expect(response.headers.get('content-encoding')).toBe(coding);
  const answer: unknown = await response.json();
  return view === '' ? (answer as Customer[]) : customersFromAnswer(answer as CustomerEntry[]);
}

/** Every view in every coding, each asked twice (built, then kept), all the same. */
async function everyAnswerOf(email: string): Promise<Map<string, Customer[]>> {
  const answers = new Map<string, Customer[]>();
  for (const view of VIEWS) {
    const first = await answerOf(email, view, 'br');
    for (const coding of CODINGS) {
      for (let ask = 0; ask < 2; ask += 1)
        expect(await answerOf(email, view, coding)).toEqual(first);
    }
    answers.set(view, first);
  }
  return answers;
}

const stationIn = (customers: Customer[], id: number) =>
  customers.flatMap((customer) => customer.station).find((station) => station.id === id);

async function stationOfUser(): Promise<{ id: number; customer_id: number }> {
  const [station] = await server.db.query<{ id: number; customer_id: number }>(
    `select s.id, s.customer_id from public.station s
     join public.app_user u on u.customer_id = s.customer_id
     join auth.users a on a.id = u.user_id
     where a.email = 'user@greenwatch.demo' order by s.id limit 1`,
  );
  return station!;
}

describe('GET /api/customers/ kept in memory', () => {
  it('changes at once after a new measurement, a station rename and a camera change', async () => {
    const station = await stationOfUser();
    for (const email of ['user@greenwatch.demo', 'admin@greenwatch.demo'])
      await everyAnswerOf(email);

    await server.db.query(
      `insert into public.measurement (station_id, parameter_code, time, value)
       select $1, code, now(), 4321.5 from public.station_parameter
       where station_id = $1 order by sort_order limit 1`,
      [station.id],
    );
    for (const email of ['user@greenwatch.demo', 'admin@greenwatch.demo']) {
      const answers = await everyAnswerOf(email);
      for (const view of VIEWS) {
        const values = stationIn(answers.get(view)!, station.id)!.measurements.map((m) => m.value);
        expect(values).toContain(4321.5);
      }
    }

    const [{ name }] = await server.db.query<{ name: string }>(
      'select name from public.station where id = $1',
      [station.id],
    );
    await server.db.query(`update public.station set name = 'Trạm vừa đổi tên' where id = $1`, [
      station.id,
    ]);
    for (const view of VIEWS) {
      for (const coding of CODINGS) {
        const answer = await answerOf('user@greenwatch.demo', view, coding);
        expect(stationIn(answer, station.id)!.name).toBe('Trạm vừa đổi tên');
      }
    }
    await server.db.query('update public.station set name = $2 where id = $1', [station.id, name]);
    expect(stationIn(await answerOf('user@greenwatch.demo'), station.id)!.name).toBe(name);

    await server.db.query(
      `insert into public.camera (station_id, name) values ($1, 'Camera bộ nhớ đệm')`,
      [station.id],
    );
    for (const view of VIEWS) {
      const cameras = stationIn(await answerOf('admin@greenwatch.demo', view), station.id)!.cameras;
      expect(cameras.map((camera) => camera.name)).toContain('Camera bộ nhớ đệm');
    }
    await server.db.query(`delete from public.camera where name = 'Camera bộ nhớ đệm'`);
    for (const view of VIEWS) {
      const cameras = stationIn(await answerOf('admin@greenwatch.demo', view), station.id)!.cameras;
      expect(cameras.map((camera) => camera.name)).not.toContain('Camera bộ nhớ đệm');
    }
  });

  it('changes at once after a customer or its group is renamed, or a station is deleted', async () => {
    const station = await stationOfUser();
    const [customer] = await server.db.query<{ name: string; customergroup_id: number }>(
      'select name, customergroup_id from public.customer where id = $1',
      [station.customer_id],
    );
    await everyAnswerOf('user@greenwatch.demo');
    await server.db.query(`update public.customer set name = 'Khách hàng đổi tên' where id = $1`, [
      station.customer_id,
    ]);
    expect((await everyAnswerOf('user@greenwatch.demo')).get('')![0]!.name).toBe(
      'Khách hàng đổi tên',
    );
    await server.db.query('update public.customer set name = $2 where id = $1', [
      station.customer_id,
      customer!.name,
    ]);

    const [{ name: group }] = await server.db.query<{ name: string }>(
      'select name from public.customergroup where id = $1',
      [customer!.customergroup_id],
    );
    await server.db.query(`update public.customergroup set name = 'Nhóm đổi tên' where id = $1`, [
      customer!.customergroup_id,
    ]);
    for (const view of VIEWS) {
      const [own] = await answerOf('user@greenwatch.demo', view);
      expect(own!.customergroup!.name).toBe('Nhóm đổi tên');
    }
    await server.db.query('update public.customergroup set name = $2 where id = $1', [
      customer!.customergroup_id,
      group,
    ]);

    const [added] = await server.db.query<{ id: number }>(
      `insert into public.station (customer_id, code, name, kind, lat, lng)
       values ($1, 'CACHE-TMP', 'Trạm tạm', 'water', 10.8, 106.7) returning id`,
      [station.customer_id],
    );
    for (const view of VIEWS) {
      expect(stationIn(await answerOf('user@greenwatch.demo', view), added!.id)).toBeDefined();
    }
    await server.db.query('delete from public.station where id = $1', [added!.id]);
    for (const view of VIEWS) {
      expect(stationIn(await answerOf('user@greenwatch.demo', view), added!.id)).toBeUndefined();
    }
  });

  it('never gives one customer’s kept answer to a user of another', async () => {
    const customerOf = async (email: string) =>
      Number(
        (
          await server.db.query<{ customer_id: number }>(
            `select u.customer_id from public.app_user u join auth.users a on a.id = u.user_id
             where a.email = $1`,
            [email],
          )
        )[0]!.customer_id,
      );
    const a = await customerOf('user@greenwatch.demo');
    const b = await customerOf('user2@greenwatch.demo');
    expect(a).not.toBe(b);
    // Both customers at the same version (as two untouched customers are): only who they are
    // tells their answers apart. Raised above every version so far, so nothing kept comes back.
    await server.db.query(
      `insert into public.station_listing_version as v (customer_id, version)
       select id, (select coalesce(max(version), 0) + 1000 from public.station_listing_version)
       from public.customer where id in ($1, $2)
       on conflict (customer_id) do update set version = excluded.version`,
      [a, b],
    );
    const [{ count }] = await server.db.query<{ count: number }>(
      'select count(*)::int as count from public.customer',
    );
    for (let round = 0; round < 2; round += 1) {
      for (const [email, expected] of [
        ['user@greenwatch.demo', [a]],
        ['user2@greenwatch.demo', [b]],
      ] as const) {
        for (const view of VIEWS) {
          for (const coding of CODINGS) {
            const answer = await answerOf(email, view, coding);
            expect(answer.map((customer) => customer.id)).toEqual(expected);
          }
        }
      }
      expect((await answerOf('admin@greenwatch.demo')).length).toBe(count);
    }
  });

  it('follows a user whose customer or role changes, at once', async () => {
    const user = async () =>
      (
        await server.db.query<{ user_id: string; customer_id: number }>(
          `select u.user_id, u.customer_id from public.app_user u
           join auth.users a on a.id = u.user_id where a.email = $1`,
          [email],
        )
      )[0]!;
    const email = 'user@greenwatch.demo';
    const before = await user();
    const [other] = await server.db.query<{ id: number }>(
      'select id from public.customer where id <> $1 order by id limit 1',
      [before.customer_id],
    );
    const ids = async () => (await answerOf(email, '?view=compact')).map((c) => Number(c.id));
    expect(await ids()).toEqual([Number(before.customer_id)]);

    await server.db.query('update public.app_user set customer_id = $2 where user_id = $1', [
      before.user_id,
      other!.id,
    ]);
    expect(await ids()).toEqual([Number(other!.id)]);

    await server.db.query(`update public.app_user set role = 'admin' where user_id = $1`, [
      before.user_id,
    ]);
    expect(await ids()).toEqual(
      (await answerOf('admin@greenwatch.demo', '?view=compact')).map((c) => Number(c.id)),
    );

    await server.db.query(
      `update public.app_user set role = 'user', customer_id = $2 where user_id = $1`,
      [before.user_id, before.customer_id],
    );
    expect(await ids()).toEqual([Number(before.customer_id)]);
  });
});
