import type { SupabaseClient } from '@supabase/supabase-js';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSecrets } from '../../server/ingest/demo-credentials';
import { dataFile, recentMinute, stationId } from './ingest/support';
import { startTestServer, type TestServer } from './support/test-server';

// Incident photos on the real server (issue 17): a photo taken when acknowledging is checked by
// its bytes, re-encoded without its EXIF, kept under the incident's RLS and read back with the
// caller's token; another customer's user gets the 404 of a missing incident; oversize,
// wrong-type and malformed uploads are refused in Vietnamese and recorded. The alert of the
// exceedance names the incident, so its e-mail links there.

const STATION = 'PL-NT01';
/** A small limit so an oversize photo is quick to make. */
const MAX_BYTES = 65_536;

let server: TestServer;
let user: SupabaseClient;
let other: SupabaseClient;
let incident: number;

const tokenOf = async (client: SupabaseClient) =>
  (await client.auth.getSession()).data.session!.access_token;

async function upload(client: SupabaseClient | undefined, id: number, body: Buffer, type: string) {
  const headers: Record<string, string> = { 'content-type': type };
  if (client) headers.authorization = `Bearer ${await tokenOf(client)}`;
  return fetch(`${server.url}/api/incidents/${id}/photos`, {
    method: 'POST',
    headers,
    body: new Uint8Array(body),
  });
}

const photo = async (client: SupabaseClient, id: number, photoId: number) =>
  fetch(`${server.url}/api/incidents/${id}/photos/${photoId}`, {
    headers: { authorization: `Bearer ${await tokenOf(client)}` },
  });

/** A noisy image (so it does not compress to nothing), with an EXIF block naming a place. */
const camera = (width: number, height: number) =>
  sharp(Buffer.from(Array.from({ length: width * height * 3 }, (_, i) => (i * 7919) % 251)), {
    raw: { width, height, channels: 3 },
  })
    .withExif({ IFD0: { Make: 'PhoneCam', ImageDescription: 'Nha may Phuoc Long 10.8,106.6' } })
    .jpeg({ quality: 90 })
    .toBuffer();

const refusals = () =>
  server.db.query<{ reason: string; declared_type: string | null; received_bytes: number }>(
    `select reason, declared_type, received_bytes from public.incident_photo_refusal
     where incident_id = $1 order by id`,
    [incident],
  );

beforeAll(async () => {
  process.env.INCIDENT_PHOTO_MAX_BYTES = String(MAX_BYTES);
  try {
    server = await startTestServer({
      ftpPort: false,
      ingestDir: false,
      statusIntervalMs: false,
      escalationIntervalMs: false,
      zaloDeliveries: false,
    });
  } finally {
    delete process.env.INCIDENT_PHOTO_MAX_BYTES;
  }
  const station = await stationId(server.db, STATION);
  await server.db.query(
    `update auth.users set raw_user_meta_data = raw_user_meta_data
       || '{"notification_email_enable": true}' where email = 'user@greenwatch.demo'`,
  );
  const [limit] = await server.db.query<{ limit_max: number }>(
    `select limit_max from public.station_parameter where station_id = $1 and code = 'COD'`,
    [station],
  );
  const file = dataFile(STATION, recentMinute(5), [['COD', String(limit!.limit_max * 2), 'mg/L']]);
  const response = await fetch(`${server.url}/api/ingest?file=${file.fileName}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${demoSecrets(STATION).httpToken}` },
    body: file.content,
  });
  expect(response.status).toBe(200);
  await server.alerts.idle();
  const [row] = await server.db.query<{ id: number }>(
    `select id from public.incident where station_id = $1 and parameter_code = 'COD'`,
    [station],
  );
  incident = Number(row!.id);
  user = await server.signedIn('user@greenwatch.demo');
  other = await server.signedIn('user2@greenwatch.demo');
});
afterAll(async () => {
  await server?.stop();
});

