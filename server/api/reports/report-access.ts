import { ROUTE_KEYS } from '../../../shared/route-keys.js';
import type { Database, Executor } from '../../db/database.js';
import { actAs, READ_ONLY } from '../../db/request-role.js';
import type { JwtClaims } from '../../jwt-keys.js';
import { ReportError } from './report-error.js';

// Who may see which station. The caller's customer and role come from public.app_user (the
// authoritative copy, DESIGN.md §4), never from user_metadata: a 'user' sees the stations of
// their own customer, every other (platform) role sees all. The data queries then run as the
// caller's database role as well, so RLS enforces the same rule a second time.
// A station or customer the caller may not see is answered exactly like one that does not exist
// (the same 404 and message), so a refusal never tells that it exists or what it is called.

export interface Caller {
  readonly claims: JwtClaims;
  readonly userId: string;
  readonly role: string;
  readonly customerId: number | null;
  readonly platform: boolean;
  /** Route keys a 'user' may open (spec: can_access); platform roles open every route. */
  readonly canAccess: readonly string[];
}

export interface ParameterInfo {
  readonly code: string;
  readonly name: string;
  readonly unit: string;
  readonly limitMin: number | null;
  readonly limitMax: number | null;
  readonly feeEnabled: boolean;
}

export interface StationInfo {
  readonly id: number;
  readonly customerId: number;
  readonly customerName: string;
  readonly code: string;
  readonly name: string;
  readonly kind: 'water' | 'air';
  readonly signalLossMinutes: number;
  readonly parameters: readonly ParameterInfo[];
}

interface CallerRow {
  role: string;
  customer_id: number | null;
  can_access: string[] | null;
  platform: boolean;
}

/** The columns of public.app_user a Caller is made of (callerFromRow). */
const CALLER_COLUMNS = `role, customer_id, can_access, public.is_platform_role(role) as platform`;

/** The caller from their app_user row (none: 403). */
function callerFromRow(claims: JwtClaims, row: CallerRow | undefined): Caller {
  if (!row) {
    throw new ReportError(
      'forbidden',
      'Tài khoản chưa được cấp quyền xem dữ liệu của khách hàng nào',
    );
  }
  // A customer admin opens every route (spec §6) but sees only its customer's stations.
  return {
    claims,
    userId: String(claims.sub),
    role: row.role,
    customerId: row.customer_id === null ? null : Number(row.customer_id),
    platform: row.platform,
    canAccess: row.role === 'user' ? (row.can_access ?? []) : ROUTE_KEYS,
  };
}

export async function loadCaller(db: Database, claims: JwtClaims): Promise<Caller> {
  const [row] = await db.query<CallerRow>(
    `select ${CALLER_COLUMNS} from public.app_user where user_id = $1`,
    [String(claims.sub)],
  );
  return callerFromRow(claims, row);
}

const STATION_SQL = `
  select s.id, s.customer_id, c.name as customer_name, s.code, s.name, s.kind,
         s.signal_loss_minutes,
         coalesce((select json_agg(json_build_object(
                     'code', p.code, 'name', p.name, 'unit', p.unit, 'limitMin', p.limit_min,
                     'limitMax', p.limit_max, 'feeEnabled', p.fee_enabled)
                   order by p.sort_order, p.code)
                   from public.station_parameter p where p.station_id = s.id), '[]'::json) as parameters
  from public.station s join public.customer c on c.id = s.customer_id`;

interface StationRow {
  id: number;
  customer_id: number;
  customer_name: string;
  code: string;
  name: string;
  kind: 'water' | 'air';
  signal_loss_minutes: number;
  parameters: ParameterInfo[] | string;
}

const toStation = (row: StationRow): StationInfo => ({
  id: Number(row.id),
  customerId: Number(row.customer_id),
  customerName: row.customer_name,
  code: row.code,
  name: row.name,
  kind: row.kind,
  signalLossMinutes: Number(row.signal_loss_minutes),
  parameters: typeof row.parameters === 'string' ? JSON.parse(row.parameters) : row.parameters,
});

/** A 'user' reaches a report only when its route key is in their can_access (spec §5). */
export function assertMayOpen(caller: Caller, routeKey: string): void {
  if (caller.platform || caller.canAccess.includes(routeKey)) return;
  throw new ReportError('forbidden', 'Tài khoản của bạn không được cấp quyền xem báo cáo này');
}

const mayReadCustomer = (caller: Caller, customerId: number) =>
  caller.platform || customerId === caller.customerId;

const stationNotFound = () => new ReportError('not_found', 'Không tìm thấy trạm quan trắc đã chọn');
const customerNotFound = () => new ReportError('not_found', 'Không tìm thấy khách hàng đã chọn');

/** The stations of `byId` in the order asked; the same 404 for an unknown and a hidden id. */
function stationsInOrder(
  caller: Caller,
  byId: ReadonlyMap<number, StationInfo>,
  ids: readonly number[],
): StationInfo[] {
  return ids.map((id) => {
    const station = byId.get(id);
    if (!station || !mayReadCustomer(caller, station.customerId)) throw stationNotFound();
    return station;
  });
}

/** The requested stations in the order asked; the same 404 for an unknown and a hidden id. */
export async function loadStations(
  db: Database,
  caller: Caller,
  ids: readonly number[],
): Promise<StationInfo[]> {
  const rows = await db.query<StationRow>(`${STATION_SQL} where s.id = any($1::bigint[])`, [ids]);
  return stationsInOrder(caller, new Map(rows.map((row) => [Number(row.id), toStation(row)])), ids);
}

