import { Hono, type Context } from 'hono';
import { loadCaller, loadStations, readAsCaller } from '../api/reports/report-access.js';
import { reportEndpoint, type ReportDeps } from '../api/reports/report-endpoint.js';
import { ReportError } from '../api/reports/report-error.js';
import type { Executor } from '../db/database.js';
import { actAs } from '../db/request-role.js';
import {
  ExplanationInputError,
  parseExplanationInput,
  type ExplanationInput,
} from './explanation-input.js';
import { stationInterruptions } from './interruption-list.js';

// GET /api/interruptions?stationId&from&to (≤ 366 days): a station's gaps (GAP_SOURCES), the data
// each cost per parameter, the officer's explanation of each, and the province's duty profile
// the notice to the authority follows. Opened with the signal-loss report's access.
// PUT /api/interruptions/explanation: the officer's cause, actions, expected repair and how the
// notice was sent, written as the caller under RLS (audited by the table's trigger). A station
// the caller may not see is the same 404 as a missing one; a bad field is a 400 in Vietnamese.

const ROUTE_KEY = 'station-signal-lost';
const MAX_DAYS = 366;
/** A JSON body larger than the bounded fields could make is refused before it is parsed. */
const MAX_BODY_BYTES = 16 * 1024;

export interface DutyProfile {
  readonly province: string;
  readonly authorityName: string;
  readonly notifyWithinHours: number | null;
  readonly maintenanceNoticeDays: number | null;
  readonly recipientEmail: string;
  readonly recipientPhone: string;
  readonly noticeTitle: string;
  readonly confirmed: boolean;
}

interface ProfileRow {
  province: string;
  authority_name: string;
  notify_within_hours: number | null;
  maintenance_notice_days: number | null;
  recipient_email: string;
  recipient_phone: string;
  notice_title: string;
  confirmed: boolean;
  station_province: string | null;
  station_address: string | null;
}

/** The station's province's profile, else the default one (province ''). */
async function dutyProfile(tx: Executor, stationId: number) {
  const [row] = await tx.query<ProfileRow>(
    `select p.*, s.province as station_province, s.address as station_address
     from public.station s
     join public.authority_duty_profile p on p.province in (coalesce(s.province, ''), '')
     where s.id = $1
     order by p.province = '' limit 1`,
    [stationId],
  );
  if (!row) return { profile: null, province: null, address: null };
  const profile: DutyProfile = {
    province: row.province,
    authorityName: row.authority_name,
    notifyWithinHours: row.notify_within_hours,
    maintenanceNoticeDays: row.maintenance_notice_days,
    recipientEmail: row.recipient_email,
    recipientPhone: row.recipient_phone,
    noticeTitle: row.notice_title,
    confirmed: row.confirmed,
  };
  return { profile, province: row.station_province, address: row.station_address };
}

const UPSERT_SQL = `
  insert into public.gap_explanation
    (customer_id, station_id, kind, parameter_code, started_at, ended_at, cause, actions_taken,
     expected_repair, notice_sent_at, notice_channel, notice_reference)
  select s.customer_id, s.id, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11
  from public.station s where s.id = $1
  on conflict (station_id, kind, parameter_code, started_at) do update set
    ended_at = excluded.ended_at, cause = excluded.cause, actions_taken = excluded.actions_taken,
    expected_repair = excluded.expected_repair, notice_sent_at = excluded.notice_sent_at,
    notice_channel = excluded.notice_channel, notice_reference = excluded.notice_reference
  returning id, updated_at`;

const upsertParams = (input: ExplanationInput) => [
  input.stationId,
  input.kind,
  input.parameterCode,
  input.startedAt.toISOString(),
  input.endedAt?.toISOString() ?? null,
  input.cause,
  input.actionsTaken,
  input.expectedRepair,
  input.noticeSentAt?.toISOString() ?? null,
  input.noticeChannel,
  input.noticeReference,
];

const notFound = (c: Context) =>
  c.json({ error: 'not_found', message: 'Không tìm thấy trạm quan trắc đã chọn' }, 404);

export function interruptionRoutes(deps: ReportDeps): Hono {
  const app = new Hono();
  const now = () => deps.now?.() ?? new Date();
  const log = (line: string) => console.error(line);

  app.get(
    '/',
    reportEndpoint(deps, ROUTE_KEY, ['stationId', 'from', 'to'], async (request) => {
      const { query, caller, path } = request;
      const [stationId] = query.positiveIds('stationId', 1);
      const { from, to } = query.period(MAX_DAYS);
      const [station] = await loadStations(deps.db, caller, [stationId!]);
      return readAsCaller(deps.db, caller, path, async (tx) => {
        const { profile, province, address } = await dutyProfile(tx, station!.id);
        const { interruptions, omitted } = await stationInterruptions(tx, station!, {
          from,
          to,
          now: now(),
        });
        return {
          station: {
            id: station!.id,
            code: station!.code,
            name: station!.name,
            kind: station!.kind,
            customerName: station!.customerName,
            province,
            address,
          },
          from,
          to,
          dutyProfile: profile,
          interruptions,
          omitted,
        };
      });
    }),
  );

  app.put('/explanation', async (c) => {
    const claims = await deps.authenticate(c);
    if (!claims) return c.json({ error: 'unauthorized', message: 'Vui lòng đăng nhập lại.' }, 401);
    let input: ExplanationInput;
    try {
      if (Number(c.req.header('content-length') ?? '0') > MAX_BODY_BYTES) {
        throw new ExplanationInputError('Nội dung giải trình quá dài.');
      }
      const text = await c.req.text();
      if (Buffer.byteLength(text) > MAX_BODY_BYTES) {
        throw new ExplanationInputError('Nội dung giải trình quá dài.');
      }
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        throw new ExplanationInputError('Nội dung yêu cầu không phải JSON hợp lệ.');
      }
      input = parseExplanationInput(body, now());
    } catch (error) {
      if (!(error instanceof ExplanationInputError)) throw error;
      // The refusal is kept in the server log with who sent it (no row: nothing was written).
      log(`gap explanation refused for user ${String(claims.sub)}: ${error.message}`);
      return c.json({ error: 'invalid_explanation', message: error.message }, 400);
    }
    let station;
    try {
      [station] = await loadStations(deps.db, await loadCaller(deps.db, claims), [input.stationId]);
    } catch (error) {
      if (error instanceof ReportError) {
        return c.json({ error: error.code, message: error.message }, error.status);
      }
      throw error;
    }
    if (!station) return notFound(c);
    if (input.parameterCode && !station.parameters.some((p) => p.code === input.parameterCode)) {
      return c.json(
        { error: 'invalid_explanation', message: 'Thông số không có ở trạm đã chọn.' },
        400,
      );
    }
    try {
      const row = await deps.db.transaction(async (tx) => {
        await actAs(tx, 'authenticated', claims, { method: 'PUT', path: c.req.path });
        const [saved] = await tx.query<{ id: number; updated_at: Date | string }>(
          UPSERT_SQL,
          upsertParams(input),
        );
        return saved;
      });
      if (!row) return notFound(c);
      return c.json({ id: Number(row.id), updatedAt: new Date(row.updated_at).toISOString() });
    } catch (error) {
      // RLS: a platform user reads every customer's gaps but writes only its own customer's.
      if ((error as { code?: unknown }).code === '42501') {
        return c.json(
          {
            error: 'forbidden',
            message: 'Chỉ người dùng của khách hàng sở hữu trạm mới ghi được giải trình.',
          },
          403,
        );
      }
      throw error;
    }
  });

  return app;
}
