// The properties of each feature in vietnam-provinces.topo.json: written by
// scripts/province-outlines, read by the map's base layer.
import type { Position } from 'geojson';

/**
 * A province with where its name goes ([longitude, latitude]), or (`name: null`) the offshore
 * islands that the source assigns to no province.
 */
export type ProvinceProperties = { name: string; label: Position } | { name: null };
