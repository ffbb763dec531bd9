import { Hono, type Context } from 'hono';
import {
  checkDeclaration,
  checkEnd,
  checkExtension,
  MAINTENANCE_LIMITS,
  type MaintenanceCheck,
  type MaintenanceReason,
} from '../../shared/maintenance-window.js';
import type { Database, Executor, Queryable } from '../db/database.js';
import { actAs } from '../db/request-role.js';
import { lockStations } from '../db/station-locks.js';
import type { JwtClaims } from '../jwt-keys.js';
import {
  recordRefusal,
  type MaintenanceAction,
  type RefusalTarget,
} from './maintenance-refusals.js';
import {
  maintenanceWindowsSince,
  spanOf,
  WINDOW_COLUMNS,
  type WindowRow,
} from './maintenance-store.js';

// POST /api/maintenance-windows {stationId, startsAt, expectedEnd, reason, note?} declares a
// window; POST /api/maintenance-windows/:id/end ends a running one now; POST …/:id/extend
// {expectedEnd} moves its expected end later. Any user of the station's customer may, and a
// platform user for any customer (an operator declaring for a customer on the phone: every
// platform user sees every station and its 'Bảo trì' button, so the screen and this agree); the
// station or window is first looked up as the caller under RLS, so another customer's (or a
// missing) one answers a customer's user the same 404. The write then runs as the server, with the station locked
// (the lock order of every writer of its data, server/db/station-locks.ts), after the rules of
// shared/maintenance-window.ts are checked against the station's other windows with the server's
// clock: the caller cannot write the table, so no rule can be bypassed. The JWT claims stay set,
// so the audit log names the user. Every refusal but a signed-out caller's is also recorded
// (maintenance-refusals.ts). Reads go through /rest/v1/maintenance_window.

export interface MaintenanceRoutesOptions {
  readonly db: Database;
  readonly authenticate: (c: Context) => Promise<JwtClaims | undefined>;
  readonly now?: () => Date;
}

/** Longest accepted text of one field: an ISO instant, a reason, a note with room to trim. */
const FIELD_MAX_CHARS = MAINTENANCE_LIMITS.noteMaxChars * 2;

class BadRequest extends Error {}

async function readBody(c: Context): Promise<Record<string, unknown>> {
  if (c.req.header('content-length') === '0') return {};
  let parsed: unknown;
  try {
    parsed = await c.req.json();
  } catch {
    throw new BadRequest('Nội dung yêu cầu không phải JSON hợp lệ.');
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed))
    throw new BadRequest('Nội dung yêu cầu phải là một đối tượng JSON.');
  return parsed as Record<string, unknown>;
}

function text(body: Record<string, unknown>, field: string, label: string): string {
  const value = body[field];
  if (typeof value !== 'string' || !value.trim()) throw new BadRequest(`Vui lòng nhập ${label}.`);
  if (value.length > FIELD_MAX_CHARS) throw new BadRequest(`${label} quá dài.`);
  return value;
}

function instant(body: Record<string, unknown>, field: string, label: string): Date {
  const value = new Date(text(body, field, label));
  if (Number.isNaN(value.getTime())) throw new BadRequest(`${label} không hợp lệ.`);
  return value;
}

function optionalNote(body: Record<string, unknown>): string | null {
  const note = body.note;
  if (note === undefined || note === null) return null;
  if (typeof note !== 'string') throw new BadRequest('Ghi chú phải là văn bản.');
  if (note.length > FIELD_MAX_CHARS)
    throw new BadRequest(`Ghi chú dài tối đa ${MAINTENANCE_LIMITS.noteMaxChars} ký tự.`);
  return note;
}

function positiveId(raw: unknown): number | undefined {
  const textual = typeof raw === 'number' ? String(raw) : raw;
  if (typeof textual !== 'string' || !/^[1-9][0-9]{0,15}$/.test(textual)) return undefined;
  return Number(textual);
}

/** The station's windows that could meet one of at most 30 days starting 7 days back. */
const windowsAround = (q: Queryable, stationId: number, now: Date) =>
  maintenanceWindowsSince(q, stationId, new Date(now.getTime() - 8 * 24 * 3_600_000));

/** From here on the transaction writes as the server (the caller may only read the table). */
const actAsServer = (tx: Queryable) => tx.query('set local role none');

const NOT_FOUND_STATION = { error: 'not_found', message: 'Không tìm thấy trạm.' } as const;
const NOT_FOUND_WINDOW = { error: 'not_found', message: 'Không tìm thấy kỳ bảo trì.' } as const;

type Outcome =
  | { readonly status: 200 | 201; readonly body: unknown }
  | { readonly status: 400 | 404 | 409; readonly body: { error: string; message: string } };

type Refusal = Extract<Outcome, { status: 400 | 404 | 409 }>;
const isRefusal = (outcome: Outcome): outcome is Refusal => outcome.status >= 400;

const refused = (check: Exclude<MaintenanceCheck<unknown>, { ok: true }>): Outcome => ({
  status: check.status,
  body: { error: check.status === 409 ? 'conflict' : 'invalid_input', message: check.message },
});

