import { geoContains } from 'd3-geo';
import type { Topology } from 'topojson-specification';
import { describe, expect, it } from 'vitest';
import { buildProvinceOutlines } from '../../../../scripts/province-outlines/build-province-outlines';
import source from '../../../../scripts/province-outlines/natural-earth-vietnam.topo.json';
import { PROVINCES_2025 } from '../../../../scripts/province-outlines/provinces-2025';
import { DEMO_CUSTOMERS } from '../../../../server/seed/demo-catalog';
import { vietnamOutlines, type ProvinceFeature } from '../../../../src/features/maps/base-layer';
import shipped from '../../../../src/features/maps/data/vietnam-provinces.topo.json';

const readSource = (): Topology => structuredClone(source) as unknown as Topology;

const outlines = vietnamOutlines(shipped as unknown as Topology);

function provinceAt(latitude: number, longitude: number): ProvinceFeature[] {
  return outlines.provinces.filter((province) => geoContains(province, [longitude, latitude]));
}

/** A town well inland in each 2025 unit, and in the former province it comes from. */
const TOWNS: [town: string, latitude: number, longitude: number, province: string][] = [
  ['Hoàn Kiếm', 21.028, 105.852, 'Hà Nội'],
  ['Huế', 16.463, 107.585, 'Huế'],
  ['Lai Châu', 22.396, 103.458, 'Lai Châu'],
  ['Điện Biên Phủ', 21.386, 103.017, 'Điện Biên'],
  ['Sơn La', 21.327, 103.914, 'Sơn La'],
  ['Lạng Sơn', 21.853, 106.761, 'Lạng Sơn'],
  ['Uông Bí', 21.036, 106.774, 'Quảng Ninh'],
  ['Thanh Hóa', 19.807, 105.776, 'Thanh Hóa'],
  ['Vinh', 18.679, 105.681, 'Nghệ An'],
  ['Hà Tĩnh', 18.343, 105.906, 'Hà Tĩnh'],
  ['Cao Bằng', 22.666, 106.258, 'Cao Bằng'],
  ['Hà Giang', 22.823, 104.984, 'Tuyên Quang'],
  ['Yên Bái', 21.705, 104.875, 'Lào Cai'],
  ['Bắc Kạn', 22.147, 105.835, 'Thái Nguyên'],
  ['Vĩnh Yên', 21.309, 105.604, 'Phú Thọ'],
  ['Hòa Bình', 20.817, 105.338, 'Phú Thọ'],
  ['Bắc Giang', 21.273, 106.195, 'Bắc Ninh'],
  ['Thái Bình', 20.447, 106.336, 'Hưng Yên'],
  ['Hải Dương', 20.94, 106.33, 'Hải Phòng'],
  ['Nam Định', 20.42, 106.168, 'Ninh Bình'],
  ['Phủ Lý', 20.54, 105.914, 'Ninh Bình'],
  ['Đồng Hới', 17.468, 106.6, 'Quảng Trị'],
  ['Tam Kỳ', 15.573, 108.474, 'Đà Nẵng'],
  ['Kon Tum', 14.35, 108.0, 'Quảng Ngãi'],
  ['An Nhơn', 13.89, 109.11, 'Gia Lai'],
  ['Pleiku', 13.983, 108.0, 'Gia Lai'],
  ['Phan Rang', 11.6, 108.95, 'Khánh Hòa'],
  ['Gia Nghĩa', 12.0, 107.69, 'Lâm Đồng'],
  ['Phan Thiết', 10.95, 108.05, 'Lâm Đồng'],
  ['Tuy Hòa', 13.08, 109.25, 'Đắk Lắk'],
  ['Buôn Ma Thuột', 12.667, 108.038, 'Đắk Lắk'],
  ['Thủ Dầu Một', 10.98, 106.65, 'Hồ Chí Minh'],
  ['Bà Rịa', 10.5, 107.17, 'Hồ Chí Minh'],
  ['Quận 1', 10.776, 106.7, 'Hồ Chí Minh'],
  ['Đồng Xoài', 11.535, 106.88, 'Đồng Nai'],
  ['Tân An', 10.535, 106.41, 'Tây Ninh'],
  ['Sóc Trăng', 9.6, 105.97, 'Cần Thơ'],
  ['Vị Thanh', 9.78, 105.47, 'Cần Thơ'],
  ['Bến Tre', 10.24, 106.375, 'Vĩnh Long'],
  ['Trà Vinh', 9.935, 106.345, 'Vĩnh Long'],
  ['Mỹ Tho', 10.36, 106.36, 'Đồng Tháp'],
  ['Bạc Liêu', 9.29, 105.72, 'Cà Mau'],
  ['Long Xuyên', 10.38, 105.43, 'An Giang'],
  ['Rạch Giá', 10.0, 105.15, 'An Giang'],
];

