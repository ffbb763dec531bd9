// The offline base map shipped in the bundle: country outlines of Natural Earth 1:50m
// (world-atlas, public domain) around Việt Nam, and the positions of the Hoàng Sa and Trường Sa
// archipelagos, so the map is readable with no network at all.
import type { Feature, FeatureCollection, Geometry, Position } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
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

/** The region's countries from a world-atlas topology. */
export function regionCountries(topology: Topology): CountryFeature[] {
  const countries = topology.objects.countries as GeometryCollection<{ name: string }>;
  const collection = feature(topology, countries) as FeatureCollection<Geometry, { name: string }>;
  return collection.features.filter((country) => reachesRegion(country.geometry));
}

/** Loads the outlines lazily: the data is a chunk of its own, fetched only by the map page. */
export async function loadRegionCountries(): Promise<CountryFeature[]> {
  const atlas = await import('world-atlas/countries-50m.json');
  return regionCountries(atlas.default as unknown as Topology);
}
