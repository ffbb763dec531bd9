import { Hono } from 'hono';
import { buildFeeDeclaration, quarterSpan, type Quarter } from '../../domain/index.js';
import { airFeeReport } from './air-fee-report.js';
import { loadCorrections, loadDeclarationForm, loadPayer } from './fee-declaration-store.js';
import { feePeriod, feeStations } from './fee-routes.js';
import { loadFeeRuleSets } from './fee-rule-table.js';
import { readAsCaller, type StationInfo } from './report-access.js';
import { reportEndpoint, type ReportDeps, type ReportRequest } from './report-endpoint.js';
import { badRequest } from './report-error.js';
import { waterFeeReport } from './water-fee-report.js';

// GET /water-fee-declaration and /air-fee-declaration: one quarter's fee return pre-filled from
// the same fee report as /water-fee and /air-fee (same parameters, same access keys), on the
// form in force for the quarter, with the customer's payer details and the officer's
// corrections (server/domain/fees/declaration.ts).

const pollutantNames = (stations: readonly StationInfo[]) =>
  Object.fromEntries(
    stations
      .flatMap((station) => station.parameters)
      .filter((parameter) => parameter.name.trim() !== '')
      .reverse()
      .map((parameter) => [parameter.code, parameter.name.trim()]),
  );

async function declaration(request: ReportRequest, deps: ReportDeps, instrument: 'water' | 'air') {
  const period = feePeriod(request, deps.now?.() ?? new Date());
  if (!period.quarter) throw badRequest('Tờ khai phí cần tham số quarter (1, 2, 3 hoặc 4)');
  const monitored = request.query.boolean('monitored', true);
  const { scope, stations } = await feeStations(request, deps, instrument);
  const span = quarterSpan(period.year, period.quarter as Quarter);
  const customer = { id: stations[0].customerId, name: stations[0].customerName };
  const scopeKey = scope === 'customer' ? 'customer' : `station-${stations[0].id}`;
  return readAsCaller(deps.db, request.caller, request.path, async (tx) => {
    const ruleSets = await loadFeeRuleSets(tx);
    const report =
      instrument === 'water'
        ? await waterFeeReport(tx, stations, period, { monitored, ruleSets })
        : await airFeeReport(tx, stations, period, { monitoringRequired: monitored, ruleSets });
    const ruleSetId = report.fee.quarters[0].ruleSet.id;
    return buildFeeDeclaration({
      form: await loadDeclarationForm(tx, instrument, span),
      payer: await loadPayer(tx, customer),
      scope: scopeKey,
      customerId: customer.id,
      stations: stations.map(({ id, code, name }) => ({ id, code, name })),
      monitored,
      fee: report.fee,
      ruleSet: ruleSets.find((ruleSet) => ruleSet.id === ruleSetId)!,
      discharge: 'discharges' in report ? report.discharges[0] : undefined,
      pollutantNames: pollutantNames(stations),
      corrections: await loadCorrections(tx, {
        customerId: customer.id,
        instrument,
        year: period.year,
        quarter: period.quarter as number,
        scope: scopeKey,
      }),
    });
  });
}

export function feeDeclarationRoutes(deps: ReportDeps): Hono {
  const app = new Hono();
  const allowed = ['stationId', 'customerId', 'year', 'quarter', 'monitored'];
  app.get(
    '/water-fee-declaration',
    reportEndpoint(deps, 'water-fee-report', allowed, (request) =>
      declaration(request, deps, 'water'),
    ),
  );
  app.get(
    '/air-fee-declaration',
    reportEndpoint(deps, 'air-fee-report', allowed, (request) => declaration(request, deps, 'air')),
  );
  return app;
}
