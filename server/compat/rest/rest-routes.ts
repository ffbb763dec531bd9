import { Hono, type Context } from 'hono';
import { DatabaseUnavailableError } from '../../db/database-unavailable.js';
import type { Database } from '../../db/database.js';
import { actAs, READ_ONLY } from '../../db/request-role.js';
import type { JwtKeys } from '../../jwt-keys.js';
import { requestClaims } from './request-claims.js';
import { parseQuery } from './request-parser.js';
import { fromDatabaseError, RestError } from './rest-error.js';
import type { SchemaCache } from './schema-cache.js';
import { ReadBuilder } from './select-sql.js';
import { SqlParams } from './sql-params.js';
import { writeCte, type WriteMethod } from './write-sql.js';

// /rest/v1/<relation>: the PostgREST subset supabase-js uses (supabase-wire.md §2).

const OBJECT_MEDIA = 'application/vnd.pgrst.object+json';
const MAX_BODY_BYTES = 1_000_000;

interface Prefer {
  returnRepresentation: boolean;
  count: boolean;
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  rollback: boolean;
}

function parsePrefer(header: string | undefined): Prefer {
  const values = (header ?? '').split(',').map((v) => v.trim());
  const resolution = values.find((v) => v.startsWith('resolution='))?.slice('resolution='.length);
  return {
    returnRepresentation: values.includes('return=representation'),
    count: values.some((v) => v.startsWith('count=')),
    resolution:
      resolution === 'merge-duplicates' || resolution === 'ignore-duplicates'
        ? resolution
        : undefined,
    rollback: values.includes('tx=rollback'),
  };
}

/** Thrown inside the transaction to roll it back while still answering. */
class Rollback extends Error {
  constructor(readonly response: Response) {
    super('rollback');
  }
}

