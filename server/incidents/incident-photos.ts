import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Database, Queryable } from '../db/database.js';
import { actAs } from '../db/request-role.js';
import type { JwtClaims } from '../jwt-keys.js';
import { checkPhoto, MAX_SIDE, MIN_SIDE, type PhotoRefusal } from './photo-image.js';

// POST /api/incidents/:id/photos (the image's bytes as the body) and
// GET /api/incidents/:id/photos/:photoId. Both as the caller under RLS: another customer's
// incident, or photo, is the same 404 as a missing one, and nothing of the body is read before
// that is known. An upload is bounded (INCIDENT_PHOTO_MAX_BYTES), checked and re-encoded
// without metadata (photo-image.ts), and every refusal is recorded (incident_photo_refusal)
// and answered with its Vietnamese reason.
//   INCIDENT_PHOTO_MAX_BYTES (8 MiB, at most 10 MiB): the largest upload accepted.

export const DEFAULT_PHOTO_MAX_BYTES = 8 * 1024 * 1024;
const PHOTO_MAX_BYTES_CEILING = 10 * 1024 * 1024;
/** Photos one incident keeps at most. */
export const PHOTOS_PER_INCIDENT = 20;

export function photoMaxBytesFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.INCIDENT_PHOTO_MAX_BYTES;
  if (raw === undefined || raw === '') return DEFAULT_PHOTO_MAX_BYTES;
  const bytes = Number(raw);
  if (!Number.isInteger(bytes) || bytes < 64 * 1024 || bytes > PHOTO_MAX_BYTES_CEILING)
    throw new Error(`INCIDENT_PHOTO_MAX_BYTES must be 65536–10485760 bytes, got "${raw}"`);
  return bytes;
}

type Refusal = PhotoRefusal | 'too_large' | 'too_many';

const megabytes = (bytes: number) =>
  `${(bytes / (1024 * 1024)).toLocaleString('vi-VN', { maximumFractionDigits: 1 })} MB`;

function refusalAnswer(refusal: Refusal, maxBytes: number) {
  switch (refusal) {
    case 'too_large':
      return { status: 413, message: `Ảnh quá lớn: tối đa ${megabytes(maxBytes)}.` } as const;
    case 'unsupported_type':
      return { status: 415, message: 'Chỉ nhận ảnh JPEG, PNG hoặc WebP.' } as const;
    case 'malformed':
      return { status: 400, message: 'Tệp ảnh bị hỏng hoặc không đọc được.' } as const;
    case 'bad_dimensions':
      return {
        status: 400,
        message: `Kích thước ảnh không hợp lệ: mỗi cạnh từ ${MIN_SIDE} đến ${MAX_SIDE} điểm ảnh.`,
      } as const;
    case 'empty':
      return { status: 400, message: 'Chưa có ảnh nào được gửi.' } as const;
    case 'too_many':
      return {
        status: 409,
        message: `Sự cố đã có ${PHOTOS_PER_INCIDENT} ảnh, không thể thêm ảnh.`,
      } as const;
  }
}

const ID = /^[1-9][0-9]{0,17}$/;
const idParam = (raw: string | undefined) => (ID.test(raw ?? '') ? Number(raw) : NaN);

export interface IncidentPhotoRoutesOptions {
  readonly db: Database;
  readonly authenticate: (c: Context) => Promise<JwtClaims | undefined>;
  readonly maxBytes?: number;
}

interface PhotoEnv {
  Variables: { claims: JwtClaims; incidentId: number };
}

const notFound = (c: Context) =>
  c.json({ error: 'not_found', message: 'Không tìm thấy sự cố.' }, 404);

const isNotFound = (error: unknown) => (error as { code?: unknown }).code === 'P0002';

