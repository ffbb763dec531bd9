// Which stations and parameters the filters offer: the stations of the shared monitoring data
// (spec §4; RLS shows a 'user' only their own customer), reduced to what a report needs.
import { useMemo } from 'react';
import { parameterNameOf, parameterNames } from '../../../shared/parameter-name';
import type { SelectOption } from '../../components/form';
import { translate } from '../../i18n';
import { useMonitoringData, type Station } from '../monitoring';
import type { StationKind } from './report-filter';

export interface ParameterChoice {
  readonly code: string;
  readonly name: string;
  readonly unit: string;
  readonly limitMin: number | null;
  readonly limitMax: number | null;
}

export interface StationChoice {
  readonly id: number;
  readonly code: string;
  readonly name: string;
  readonly kind: StationKind;
  readonly customerId: number;
  readonly customerName: string;
  readonly parameters: readonly ParameterChoice[];
}

export function stationChoices(stations: readonly Station[]): StationChoice[] {
  return stations.map((station) => ({
    id: Number(station.id),
    code: station.code,
    name: station.name,
    kind: station.kind,
    customerId: Number(station.customerId),
    customerName: station.customerName,
    parameters: station.measurements.map((parameter) => ({
      code: parameter.code,
      name: parameter.name,
      unit: parameter.unit,
      limitMin: parameter.limit_min,
      limitMax: parameter.limit_max,
    })),
  }));
}

export const stationLabel = (station: Pick<StationChoice, 'code' | 'name'>) =>
  `${station.name} (${station.code})`;

export function stationOptions(stations: readonly StationChoice[]): SelectOption<number>[] {
  return stations.map((station) => ({ value: station.id, label: stationLabel(station) }));
}

/** The station a link names (`?station=<id>`) when it is one of `stations`, otherwise null. */
export function linkedStationId(
  param: string | null | undefined,
  stations: readonly StationChoice[],
): number | null {
  if (!param || !/^\d+$/.test(param)) return null;
  const id = Number(param);
  return stations.some((station) => station.id === id) ? id : null;
}

/** A parameter's display name (lib/parameter-name) at one of the stations. */
export const stationParameterName = (
  stations: readonly StationChoice[],
  stationId: number,
  code: string,
) => parameterNameOf(stations.find((station) => station.id === stationId)?.parameters, code);

/**
 * Parameters of the chosen stations, each code once (the API filters by code), in the stations'
 * order, labelled with their display names ('Lưu lượng / Lưu lượng khí thải' when the chosen
 * stations name one code differently). The select's search also matches the code.
 */
export function parameterOptions(
  stations: readonly StationChoice[],
  stationIds: readonly number[],
): SelectOption<string>[] {
  const byCode = new Map<string, ParameterChoice[]>();
  for (const station of stations) {
    if (!stationIds.includes(station.id)) continue;
    for (const parameter of station.parameters) {
      byCode.set(parameter.code, [...(byCode.get(parameter.code) ?? []), parameter]);
    }
  }
  return [...byCode].map(([code, parameters]) => ({
    value: code,
    label: parameterNames(parameters),
  }));
}

/** Fee scopes: each customer's whole facility, then its stations of the fee's kind. */
export function feeScopeOptions(stations: readonly StationChoice[]): SelectOption<string>[] {
  const customers = new Map<number, string>();
  for (const station of stations) customers.set(station.customerId, station.customerName);
  return [...customers].flatMap(([customerId, customer]) => [
    {
      value: `customer:${customerId}`,
      label: translate('reports.kit.wholeFacility', { customer }),
    },
    ...stations
      .filter((station) => station.customerId === customerId)
      .map((station) => ({ value: `station:${station.id}`, label: stationLabel(station) })),
  ]);
}

/**
 * The fee scope a report opens on: the caller's own facility when it has stations here (a
 * platform admin sees every customer's, and should not land on someone else's), else the first.
 */
export function defaultFeeScope(
  stations: readonly StationChoice[],
  ownCustomerId: string | null,
): string {
  const own = stations.some((station) => String(station.customerId) === ownCustomerId);
  return own ? `customer:${ownCustomerId}` : (feeScopeOptions(stations)[0]?.value ?? '');
}

/**
 * The stations a multi-station report opens on: those of the facility the fee reports open on
 * (the caller's own, else the first). A 'user' sees only their customer's stations anyway; a
 * platform admin, who sees every customer's, starts on one facility instead of all of them
 * (issue 14: 19 stations, 8 s to the first chart) and adds others in the filter.
 */
export function defaultStationIds(
  stations: readonly StationChoice[],
  ownCustomerId: string | null,
): number[] {
  const facility = (
    stations.find((station) => String(station.customerId) === ownCustomerId) ?? stations[0]
  )?.customerId;
  return stations.filter((station) => station.customerId === facility).map((s) => s.id);
}

export interface StationChoices {
  readonly stations: readonly StationChoice[];
  /** The shared data's first fetch has not answered yet. */
  readonly pending: boolean;
  readonly failed: boolean;
}

/**
 * The stations the caller may report on, of one kind when given. Live updates of the shared data
 * change the values, not the choices: the same array comes back until a station or parameter
 * changes, so reports do not rebuild on every new measurement.
 */
export function useStationChoices(kind?: StationKind): StationChoices {
  const { stations, initialised, error } = useMonitoringData();
  const signature = JSON.stringify(
    stationChoices(stations).filter((station) => !kind || station.kind === kind),
  );
  const choices = useMemo(() => JSON.parse(signature) as StationChoice[], [signature]);
  return {
    stations: choices,
    pending: !initialised && error === null,
    failed: !initialised && error !== null,
  };
}
