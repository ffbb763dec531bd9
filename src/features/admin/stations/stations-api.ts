// A customer's stations, their parameters and their camera, read and written by the platform
// admin through supabase-js under RLS (20261125004000_admin_writes.sql). The database refuses
// to delete a station or parameter that holds measurements (409, with its reason). A new
// parameter's limits become its first limit version; later ones are versions added on
// /station-limits (20261127000100_limit_versions.sql).
import { queryOptions } from '@tanstack/react-query';
import { supabase } from '../../../services/supabase';
import { written } from '../admin-api';
import type { CameraValues } from './camera-form';
import type { ParameterValues } from './parameter-form';
import type { StationValues } from './station-form';

export interface StationRow extends StationValues {
  id: number;
  customer_id: number;
}
export interface ParameterRow extends ParameterValues {
  id: number;
}
export interface CameraRow extends CameraValues {
  id: number;
}

const STATION_COLUMNS =
  'id, customer_id, code, name, kind, lat, lng, address, province, standard, public_sharing, near_threshold_ratio, signal_loss_minutes';
const PARAMETER_COLUMNS = 'id, code, name, unit, limit_min, limit_max, fee_enabled, sort_order';

async function read<T>(request: PromiseLike<{ data: unknown; error: { message: string } | null }>) {
  const { data, error } = await request;
  if (error) throw new Error(error.message);
  return (data ?? []) as T[];
}

/** What a station change may alter: this screen's lists and the parameter-limits screen's. */
export const stationQueryKeys = (customerId: number) => [
  ['admin', 'console', 'stations', customerId],
  ['admin', 'stations', customerId],
];
export const parameterQueryKeys = (stationId: number) => [
  ['admin', 'console', 'parameters', stationId],
  ['admin', 'parameters', stationId],
];
export const cameraQueryKeys = (stationId: number) => [['admin', 'console', 'cameras', stationId]];

export const stationListQuery = (customerId: number) =>
  queryOptions({
    queryKey: ['admin', 'console', 'stations', customerId] as const,
    queryFn: () =>
      read<StationRow>(
        supabase
          .from('station')
          .select(STATION_COLUMNS)
          .eq('customer_id', customerId)
          .order('name'),
      ),
    staleTime: 0,
  });

export const parameterListQuery = (stationId: number) =>
  queryOptions({
    queryKey: ['admin', 'console', 'parameters', stationId] as const,
    queryFn: () =>
      read<ParameterRow>(
        supabase
          .from('station_parameter')
          .select(PARAMETER_COLUMNS)
          .eq('station_id', stationId)
          .order('sort_order')
          .order('id'),
      ),
    staleTime: 0,
  });

export const cameraListQuery = (stationId: number) =>
  queryOptions({
    queryKey: ['admin', 'console', 'cameras', stationId] as const,
    queryFn: () =>
      read<CameraRow>(
        supabase
          .from('camera')
          .select('id, name, hls_url, snapshot_url')
          .eq('station_id', stationId)
          .order('id'),
      ),
    staleTime: 0,
  });

export const saveStation = ({
  id,
  customerId,
  values,
}: {
  id?: number;
  customerId: number;
  values: StationValues;
}) =>
  written<{ id: number }>(
    id === undefined
      ? supabase
          .from('station')
          .insert({ ...values, customer_id: customerId })
          .select('id')
      : supabase.from('station').update(values).eq('id', id).select('id'),
  );

export const deleteStation = (id: number) =>
  written(supabase.from('station').delete().eq('id', id).select('id'));

export const saveParameter = ({
  id,
  stationId,
  values,
}: {
  id?: number;
  stationId: number;
  values: ParameterValues;
}) =>
  written(
    id === undefined
      ? supabase
          .from('station_parameter')
          .insert({ ...values, station_id: stationId })
          .select('id')
      : supabase.from('station_parameter').update(withoutLimits(values)).eq('id', id).select('id'),
  );

/** A parameter's limits change by versions only (/station-limits); its other fields in place. */
const withoutLimits = ({ limit_min: _min, limit_max: _max, ...rest }: ParameterValues) => rest;

export const deleteParameter = (id: number) =>
  written(supabase.from('station_parameter').delete().eq('id', id).select('id'));

export const saveCamera = ({
  id,
  stationId,
  values,
}: {
  id?: number;
  stationId: number;
  values: CameraValues;
}) =>
  written(
    id === undefined
      ? supabase
          .from('camera')
          .insert({ ...values, station_id: stationId })
          .select('id')
      : supabase.from('camera').update(values).eq('id', id).select('id'),
  );

export const deleteCamera = (id: number) =>
  written(supabase.from('camera').delete().eq('id', id).select('id'));
