// The offline base map shipped in the bundle, so the map is readable with no network at all:
// Việt Nam's 34 provinces of 2025 (Natural Earth 1:10m admin-1 merged per Nghị quyết
// 202/2025/QH15; built by scripts/province-outlines), the neighbouring countries of Natural
// Earth 1:50m (world-atlas, public domain), and the Hoàng Sa and Trường Sa archipelagos.
import type { Feature, FeatureCollection, Geometry, MultiLineString, Position } from 'geojson';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { ProvinceProperties } from './data/province-properties';
import type { LatLngPair } from './map-bounds';

/** ISO 3166-1 numeric code of Việt Nam, the id world-atlas gives its feature. */
export const VIETNAM_ID = '704';

/** Countries drawn: those reaching into this box (south-east Asia around Việt Nam). */
const REGION = { south: -12, north: 42, west: 84, east: 135 };

export const ARCHIPELAGOS: readonly { key: 'paracel' | 'spratly'; position: LatLngPair }[] = [
  { key: 'paracel', position: [16.5, 112.0] },
  { key: 'spratly', position: [10.0, 114.2] },
];

export type CountryFeature = Feature<Geometry, { name: string }>;

export type ProvinceFeature = Feature<Geometry, ProvinceProperties>;

export interface ProvinceLabel {
  name: string;
  position: LatLngPair;
}

export interface VietnamOutlines {
  /** The land, province by province. */
  provinces: ProvinceFeature[];
  /** Every border between two provinces, once. */
  provinceBorders: MultiLineString;
  /** The coast and the land border with the neighbours. */
  outline: MultiLineString;
  labels: ProvinceLabel[];
}

export interface BaseLayer extends VietnamOutlines {
  neighbours: CountryFeature[];
}

function positionsOf(geometry: Geometry): Position[] {
  switch (geometry.type) {
    case 'Point':
      return [geometry.coordinates];
    case 'MultiPoint':
    case 'LineString':
      return geometry.coordinates;
    case 'MultiLineString':
    case 'Polygon':
      return geometry.coordinates.flat();
    case 'MultiPolygon':
      return geometry.coordinates.flat(2);
    case 'GeometryCollection':
      return geometry.geometries.flatMap(positionsOf);
  }
}

function reachesRegion(geometry: Geometry): boolean {
  return positionsOf(geometry).some(
    ([lng, lat]) =>
      lat >= REGION.south && lat <= REGION.north && lng >= REGION.west && lng <= REGION.east,
  );
}

/** The countries around Việt Nam from a world-atlas topology (Việt Nam itself left out). */
export function neighbourCountries(topology: Topology): CountryFeature[] {
  const countries = topology.objects.countries as GeometryCollection<{ name: string }>;
  const collection = feature(topology, countries) as FeatureCollection<Geometry, { name: string }>;
  return collection.features.filter(
    (country) => country.id !== VIETNAM_ID && reachesRegion(country.geometry),
  );
}

/** Fills, borders and name positions from the shipped province topology. */
export function vietnamOutlines(topology: Topology): VietnamOutlines {
  const object = topology.objects.provinces as GeometryCollection<ProvinceProperties>;
  const provinces = (feature(topology, object) as FeatureCollection<Geometry, ProvinceProperties>)
    .features;
  return {
    provinces,
    provinceBorders: mesh(topology, object, (a, b) => a !== b),
    outline: mesh(topology, object, (a, b) => a === b),
    labels: provinces.flatMap(({ properties }) =>
      properties.name === null
        ? []
        : [{ name: properties.name, position: [properties.label[1], properties.label[0]] }],
    ),
  };
}

/** Loads the outlines lazily: the data is a chunk of its own, fetched only by the map page. */
export async function loadBaseLayer(): Promise<BaseLayer> {
  const [atlas, vietnam] = await Promise.all([
    import('world-atlas/countries-50m.json'),
    import('./data/vietnam-provinces.topo.json'),
  ]);
  return {
    neighbours: neighbourCountries(atlas.default as unknown as Topology),
    ...vietnamOutlines(vietnam.default as unknown as Topology),
  };
}