// The caller and the asked stations read inside a statement that runs as the caller
// (readAsCaller), so one round trip does what loadCaller and loadStations do in two: the caller's
// own app_user row (auth.uid() is the verified token's subject) and the stations asked in $1, in
// that order, as RLS lets the caller see them. A statement built on CALLER_AND_STATIONS selects
// CALLER_AND_STATION_ROWS first (parts 0 and 1) and may add rows of its own (part 2 on), ordered
// by (part, ord); callerAndStationsFromRows reads them.
export const CALLER_AND_STATIONS = `
caller as (select ${CALLER_COLUMNS} from public.app_user where user_id = auth.uid()),
stations as materialized (
  select st.*, a.ord
  from unnest($1::bigint[]) with ordinality as a(id, ord)
  join (${STATION_SQL}) st on st.id = a.id
)`;

export const CALLER_AND_STATION_ROWS = `
select 0 as part, 0::bigint as ord, null::bigint as station_id, null::text as code,
       (select row_to_json(u)::text from caller u) as data
union all
select 1, s.ord, s.id, null, row_to_json(s)::text from stations s`;

export interface CallerAndStationRow {
  part: number;
  ord: number;
  station_id: number | null;
  code: string | null;
  data: string | null;
}

/**
 * The caller and the stations of CALLER_AND_STATION_ROWS, checked as loadCaller, assertMayOpen
 * and loadStations check them: 403 for a caller without app_user row or without the route, 404
 * for a station asked but not seen.
 */
export function callerAndStationsFromRows(
  claims: JwtClaims,
  routeKey: string,
  rows: readonly CallerAndStationRow[],
  ids: readonly number[],
): { caller: Caller; stations: StationInfo[] } {
  const callerRow = rows.find((row) => row.part === 0)?.data;
  const caller = callerFromRow(
    claims,
    callerRow ? (JSON.parse(callerRow) as CallerRow) : undefined,
  );
  assertMayOpen(caller, routeKey);
  const byId = new Map<number, StationInfo>();
  for (const row of rows) {
    if (row.part !== 1) continue;
    const station = toStation(JSON.parse(row.data!) as StationRow);
    byId.set(station.id, station);
  }
  return { caller, stations: stationsInOrder(caller, byId, ids) };
}

/** callerAndStationsFromRows of their own statement (when nothing else is read with them). */
export async function loadCallerAndStations(
  tx: Executor,
  claims: JwtClaims,
  routeKey: string,
  ids: readonly number[],
): Promise<{ caller: Caller; stations: StationInfo[] }> {
  const rows = await tx.query<CallerAndStationRow>(
    `with ${CALLER_AND_STATIONS} ${CALLER_AND_STATION_ROWS} order by 1, 2`,
    [ids],
  );
  return callerAndStationsFromRows(claims, routeKey, rows, ids);
}

/** Every station of one customer of the given kind (a user may only name their own customer). */
export async function loadCustomerStations(
  db: Database,
  caller: Caller,
  customerId: number,
  kind: 'water' | 'air',
): Promise<StationInfo[]> {
  if (!mayReadCustomer(caller, customerId)) throw customerNotFound();
  const [customer] = await db.query('select 1 from public.customer where id = $1', [customerId]);
  if (!customer) throw customerNotFound();
  const rows = await db.query<StationRow>(
    `${STATION_SQL} where s.customer_id = $1 and s.kind = $2 order by s.code`,
    [customerId, kind],
  );
  return rows.map(toStation);
}

const READ_ONLY_WITHOUT_JIT = { ...READ_ONLY, jit: 'off' } as const;

/** Runs read-only work as the caller's database role, so RLS applies to every row read. */
export function readAsCaller<T>(
  db: Database,
  caller: Pick<Caller, 'claims'>,
  path: string,
  work: (tx: Executor) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    // Read only, as `set transaction read only`. And no JIT: a report reads a few thousand rows
    // by index, and compiling it to machine code (PostgreSQL's JIT, on by default, triggered by
    // cost estimates of partitioned scans) costs more than the query itself, up to 200 ms at a
    // year of data. Made with the role's settings in one statement: each round trip shows beside
    // a report's own SQL.
    await actAs(tx, 'authenticated', caller.claims, { method: 'GET', path }, READ_ONLY_WITHOUT_JIT);
    return work(tx);
  });
}

/**
 * Every code `resolveParameters` may make of the asked list: each piece, and each piece joined
 * to the next with its comma. A statement that must pick series before the stations' codes are
 * known (the averages) reads these, and resolveParameters then chooses among them.
 */
export function parameterCandidates(requested: readonly string[]): string[] {
  const joined = requested.slice(1).map((next, index) => `${requested[index]},${next}`);
  return [...new Set([...requested, ...joined])];
}

/** Parameter codes asked for, matched against the stations' codes (a code may contain a comma). */
export function resolveParameters(
  stations: readonly StationInfo[],
  requested: readonly string[],
): string[] {
  const known = new Set(stations.flatMap((station) => station.parameters.map((p) => p.code)));
  if (requested.length === 0) return [...known];
  const codes: string[] = [];
  for (let index = 0; index < requested.length; index += 1) {
    const joined = `${requested[index]},${requested[index + 1] ?? ''}`;
    if (!known.has(requested[index]) && known.has(joined)) {
      codes.push(joined);
      index += 1;
    } else codes.push(requested[index]);
  }
  const unknown = codes.filter((code) => !known.has(code));
  if (unknown.length) {
    throw new ReportError(
      'bad_request',
      `Thông số không có ở các trạm đã chọn: ${unknown.join(', ')}`,
    );
  }
  return [...new Set(codes)];
}
