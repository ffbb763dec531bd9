// A water or air fee answer as the report document: totals, the formula with its numbers, the
// quarters, the per-pollutant loads and amounts, the measured inputs, the rule sets used (with
// the 'unconfirmed' mark) and the full calculation trace.
import { parameterNameOf, parameterNames } from '../../../shared/parameter-name';
import { translate, translateOr } from '../../i18n';
import { formatVnd } from '../../lib/currency';
import {
  formatNumber,
  reportFileName,
  reportMeta,
  stationLabel,
  toned,
  type ReportDocument,
  type ReportNotice,
  type ReportSection,
  type StationChoice,
} from '../report-kit';
import type { FeeReport, QuarterDataBasis, StackReport } from './fee-report';

const f = (key: string, options?: Record<string, unknown>) =>
  translate(`reports.fees.${key}` as 'reports.fees.total', options);

/** Decimals the server computes fee figures with (FEE_FIGURE_DECIMALS): print no fewer. */
const FIGURE_DECIMALS = 3;

function dataBasisText(basis: QuarterDataBasis): string {
  return f('dataBasisValue', {
    days: basis.daysWithData,
    calendarDays: basis.calendarDays,
    hours: formatNumber(basis.measuredHours, 2),
    percent: `${formatNumber(basis.completeness * 100, 1)} %`,
  });
}

function flowBasisText(stack: StackReport): string {
  if (!stack.flowUnit) return f('noData');
  if (stack.flowAtStandardConditions) return f('flowAtStandard', { unit: stack.flowUnit });
  return f('flowCorrected', {
    unit: stack.flowUnit,
    temperature: stack.temperatureCorrectedHours,
    pressure: stack.pressureCorrectedHours,
    hours: stack.operatingHours,
  });
}

type StationParameters = (stationCode: string) => StationChoice['parameters'] | undefined;

/**
 * A charged pollutant: the decree's name of an air fee category (Bụi, SOx…), else the display name
 * (lib/parameter-name) the scope's stations give that parameter (water: COD, TSS).
 */
function pollutantNamer(report: FeeReport, stations: readonly StationChoice[]) {
  const ids = new Set(report.scope.stations.map((station) => station.id));
  const parameters = stations
    .filter((station) => ids.has(station.id))
    .flatMap((station) => station.parameters);
  return (code: string) => {
    const measured = parameters.filter((parameter) => parameter.code === code);
    return translateOr(
      `reports.fees.pollutants.${code}`,
      measured.length ? parameterNames(measured) : code,
    );
  };
}

function inputsSection(report: FeeReport, parametersOf: StationParameters): ReportSection {
  if (report.stacks) {
    return {
      kind: 'table',
      title: f('stacksTitle'),
      columns: [
        { header: f('station'), format: 'text' },
        { header: f('operatingHours'), format: 'integer' },
        { header: f('parametersUsed'), format: 'text' },
        { header: f('flowBasis'), format: 'text' },
      ],
      rows: report.stacks.map((stack) => {
        const converted =
          stack.flowAtStandardConditions ||
          (stack.operatingHours > 0 &&
            stack.temperatureCorrectedHours >= stack.operatingHours &&
            stack.pressureCorrectedHours >= stack.operatingHours);
        return [
          stationLabel({ code: stack.stationCode, name: stack.stationName }),
          stack.operatingHours,
          [stack.flowParameter, ...Object.values(stack.pollutantParameters)]
            .filter((code): code is string => Boolean(code))
            .map((code) => parameterNameOf(parametersOf(stack.stationCode), code))
            .join(', '),
          toned(flowBasisText(stack), converted ? undefined : 'warning'),
        ];
      }),
      emptyText: f('noData'),
    };
  }
  return {
    kind: 'table',
    title: f('outletsTitle'),
    columns: [
      { header: f('station'), format: 'text' },
      { header: f('quarter'), format: 'text' },
      { header: f('volumeM3'), format: 'number', decimals: FIGURE_DECIMALS },
      { header: f('flowCoverage'), format: 'percent' },
      { header: f('dataBasis'), format: 'text' },
      { header: f('concentrations'), format: 'text' },
    ],
    rows: (report.outlets ?? []).flatMap((outlet) =>
      outlet.quarters.map((quarter) => [
        stationLabel({ code: outlet.stationCode, name: outlet.stationName }),
        translate('reports.kit.quarterN', { quarter: quarter.quarter }) + `/${quarter.year}`,
        quarter.volumeM3,
        toned(quarter.flowCoverage, quarter.flowCoverage < 0.75 ? 'warning' : undefined),
        `${quarter.flowDaysWithData} ${f('days')}, ${formatNumber(quarter.flowMeasuredHours, 2)} h`,
        Object.entries(quarter.concentrationsMgPerL)
          .map(([code, value]) => {
            const name = parameterNameOf(parametersOf(outlet.stationCode), code);
            return value === null
              ? `${name}: ${f('noData')}`
              : `${name}: ${formatNumber(value, FIGURE_DECIMALS)} mg/L`;
          })
          .join('; '),
      ]),
    ),
    emptyText: f('noData'),
  };
}

