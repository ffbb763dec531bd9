import type { Context } from 'hono';
import type { Database } from '../../db/database.js';
import { FeeCalculationError } from '../../domain/index.js';
import type { JwtClaims } from '../../jwt-keys.js';
import { sendEncoded } from '../../web/send-encoded.js';
import { ReportQuery } from './query-params.js';
import { jsonBytesWithRawJson } from './raw-json.js';
import { assertMayOpen, loadCaller, type Caller } from './report-access.js';
import { ReportError } from './report-error.js';

// One report request: bearer token (401), the caller from app_user, the checked parameters
// (400), then the JSON answer or a typed error with a Vietnamese message.

export interface ReportDeps {
  readonly db: Database;
  /** The product API's own token check: verified claims of a signed-in user, or undefined. */
  readonly authenticate: (c: Context) => Promise<JwtClaims | undefined>;
  /** Injected clock (signal loss and running periods never reach past now). */
  readonly now?: () => Date;
}

export interface ReportRequest {
  readonly query: ReportQuery;
  readonly caller: Caller;
  readonly path: string;
}

export type ReportHandler = (request: ReportRequest) => Promise<unknown>;

type Answer = (query: ReportQuery, claims: JwtClaims, path: string) => Promise<unknown>;

/** Token (401), the query's parameter names (400), then `answer`'s JSON or a typed error. */
function answerReport(deps: ReportDeps, allowed: readonly string[], answer: Answer) {
  return async (c: Context) => {
    try {
      const claims = await deps.authenticate(c);
      if (!claims) {
        throw new ReportError(
          'unauthorized',
          'Cần đăng nhập: thiếu hoặc sai mã truy cập (bearer token)',
        );
      }
      const query = new ReportQuery(c.req.queries() ?? {}, allowed);
      const body = await answer(query, claims, new URL(c.req.url).pathname);
      const generatedAt = (deps.now?.() ?? new Date()).toISOString();
      return sendEncoded(
        c,
        jsonBytesWithRawJson({ generatedAt, ...(body as object) }),
        'application/json',
      );
    } catch (error) {
      if (error instanceof ReportError) {
        return c.json({ error: error.code, message: error.message }, error.status);
      }
      if (error instanceof FeeCalculationError) {
        return c.json({ error: 'fee_not_computable', message: error.message }, 422);
      }
      throw error;
    }
  };
}

/** Wraps a report: token, caller, parameters, then the JSON answer or a typed error. */
export function reportEndpoint(
  deps: ReportDeps,
  routeKey: string,
  allowed: readonly string[],
  run: ReportHandler,
) {
  return answerReport(deps, allowed, async (query, claims, path) => {
    const caller = await loadCaller(deps.db, claims);
    assertMayOpen(caller, routeKey);
    return run({ query, caller, path });
  });
}

/**
 * A report whose own statement reads the caller and checks them (averagesForCaller), saving
 * loadCaller's round trip. Refusals keep their order: a 400 is answered only after the caller's
 * check, so a caller without access to `routeKey` hears 403 whatever the parameters.
 */
export function callerCheckingReportEndpoint(
  deps: ReportDeps,
  routeKey: string,
  allowed: readonly string[],
  run: (request: { query: ReportQuery; claims: JwtClaims; path: string }) => Promise<unknown>,
) {
  return answerReport(deps, allowed, async (query, claims, path) => {
    try {
      return await run({ query, claims, path });
    } catch (error) {
      if (error instanceof ReportError && error.code === 'bad_request') {
        assertMayOpen(await loadCaller(deps.db, claims), routeKey);
      }
      throw error;
    }
  });
}