describe('province outlines of the offline map', () => {
  it('ships exactly what the build makes from the Natural Earth source', () => {
    expect(JSON.parse(JSON.stringify(buildProvinceOutlines(readSource())))).toEqual(shipped);
  });

  it('has the 34 provinces of 2025, each once, and the islands no province was given', () => {
    const names = outlines.provinces.map((province) => province.properties.name);
    expect(PROVINCES_2025).toHaveLength(34);
    expect(names.filter((name) => name !== null).sort()).toEqual(
      PROVINCES_2025.map((province) => province.name).sort(),
    );
    expect(names.filter((name) => name === null)).toHaveLength(1);
    // Bạch Long Vĩ, offshore, is land but in no province of the source.
    expect(provinceAt(20.13, 107.74).map((province) => province.properties.name)).toEqual([null]);
  });

  it.each(TOWNS)('puts %s (%f, %f) in %s', (_town, latitude, longitude, province) => {
    expect(provinceAt(latitude, longitude).map((found) => found.properties.name)).toEqual([
      province,
    ]);
  });

  it('finds every demo station in the province the demo data gives it', () => {
    for (const { stations } of DEMO_CUSTOMERS) {
      for (const station of stations) {
        const province = station.province.replace(/^TP\. /, '');
        expect(provinceAt(station.lat, station.lng).map((found) => found.properties.name)).toEqual([
          province,
        ]);
      }
    }
  });

  it('places every province name inside that province', () => {
    expect(outlines.labels).toHaveLength(34);
    for (const { name, position } of outlines.labels) {
      expect(provinceAt(position[0], position[1]).map((found) => found.properties.name)).toEqual([
        name,
      ]);
    }
  });

  it('draws borders between provinces apart from the coast and the land border', () => {
    // Hà Nội touches neither the sea nor a neighbour country: none of its edge is outline.
    const hanoi = outlines.provinces.find((province) => province.properties.name === 'Hà Nội')!;
    expect(hanoi).toBeDefined();
    const onOutline = outlines.outline.coordinates
      .flat()
      .filter(([lng, lat]) => geoContains(hanoi, [lng, lat]));
    expect(onOutline).toEqual([]);
    expect(outlines.provinceBorders.coordinates.length).toBeGreaterThan(0);
    expect(outlines.outline.coordinates.length).toBeGreaterThan(0);
  });

  it('refuses a source whose provinces do not add up', () => {
    const renamed = (from: string, to: string): Topology => {
      const source = readSource();
      const geometries = (
        source.objects.vnm as { geometries: { properties?: { name: string | null } }[] }
      ).geometries;
      const geometry = geometries.find((candidate) => candidate.properties?.name === from);
      if (geometry?.properties) geometry.properties.name = to;
      return source;
    };
    expect(() => buildProvinceOutlines(renamed('Đông Bắc', 'Atlantis'))).toThrow(
      'No outline for the former province Bắc Kạn',
    );
    expect(() => buildProvinceOutlines(renamed('Yên Bái', 'Lào Cai'))).toThrow(
      'Two outlines for the former province Lào Cai',
    );
    expect(() => buildProvinceOutlines(renamed('Ha Noi', 'Hà Tây'))).toThrow(
      'No outline for the former province Hà Nội',
    );
  });
});