/** `stations`: the caller's station choices, for the parameters' display names. */
export function feeDocument(
  report: FeeReport,
  _filter?: unknown,
  stations: readonly StationChoice[] = [],
): ReportDocument {
  const parametersOf: StationParameters = (code) =>
    stations.find((station) => station.code === code)?.parameters;
  const pollutantName = pollutantNamer(report, stations);
  const { fee } = report;
  const air = fee.instrument === 'air';
  const title = translate(air ? 'nav.air-fee-report' : 'nav.water-fee-report');
  const notices: ReportNotice[] = [
    ...(fee.confirmed ? [] : [{ text: f('unconfirmed'), tone: 'warning' as const }]),
    ...(fee.dataSufficient ? [] : [{ text: f('insufficientData'), tone: 'warning' as const }]),
    ...fee.warnings.map((text) => ({ text, tone: 'info' as const })),
  ];
  const volume = (report.outlets ?? [])
    .flatMap((outlet) => outlet.quarters)
    .reduce((sum, quarter) => sum + quarter.volumeM3, 0);
  const hours = (report.stacks ?? []).reduce((sum, stack) => sum + stack.operatingHours, 0);
  return {
    title,
    fileName: reportFileName(
      title,
      report.scope.stations.map((s) => s.code).join('-'),
      report.period.label,
    ),
    meta: reportMeta({
      customers: [report.scope.customerName],
      stations: report.scope.stations.map(stationLabel),
      period: report.period.label,
      generatedAt: report.generatedAt,
    }),
    notices,
    sections: [
      {
        kind: 'facts',
        title: f('summaryTitle'),
        facts: [
          { label: f('fixed'), value: formatVnd(fee.fixedAmount) },
          { label: f('variable'), value: formatVnd(fee.variableAmount) },
          {
            label: f('total'),
            value: [
              formatVnd(fee.total),
              ...(fee.confirmed ? [] : [`(${f('notConfirmed').toLowerCase()})`]),
              ...(fee.dataSufficient ? [] : [`(${f('incomplete')})`]),
            ].join(' '),
          },
          air
            ? { label: f('operatingHours'), value: `${formatNumber(hours, 0)} h` }
            : { label: f('volume'), value: `${formatNumber(volume)} m³` },
          { label: f('formula'), value: fee.formula },
          { label: f('ruleSet'), value: fee.ruleSets.map((rule) => rule.title).join('; ') },
          {
            label: f('dataRule'),
            value: fee.dataRule.verified
              ? fee.dataRule.description
              : f('dataRuleUnverified', { rule: fee.dataRule.description }),
          },
        ],
      },
      {
        kind: 'table',
        title: f('quartersTitle'),
        columns: [
          { header: f('quarter'), format: 'text' },
          { header: f('ruleSet'), format: 'text' },
          { header: f('category'), format: 'text' },
          { header: f('dataBasis'), format: 'text' },
          { header: f('fixedFormula'), format: 'text' },
          { header: f('fixed'), format: 'money' },
          { header: f('variable'), format: 'money' },
          { header: f('quarterTotal'), format: 'money' },
        ],
        rows: fee.quarters.map((quarter) => [
          quarter.label,
          toned(quarter.ruleSet.code, quarter.ruleSet.confirmed ? undefined : 'warning'),
          translate(`reports.fees.categories.${quarter.category}`),
          toned(
            dataBasisText(quarter.dataBasis),
            quarter.dataBasis.sufficient || quarter.category === 'not_operating'
              ? undefined
              : 'warning',
          ),
          quarter.fixedFormula,
          quarter.fixedAmount,
          quarter.variableAmount,
          quarter.total,
        ]),
        footer: [
          translate('reports.kit.total'),
          null,
          null,
          null,
          null,
          fee.fixedAmount,
          fee.variableAmount,
          fee.total,
        ],
        emptyText: f('noData'),
      },
      {
        kind: 'table',
        title: f('pollutantsTitle'),
        columns: [
          { header: f('quarter'), format: 'text' },
          ...(air ? [{ header: f('stack'), format: 'text' as const }] : []),
          { header: f('pollutant'), format: 'text' },
          { header: f('concentration'), format: 'text' },
          { header: f('load'), format: 'text' },
          { header: f('rate'), format: 'text' },
          { header: f('amount'), format: 'money' },
          { header: f('formula'), format: 'text' },
        ],
        rows: fee.quarters.flatMap((quarter) =>
          quarter.pollutants.map((charge) => [
            quarter.label,
            ...(air ? [charge.stack ?? null] : []),
            pollutantName(charge.pollutant),
            `${formatNumber(charge.concentration, FIGURE_DECIMALS)} ${charge.concentrationUnit}`,
            `${formatNumber(charge.load, FIGURE_DECIMALS)} ${charge.loadUnit}`,
            `${formatNumber(charge.rate, 0)} ${charge.rateUnit}`,
            charge.amount,
            charge.formula,
          ]),
        ),
        emptyText: f('noPollutants'),
      },
      inputsSection(report, parametersOf),
      {
        kind: 'table',
        title: f('rulesTitle'),
        columns: [
          { header: f('ruleCode'), format: 'text' },
          { header: f('ruleTitle'), format: 'text' },
          { header: f('legalSource'), format: 'text' },
          { header: f('ruleStatus'), format: 'text' },
        ],
        rows: fee.ruleSets.map((rule) => [
          rule.code,
          rule.title,
          rule.legalSource,
          rule.confirmed ? f('confirmed') : toned(f('notConfirmed'), 'warning'),
        ]),
        emptyText: f('noData'),
      },
      {
        kind: 'table',
        title: f('traceTitle'),
        columns: [
          { header: f('step'), format: 'text' },
          { header: f('formula'), format: 'text' },
          { header: f('value'), format: 'number', decimals: 3 },
          { header: f('unit'), format: 'text' },
        ],
        rows: fee.trace.map((step) => [step.label, step.formula, step.value, step.unit]),
        emptyText: f('noData'),
      },
    ],
  };
}