export function maintenanceRoutes({
  db,
  authenticate,
  now = () => new Date(),
}: MaintenanceRoutesOptions): Hono {
  const app = new Hono();

  const handle =
    (
      action: MaintenanceAction,
      work: (c: Context, claims: JwtClaims, tx: Executor, seen: RefusalTarget) => Promise<Outcome>,
    ) =>
    async (c: Context) => {
      const claims = await authenticate(c);
      if (!claims)
        return c.json({ error: 'unauthorized', message: 'Vui lòng đăng nhập lại.' }, 401);
      const seen: RefusalTarget = {};
      let outcome: Outcome;
      try {
        outcome = await db.transaction(async (tx) => {
          await actAs(tx, 'authenticated', claims, { method: 'POST', path: c.req.path });
          return work(c, claims, tx, seen);
        });
      } catch (error) {
        if (!(error instanceof BadRequest)) throw error;
        outcome = { status: 400, body: { error: 'invalid_input', message: error.message } };
      }
      if (isRefusal(outcome)) {
        const { error, message } = outcome.body;
        await recordRefusal(db, {
          ...seen,
          userId: claims.sub ?? null,
          action,
          status: outcome.status,
          error,
          message,
        });
      }
      return c.json(outcome.body, outcome.status);
    };

  app.post(
    '/',
    handle('declare', async (c, claims, tx, seen) => {
      const body = await readBody(c);
      const stationId = positiveId(body.stationId);
      if (stationId === undefined) return { status: 404, body: NOT_FOUND_STATION };
      const declaration = {
        startsAt: instant(body, 'startsAt', 'thời điểm bắt đầu'),
        expectedEnd: instant(body, 'expectedEnd', 'thời điểm kết thúc dự kiến'),
        // Checked against the fixed list by checkDeclaration.
        reason: text(body, 'reason', 'lý do bảo trì') as MaintenanceReason,
        note: optionalNote(body),
      };
      const [station] = await tx.query<{ customer_id: number }>(
        `select customer_id from public.station
         where id = $1 and (customer_id = public.current_customer_id() or public.is_platform_user())`,
        [stationId],
      );
      if (!station) return { status: 404, body: NOT_FOUND_STATION };
      seen.stationId = stationId;
      await actAsServer(tx);
      await lockStations(tx, [stationId]);
      const at = now();
      const check = checkDeclaration(declaration, await windowsAround(tx, stationId, at), at);
      if (!check.ok) return refused(check);
      const [row] = await tx.query<{ row: unknown }>(
        `insert into public.maintenance_window
           (customer_id, station_id, reason, note, starts_at, expected_end, declared_by, declared_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8)
         returning to_jsonb(maintenance_window.*) as row`,
        [
          station.customer_id,
          stationId,
          check.value.reason,
          check.value.note,
          check.value.startsAt.toISOString(),
          check.value.expectedEnd.toISOString(),
          claims.sub,
          at.toISOString(),
        ],
      );
      return { status: 201, body: row!.row };
    }),
  );

  /** A window of the caller's customer, locked with its station; undefined when not theirs. */
  async function lockedWindow(tx: Executor, raw: string | undefined, seen: RefusalTarget) {
    const id = positiveId(raw);
    if (id === undefined) return undefined;
    const [visible] = await tx.query<WindowRow>(
      `select station_id from public.maintenance_window
       where id = $1 and (customer_id = public.current_customer_id() or public.is_platform_user())`,
      [id],
    );
    if (!visible) return undefined;
    seen.windowId = id;
    seen.stationId = Number(visible.station_id);
    await actAsServer(tx);
    await lockStations(tx, [seen.stationId]);
    const [row] = await tx.query<WindowRow>(
      `select ${WINDOW_COLUMNS} from public.maintenance_window where id = $1`,
      [id],
    );
    return row && { span: spanOf(row), stationId: Number(row.station_id) };
  }

  app.post(
    '/:id/end',
    handle('end', async (c, claims, tx, seen) => {
      const found = await lockedWindow(tx, c.req.param('id'), seen);
      if (!found) return { status: 404, body: NOT_FOUND_WINDOW };
      const check = checkEnd(found.span, now());
      if (!check.ok) return refused(check);
      const [row] = await tx.query<{ row: unknown }>(
        `update public.maintenance_window set ended_at = $2, ended_by = $3 where id = $1
         returning to_jsonb(maintenance_window.*) as row`,
        [found.span.id, check.value.toISOString(), claims.sub],
      );
      return { status: 200, body: row!.row };
    }),
  );

  app.post(
    '/:id/extend',
    handle('extend', async (c, _claims, tx, seen) => {
      const body = await readBody(c);
      const expectedEnd = instant(body, 'expectedEnd', 'thời điểm kết thúc mới');
      const found = await lockedWindow(tx, c.req.param('id'), seen);
      if (!found) return { status: 404, body: NOT_FOUND_WINDOW };
      const at = now();
      const others = await windowsAround(tx, found.stationId, at);
      const check = checkExtension(found.span, expectedEnd, others, at);
      if (!check.ok) return refused(check);
      const [row] = await tx.query<{ row: unknown }>(
        `update public.maintenance_window set expected_end = $2 where id = $1
         returning to_jsonb(maintenance_window.*) as row`,
        [found.span.id, check.value.toISOString()],
      );
      return { status: 200, body: row!.row };
    }),
  );

  return app;
}
