// The online base map, used only while the browser is online. Everything about it comes from
// remote config (spec §9): the tile URL template (maps_tile_url, with an optional {apiKey}
// placeholder), the key (maps_api_key) and the provider's credit (maps_tile_attribution). A
// template that cannot work (not http(s), no {z}/{x}/{y}, or keyed with no real key) gives
// OpenStreetMap's keyless tile server instead, which always carries its required credit.
import { OPENSTREETMAP_TILE_URL, type RemoteConfig } from '../remote-config';

export interface TileSource {
  url: string;
  attribution: string;
  maxZoom: number;
}

export type TileConfig = Pick<
  RemoteConfig,
  'maps_tile_url' | 'maps_api_key' | 'maps_tile_attribution'
>;

const OPENSTREETMAP_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';

export const OPENSTREETMAP_TILES: TileSource = {
  url: OPENSTREETMAP_TILE_URL,
  attribution: OPENSTREETMAP_ATTRIBUTION,
  maxZoom: 19,
};

/** The remote-config default '{key}' is a placeholder, not a key. */
export function usableApiKey(apiKey: string | null | undefined): string | null {
  const key = apiKey?.trim() ?? '';
  return key === '' || /^\{.*\}$/.test(key) ? null : key;
}

/** The template's host, or null when it is no http(s) template with {z}, {x} and {y}. */
function templateHost(template: string): string | null {
  if (!['{z}', '{x}', '{y}'].every((part) => template.includes(part))) return null;
  try {
    const url = new URL(template.replace(/\{[^}]*\}/g, '0'));
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.hostname : null;
  } catch {
    return null;
  }
}

/** Leaflet writes attributions as HTML: remote config gives plain text. */
function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );
}

export function onlineTileSource(config: TileConfig): TileSource {
  const template = config.maps_tile_url.trim();
  const host = templateHost(template);
  if (host === null) return OPENSTREETMAP_TILES;
  let url = template;
  if (template.includes('{apiKey}')) {
    const key = usableApiKey(config.maps_api_key);
    if (!key) return OPENSTREETMAP_TILES;
    url = template.replaceAll('{apiKey}', encodeURIComponent(key));
  }
  const credit = config.maps_tile_attribution.trim();
  const attribution = host.endsWith('tile.openstreetmap.org')
    ? OPENSTREETMAP_ATTRIBUTION
    : credit && escapeHtml(credit);
  return { ...OPENSTREETMAP_TILES, url, attribution };
}
