import type { Topology } from 'topojson-specification';
import { describe, expect, it } from 'vitest';
import atlas from 'world-atlas/countries-50m.json';
import {
  ARCHIPELAGOS,
  loadBaseLayer,
  neighbourCountries,
  VIETNAM_ID,
} from '../../../../src/features/maps/base-layer';
import {
  OPENSTREETMAP_TILES,
  onlineTileSource,
  usableApiKey,
  type TileConfig,
} from '../../../../src/features/maps/tile-source';
import { remoteConfigDefaults } from '../../../../src/features/remote-config';

describe('offline base layer', () => {
  it('keeps the neighbours from the shipped Natural Earth outlines, Việt Nam aside', () => {
    const countries = neighbourCountries(atlas as unknown as Topology);
    const names = countries.map((country) => country.properties.name);
    expect(names).toEqual(expect.arrayContaining(['Laos', 'Cambodia', 'China', 'Thailand']));
    expect(countries.some((country) => country.id === VIETNAM_ID)).toBe(false);
    expect(names).not.toContain('Brazil');
    expect(names).not.toContain('France');
  });

  it('loads without the network (the data is part of the bundle)', async () => {
    const base = await loadBaseLayer();
    expect(base.neighbours.length).toBeGreaterThan(5);
    expect(base.provinces.filter((province) => province.properties.name)).toHaveLength(34);
  });

  it('marks the Hoàng Sa and Trường Sa archipelagos', () => {
    expect(ARCHIPELAGOS.map((a) => a.key)).toEqual(['paracel', 'spratly']);
    for (const { position } of ARCHIPELAGOS) {
      expect(position[0]).toBeGreaterThan(7);
      expect(position[0]).toBeLessThan(18);
      expect(position[1]).toBeGreaterThan(110);
    }
  });
});

describe('online tile source (remote config)', () => {
  const config = (overrides: Partial<TileConfig>): TileConfig => ({
    maps_tile_url: remoteConfigDefaults().maps_tile_url,
    maps_api_key: '{key}',
    maps_tile_attribution: '',
    ...overrides,
  });

  it('is OpenStreetMap with its credit under the remote-config defaults', () => {
    expect(remoteConfigDefaults().maps_tile_url).toBe(
      'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    );
    expect(onlineTileSource(config({}))).toEqual(OPENSTREETMAP_TILES);
    expect(OPENSTREETMAP_TILES.attribution).toContain('OpenStreetMap');
  });

  it('fills the remote-config key into a keyed template, with the provider credit', () => {
    const source = onlineTileSource(
      config({
        maps_tile_url: 'https://tiles.example.vn/{z}/{x}/{y}.png?key={apiKey}',
        maps_api_key: 'k 1',
        maps_tile_attribution: ' © Example <Maps> ',
      }),
    );
    expect(source.url).toBe('https://tiles.example.vn/{z}/{x}/{y}.png?key=k%201');
    // Plain text from the table, escaped for Leaflet's HTML attribution.
    expect(source.attribution).toBe('© Example &lt;Maps&gt;');
  });

  it('falls back to OpenStreetMap when a keyed template has no real key', () => {
    for (const key of ['', '  ', '{key}']) {
      expect(
        onlineTileSource(
          config({
            maps_tile_url: 'https://t.example.vn/{z}/{x}/{y}?key={apiKey}',
            maps_api_key: key,
          }),
        ),
      ).toEqual(OPENSTREETMAP_TILES);
    }
    expect(usableApiKey(' abc ')).toBe('abc');
  });

  it.each([
    ['', 'empty'],
    ['tile.example.vn/{z}/{x}/{y}.png', 'no scheme'],
    ['javascript:alert(1)//{z}/{x}/{y}', 'not http'],
    ['https://t.example.vn/{z}/{x}.png', 'no {y}'],
  ])('falls back to OpenStreetMap for an unusable template %j (%s)', (template) => {
    expect(onlineTileSource(config({ maps_tile_url: template }))).toEqual(OPENSTREETMAP_TILES);
  });

  it('uses a keyless template as it is; OpenStreetMap servers always keep their credit', () => {
    const other = onlineTileSource(
      config({ maps_tile_url: ' https://t.example.vn/{z}/{x}/{y}.png ' }),
    );
    expect(other).toEqual({
      ...OPENSTREETMAP_TILES,
      url: 'https://t.example.vn/{z}/{x}/{y}.png',
      attribution: '',
    });
    const osm = onlineTileSource(
      config({
        maps_tile_url: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png',
        maps_tile_attribution: 'Someone else',
      }),
    );
    expect(osm.attribution).toBe(OPENSTREETMAP_TILES.attribution);
  });
});
