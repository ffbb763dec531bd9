import { Hono } from 'hono';
import { loadStations, readAsCaller, resolveParameters } from '../api/reports/report-access.js';
import { reportEndpoint, type ReportDeps } from '../api/reports/report-endpoint.js';
import { badRequest, ReportError } from '../api/reports/report-error.js';
import { evidencePack } from './evidence-pack.js';

// GET /api/evidence/exceedance?stationId&parameter&from&to: the evidence pack of the episode
// [from, to] of the exceedance report (its access key, exceed-data).
// GET /api/evidence/incident?incidentId: the pack of an exceedance incident (access key
// incidents). Both read as the caller: another customer's station or incident is the same 404
// as a missing one. The client lays the answer out as a PDF and zips it with the files.

const MAX_EPISODE_DAYS = 31;

const incidentNotFound = () => new ReportError('not_found', 'Không tìm thấy sự cố.');

interface IncidentRow {
  station_id: number;
  kind: string;
  parameter_code: string | null;
  started_at: Date | string;
  resolved_at: Date | string | null;
  limit_min: number | null;
  limit_max: number | null;
}

export function evidenceRoutes(deps: ReportDeps): Hono {
  const app = new Hono();
  const now = () => deps.now?.() ?? new Date();

  app.get(
    '/exceedance',
    reportEndpoint(
      deps,
      'exceed-data',
      ['stationId', 'parameter', 'from', 'to'],
      async ({ query, caller, path }) => {
        const [stationId] = query.positiveIds('stationId', 1);
        const { from, to } = query.period(MAX_EPISODE_DAYS);
        const [station] = await loadStations(deps.db, caller, [stationId!]);
        const [parameterCode] = resolveParameters([station!], [query.required('parameter')]);
        const at = now();
        return readAsCaller(deps.db, caller, path, (tx) =>
          evidencePack(tx, {
            station: station!,
            parameterCode: parameterCode!,
            start: from,
            end: to < at ? to : null,
            now: at,
          }),
        );
      },
    ),
  );

  app.get(
    '/incident',
    reportEndpoint(deps, 'incidents', ['incidentId'], async ({ query, caller, path }) => {
      const [incidentId] = query.positiveIds('incidentId', 1);
      const incident = await readAsCaller(deps.db, caller, path, async (tx) => {
        const [row] = await tx.query<IncidentRow>(
          `select station_id, kind, parameter_code, started_at, resolved_at, limit_min, limit_max
           from public.incident where id = $1`,
          [incidentId],
        );
        return row;
      });
      if (!incident) throw incidentNotFound();
      if (incident.kind !== 'exceedance' || !incident.parameter_code) {
        throw badRequest('Gói bằng chứng chỉ dành cho sự cố vượt ngưỡng.');
      }
      const [station] = await loadStations(deps.db, caller, [Number(incident.station_id)]);
      const at = now();
      return readAsCaller(deps.db, caller, path, (tx) =>
        evidencePack(tx, {
          station: station!,
          parameterCode: incident.parameter_code!,
          start: new Date(incident.started_at),
          end: incident.resolved_at ? new Date(incident.resolved_at) : null,
          now: at,
          limit: { min: incident.limit_min, max: incident.limit_max },
        }),
      );
    }),
  );

  return app;
}