export function restRoutes(db: Database, keys: JwtKeys, schema: () => SchemaCache): Hono {
  const app = new Hono();

  app.all('/rpc/:fn', (c) =>
    c.json(
      new RestError(
        404,
        'PGRST202',
        `Could not find the function public.${c.req.param('fn')} in the schema cache`,
      ).body(),
      404,
    ),
  );

  app.on(['GET', 'HEAD', 'POST', 'PATCH', 'DELETE'], '/:relation', async (c) => {
    let role = 'anon';
    try {
      const profile =
        c.req.method === 'GET' || c.req.method === 'HEAD'
          ? c.req.header('accept-profile')
          : c.req.header('content-profile');
      if (profile && profile !== 'public') {
        throw new RestError(
          406,
          'PGRST106',
          `Invalid schema: ${profile}`,
          null,
          'Only the following schemas are exposed: public',
        );
      }
      const auth = await requestClaims(keys, c.req.header('authorization'));
      role = auth.role;
      const query = parseQuery(new URL(c.req.url).searchParams);
      const builder = new ReadBuilder(schema(), query, new SqlParams());
      const relation = builder.relation(c.req.param('relation'));
      const prefer = parsePrefer(c.req.header('prefer'));
      const single = (c.req.header('accept') ?? '').includes(OBJECT_MEDIA);
      const isRead = c.req.method === 'GET' || c.req.method === 'HEAD';

      let body: unknown;
      if (!isRead && c.req.method !== 'DELETE') body = await readBody(c);

      const alias = builder.nextAlias();
      let source: string;
      let countSql: string | undefined;
      let cte = '';
      if (isRead) {
        const where = [
          ...builder.conditions(relation, alias, ''),
          ...builder.innerJoins(relation, alias, query.select),
        ];
        const whereSql = where.length > 0 ? ` where ${where.join(' and ')}` : '';
        source = `select ${builder.projection(relation, alias, query.select, '')} from public."${relation.name}" ${alias}${whereSql}${builder.orderAndPage(relation, alias, '')}`;
        if (prefer.count)
          countSql = `select count(*)::bigint from public."${relation.name}" ${alias}${whereSql}`;
      } else {
        cte = `with _w as (${writeCte(builder, c.req.method as WriteMethod, relation, query, { body, resolution: prefer.resolution })}) `;
        source = `select ${builder.projection(relation, alias, query.select, '')} from _w ${alias}${builder.orderAndPage(relation, alias, '')}`;
      }
      const sql = `${cte}select coalesce(json_agg(_r), '[]'::json)::text as body, count(*)::bigint as n from (${source}) _r`;
      const countParams = builder.params.values.slice();

      return await db.transaction(async (tx) => {
        await actAs(
          tx,
          auth.role,
          auth.claims,
          { method: c.req.method, path: `/${relation.name}` },
          isRead ? READ_ONLY : {},
        );
        const [result] = await tx.query<{ body: string; n: number }>(sql, builder.params.values);
        const rows = result?.n ?? 0;
        let total: number | undefined;
        if (countSql) {
          const [countRow] = await tx.query<{ count: number }>(
            countSql,
            countParams.slice(0, maxParam(countSql)),
          );
          total = Number(countRow?.count ?? 0);
        } else if (prefer.count) total = rows;

        if (single && rows !== 1) {
          const error = new RestError(
            406,
            'PGRST116',
            'Cannot coerce the result to a single JSON object',
            `The result contains ${rows} rows`,
          );
          if (isRead) return c.json(error.body(), 406);
          throw new Rollback(c.json(error.body(), 406));
        }
        const offset = query.offset.get('') ?? 0;
        const range = isRead
          ? rows > 0
            ? `${offset}-${offset + rows - 1}/${total ?? '*'}`
            : `*/${total ?? '*'}`
          : `*/${total ?? '*'}`;
        c.header('Content-Range', range);
        const payload = single ? JSON.stringify(JSON.parse(result!.body)[0]) : result!.body;
        c.header('Content-Type', `${single ? OBJECT_MEDIA : 'application/json'}; charset=utf-8`);
        let status: 200 | 201 | 204 | 206 = 200;
        if (isRead && total !== undefined && rows < total) status = 206;
        if (c.req.method === 'POST') status = 201;
        if (prefer.rollback) throw new Rollback(respond(c, status, prefer, isRead, payload));
        return respond(c, status, prefer, isRead, payload);
      });
    } catch (error) {
      if (error instanceof Rollback) return error.response;
      // An outage is answered (and logged in one line) by the server's own handler.
      if (error instanceof DatabaseUnavailableError) throw error;
      const restError = error instanceof RestError ? error : fromDatabaseError(error, role);
      if (restError.status === 401) {
        c.header(
          'WWW-Authenticate',
          `Bearer error="invalid_token", error_description="${restError.message.replace(/"/g, "'")}"`,
        );
      }
      if (restError.status >= 500 && !(error instanceof RestError))
        console.error('rest error:', error);
      return c.json(restError.body(), restError.status);
    }
  });
  return app;
}

/** Highest $n placeholder used in a statement (the count reuses the first parameters). */
function maxParam(sql: string): number {
  let max = 0;
  for (const match of sql.matchAll(/\$(\d+)/g)) max = Math.max(max, Number(match[1]));
  return max;
}

function respond(
  c: Context,
  status: 200 | 201 | 204 | 206,
  prefer: Prefer,
  isRead: boolean,
  payload: string,
): Response {
  if (c.req.method === 'HEAD') return c.body(null, status === 206 ? 206 : 200);
  if (isRead || prefer.returnRepresentation) return c.body(payload, status === 204 ? 200 : status);
  return c.body(null, c.req.method === 'POST' ? 201 : 204);
}

async function readBody(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text.length > MAX_BODY_BYTES) throw new RestError(413, 'PGRST413', 'Payload too large');
  if (text.trim() === '') throw new RestError(400, 'PGRST102', 'Empty or invalid json');
  try {
    return JSON.parse(text);
  } catch {
    throw new RestError(400, 'PGRST102', 'Empty or invalid json');
  }
}