describe('incident photos', () => {
  it("the exceedance's alert names its incident, and its e-mail links there", async () => {
    const [alert] = await server.db.query<{ incident_id: number }>(
      `select n.incident_id from public.notification n join public.station s on s.id = n.station_id
       where s.code = $1 and n.type = 'exceed_threshold' order by n.id desc limit 1`,
      [STATION],
    );
    expect(Number(alert!.incident_id)).toBe(incident);
    const mail = (await server.mailer.outbox()).find((m) => m.to === 'user@greenwatch.demo');
    expect(mail?.text).toContain(`Xem sự cố: ${server.url}/incidents/${incident}`);
  });

  it("a phone photo is stored re-encoded without its EXIF and read back by the customer's users", async () => {
    const original = await camera(300, 200);
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const response = await upload(user, incident, original, 'image/jpeg');
    expect(response.status).toBe(201);
    const event = (await response.json()) as { kind: string; detail: Record<string, unknown> };
    expect(event).toMatchObject({
      kind: 'photo',
      detail: { actor: 'Nguyễn Văn An', width: 300, height: 200 },
    });
    const photoId = Number(event.detail.photoId);
    const read = await photo(user, incident, photoId);
    expect(read.status).toBe(200);
    expect(read.headers.get('content-type')).toBe('image/jpeg');
    expect(read.headers.get('x-content-type-options')).toBe('nosniff');
    expect(read.headers.get('cache-control')).toBe('private, max-age=3600');
    const stored = Buffer.from(await read.arrayBuffer());
    const metadata = await sharp(stored).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 300, height: 200 });
    expect(metadata.exif).toBeUndefined();
    expect(stored.includes(Buffer.from('Phuoc Long'))).toBe(false);
    // On the timeline, under RLS, for the customer's users only.
    const { data } = await user
      .from('incident_event')
      .select('kind, detail')
      .eq('incident_id', incident)
      .eq('kind', 'photo');
    expect(data).toEqual([{ kind: 'photo', detail: expect.objectContaining({ photoId }) }]);
    const foreignRows = await other.from('incident_photo').select('id');
    expect(foreignRows.data).toEqual([]);
    const foreign = await photo(other, incident, photoId);
    expect(foreign.status).toBe(404);
    expect((await photo(user, incident + 1, photoId)).status).toBe(404);
    const anon = await fetch(`${server.url}/api/incidents/${incident}/photos/${photoId}`);
    expect(anon.status).toBe(401);
  });

  it('PNG and WebP are taken; a large one is scaled down to fit 2048 pixels', async () => {
    const png = await sharp({
      create: { width: 40, height: 30, channels: 3, background: '#2e7d32' },
    })
      .png()
      .toBuffer();
    expect((await upload(user, incident, png, 'image/png')).status).toBe(201);
    const webp = await sharp({
      create: { width: 3000, height: 1000, channels: 3, background: '#1565c0' },
    })
      .webp()
      .toBuffer();
    const response = await upload(user, incident, webp, 'application/octet-stream');
    expect(response.status).toBe(201);
    expect(((await response.json()) as { detail: unknown }).detail).toMatchObject({
      width: 2048,
      height: 683,
    });
  });

  it("another customer's user gets the 404 of a missing incident, and nothing is read or kept", async () => {
    const image = await camera(32, 32);
    const foreign = await upload(other, incident, image, 'image/jpeg');
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toEqual({ error: 'not_found', message: 'Không tìm thấy sự cố.' });
    const missing = await upload(user, 999_999_999, image, 'image/jpeg');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual(await (await upload(other, incident, image, '')).json());
    expect((await upload(undefined, incident, image, 'image/jpeg')).status).toBe(401);
    expect(await refusals()).toEqual([]);
  });

  it('oversize, wrong-type, malformed, empty and odd-sized uploads are refused in Vietnamese, with a record', async () => {
    const big = await camera(400, 400);
    expect(big.length).toBeGreaterThan(MAX_BYTES);
    const cases: [Buffer, string, number, string][] = [
      [big, 'image/jpeg', 413, 'Ảnh quá lớn: tối đa 0,1 MB.'],
      [
        Buffer.from('GIF89a\x01\x00\x01\x00'),
        'image/gif',
        415,
        'Chỉ nhận ảnh JPEG, PNG hoặc WebP.',
      ],
      [
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
        'image/jpeg',
        415,
        'Chỉ nhận ảnh JPEG, PNG hoặc WebP.',
      ],
      [
        Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 0x41)]),
        'image/jpeg',
        400,
        'Tệp ảnh bị hỏng hoặc không đọc được.',
      ],
      [
        (await camera(300, 200)).subarray(0, 2000),
        'image/jpeg',
        400,
        'Tệp ảnh bị hỏng hoặc không đọc được.',
      ],
      [Buffer.alloc(0), 'image/jpeg', 400, 'Chưa có ảnh nào được gửi.'],
      [
        await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
          .png()
          .toBuffer(),
        'image/png',
        400,
        'Kích thước ảnh không hợp lệ: mỗi cạnh từ 16 đến 10000 điểm ảnh.',
      ],
    ];
    for (const [body, type, status, message] of cases) {
      const response = await upload(user, incident, body, type);
      expect({ status: response.status, body: await response.json() }).toMatchObject({
        status,
        body: { message },
      });
    }
    const recorded = await refusals();
    expect(recorded.map((r) => r.reason)).toEqual([
      'too_large',
      'unsupported_type',
      'unsupported_type',
      'malformed',
      'malformed',
      'empty',
      'bad_dimensions',
    ]);
    expect(recorded[0]).toMatchObject({ declared_type: 'image/jpeg' });
    expect(Number(recorded[0]!.received_bytes)).toBe(big.length);
    expect(recorded[1]).toMatchObject({ declared_type: 'image/gif' });
    // The customer reads its refusals; another customer does not.
    expect((await user.from('incident_photo_refusal').select('id')).data).toHaveLength(7);
    expect((await other.from('incident_photo_refusal').select('id')).data).toEqual([]);
    const [{ count }] = await server.db.query<{ count: number }>(
      'select count(*)::int as count from public.incident_photo where incident_id = $1',
      [incident],
    );
    expect(count).toBe(3);
  });
});
