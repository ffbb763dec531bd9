import { Hono, type Context } from 'hono';
import type { Database } from '../db/database.js';
import { actAs } from '../db/request-role.js';
import type { JwtClaims } from '../jwt-keys.js';
import { addIncidentPhotoRoutes } from './incident-photos.js';

// POST /api/incidents/:id/acknowledge {note?} and POST /api/incidents/:id/notes {note}: the two
// things a customer's user does to an incident. Both run as the caller under RLS, through the
// database functions acknowledge_incident and add_incident_note, which check that the incident
// is the caller's customer's and change nothing else; their Vietnamese refusals are answered
// as they are. Reads go through /rest/v1 (incident, incident_event) under the same policies.
// Photos have their own two routes (incident-photos.ts).

export const NOTE_MAX_CHARS = 1000;

export interface IncidentRoutesOptions {
  readonly db: Database;
  readonly authenticate: (c: Context) => Promise<JwtClaims | undefined>;
  /** The largest photo upload (default: INCIDENT_PHOTO_MAX_BYTES). */
  readonly photoMaxBytes?: number;
}

/** SQLSTATEs the two functions raise, as HTTP answers. */
const REFUSALS: Readonly<Record<string, { status: 400 | 404 | 409; error: string }>> = {
  '22023': { status: 400, error: 'invalid_note' },
  P0002: { status: 404, error: 'not_found' },
  '55000': { status: 409, error: 'not_open' },
};

type Body = { note?: unknown };

async function readNote(c: Context): Promise<{ note: string | null } | { error: string }> {
  let body: Body = {};
  if (c.req.header('content-length') !== '0') {
    try {
      const parsed: unknown = await c.req.json();
      if (parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)) body = parsed;
      else return { error: 'Nội dung yêu cầu phải là một đối tượng JSON.' };
    } catch {
      return { error: 'Nội dung yêu cầu không phải JSON hợp lệ.' };
    }
  }
  if (body.note === undefined || body.note === null) return { note: null };
  if (typeof body.note !== 'string') return { error: 'Ghi chú phải là văn bản.' };
  if (body.note.trim().length > NOTE_MAX_CHARS)
    return { error: `Ghi chú dài tối đa ${NOTE_MAX_CHARS} ký tự.` };
  return { note: body.note };
}

export function incidentRoutes({ db, authenticate, photoMaxBytes }: IncidentRoutesOptions): Hono {
  const app = new Hono();

  const act =
    (fn: 'acknowledge_incident' | 'add_incident_note', noteRequired: boolean) =>
    async (c: Context) => {
      const claims = await authenticate(c);
      if (!claims)
        return c.json({ error: 'unauthorized', message: 'Vui lòng đăng nhập lại.' }, 401);
      const raw = c.req.param('id') ?? '';
      const id = /^[1-9][0-9]{0,17}$/.test(raw) ? Number(raw) : NaN;
      if (!Number.isSafeInteger(id))
        return c.json({ error: 'not_found', message: 'Không tìm thấy sự cố.' }, 404);
      const input = await readNote(c);
      if ('error' in input) return c.json({ error: 'invalid_note', message: input.error }, 400);
      if (noteRequired && !input.note?.trim())
        return c.json({ error: 'invalid_note', message: 'Vui lòng nhập ghi chú.' }, 400);
      try {
        const row = await db.transaction(async (tx) => {
          await actAs(tx, 'authenticated', claims, { method: 'POST', path: c.req.path });
          const [result] = await tx.query<{ result: unknown }>(
            `select to_jsonb(public.${fn}($1, $2)) as result`,
            [id, input.note],
          );
          return result!.result;
        });
        return c.json(row, fn === 'add_incident_note' ? 201 : 200);
      } catch (error) {
        const code = (error as { code?: unknown }).code;
        const refusal = typeof code === 'string' ? REFUSALS[code] : undefined;
        if (!refusal) throw error;
        return c.json({ error: refusal.error, message: (error as Error).message }, refusal.status);
      }
    };

  app.post('/:id/acknowledge', act('acknowledge_incident', false));
  app.post('/:id/notes', act('add_incident_note', true));
  addIncidentPhotoRoutes(app, { db, authenticate, maxBytes: photoMaxBytes });
  return app;
}
