// The shapes of GET /api/customers/ (spec §3, §7) and the station model the screens use.

export const STATION_STATUSES = [
  'exceed_threshold',
  'near_threshold',
  'within_threshold',
  'signal_lost',
] as const;
export type StationStatus = (typeof STATION_STATUSES)[number];

export type StationKind = 'water' | 'air';

/** Data-logger instrument status: 00 measuring, 01 calibrating, 02 device fault. */
export type DeviceStatusCode = '00' | '01' | '02';

/** One parameter of a station with its latest record and permitted limits. */
export interface Measurement {
  code: string;
  name: string;
  unit: string;
  value: number | null;
  device_status: DeviceStatusCode | null;
  time: string | null;
  limit_min: number | null;
  limit_max: number | null;
  fee_enabled: boolean;
}

export interface Camera {
  id: number;
  name: string;
  hls_url: string | null;
  snapshot_url: string | null;
}

/** A station as the product API returns it inside its customer. */
export interface ApiStation {
  id: number;
  code: string;
  name: string;
  kind: StationKind;
  location: { lat: number; lng: number };
  address: string | null;
  province: string | null;
  standard: string | null;
  public_sharing: boolean;
  near_threshold_ratio: number;
  signal_loss_minutes: number;
  latest_status: StationStatus | null;
  latest_time: string | null;
  measurements: Measurement[];
  cameras: Camera[];
}

export interface CustomerGroupRef {
  id: string;
  name: string;
}

export interface Customer {
  id: number;
  name: string;
  customer_key: string | null;
  tree_id: string | null;
  customergroup: { id: number | string; name: string } | null;
  station: ApiStation[];
}

/** A station with the derived fields of spec §3. */
export interface Station extends ApiStation {
  customerId: number;
  customerName: string;
  customerGroup: CustomerGroupRef;
  /** 'station name - customer name' */
  displayName: string;
}

/** Spec §3: shared data holds a map of groups, each with its customers. */
export interface CustomerGroup extends CustomerGroupRef {
  customers: Customer[];
}
export type CustomerGroupMap = Readonly<Record<string, CustomerGroup>>;