export function addIncidentPhotoRoutes(
  app: Hono,
  { db, authenticate, maxBytes = photoMaxBytesFromEnv() }: IncidentPhotoRoutesOptions,
): void {
  const asCaller = <T>(c: Context<PhotoEnv>, work: (q: Queryable) => Promise<T>) =>
    db.transaction(async (tx) => {
      await actAs(tx, 'authenticated', c.get('claims'), { method: c.req.method, path: c.req.path });
      return work(tx);
    });

  const refuse = async (c: Context<PhotoEnv>, refusal: Refusal, receivedBytes: number) => {
    await asCaller(c, (q) =>
      q.query('select public.record_incident_photo_refusal($1, $2, $3, $4)', [
        c.get('incidentId'),
        refusal,
        c.req.header('content-type') ?? null,
        receivedBytes,
      ]),
    );
    const { status, message } = refusalAnswer(refusal, maxBytes);
    return c.json({ error: refusal, message }, status);
  };

  app.post(
    '/:id/photos',
    // The caller, and the incident theirs, before a byte of the body is read.
    async (c: Context<PhotoEnv>, next) => {
      const claims = await authenticate(c);
      if (!claims)
        return c.json({ error: 'unauthorized', message: 'Vui lòng đăng nhập lại.' }, 401);
      const id = idParam(c.req.param('id'));
      if (!Number.isSafeInteger(id)) return notFound(c);
      c.set('claims', claims);
      c.set('incidentId', id);
      try {
        await asCaller(c, (q) => q.query('select public.caller_incident_customer($1)', [id]));
      } catch (error) {
        if (isNotFound(error)) return notFound(c);
        throw error;
      }
      await next();
    },
    bodyLimit({
      maxSize: maxBytes,
      onError: (c: Context<PhotoEnv>) => {
        // The rest of the body is never read: the connection cannot carry another request.
        c.header('Connection', 'close');
        const declared = Number(c.req.header('content-length'));
        return refuse(c, 'too_large', Number.isSafeInteger(declared) ? declared : maxBytes + 1);
      },
    }),
    async (c: Context<PhotoEnv>) => {
      const body = Buffer.from(await c.req.arrayBuffer());
      const checked = await checkPhoto(body);
      if ('refusal' in checked) return refuse(c, checked.refusal, body.length);
      const { photo } = checked;
      try {
        const [row] = await asCaller(c, (q) =>
          q.query<{ result: unknown }>(
            `select to_jsonb(public.add_incident_photo($1, $2, $3, $4, $5, $6)) as result`,
            [
              c.get('incidentId'),
              photo.contentType,
              photo.width,
              photo.height,
              photo.bytes,
              PHOTOS_PER_INCIDENT,
            ],
          ),
        );
        return c.json(row!.result, 201);
      } catch (error) {
        if (isNotFound(error)) return notFound(c);
        if ((error as { code?: unknown }).code !== '54000') throw error;
        return refuse(c, 'too_many', body.length);
      }
    },
  );

  app.get('/:id/photos/:photoId', async (c: Context<PhotoEnv>) => {
    const claims = await authenticate(c);
    if (!claims) return c.json({ error: 'unauthorized', message: 'Vui lòng đăng nhập lại.' }, 401);
    const id = idParam(c.req.param('id'));
    const photoId = idParam(c.req.param('photoId'));
    if (!Number.isSafeInteger(id) || !Number.isSafeInteger(photoId))
      return c.json({ error: 'not_found', message: 'Không tìm thấy ảnh.' }, 404);
    c.set('claims', claims);
    const [photo] = await asCaller(c, (q) =>
      q.query<{ content_type: string; bytes: Uint8Array }>(
        `select content_type, bytes from public.incident_photo where id = $1 and incident_id = $2`,
        [photoId, id],
      ),
    );
    if (!photo) return c.json({ error: 'not_found', message: 'Không tìm thấy ảnh.' }, 404);
    return c.body(new Uint8Array(photo.bytes), 200, {
      'Content-Type': photo.content_type,
      'Cache-Control': 'private, max-age=3600',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'",
      'Content-Disposition': `inline; filename="su-co-${id}-anh-${photoId}"`,
    });
  });
}
