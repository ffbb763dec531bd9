// `npm run maps:provinces`: rebuilds the province outlines the map ships. The unit tests check
// that the shipped file is exactly what this writes.
import { readFileSync, writeFileSync } from 'node:fs';
import type { Topology } from 'topojson-specification';
import { buildProvinceOutlines } from './build-province-outlines';

export const SOURCE_FILE = new URL('natural-earth-vietnam.topo.json', import.meta.url);
export const OUTPUT_FILE = new URL(
  '../../src/features/maps/data/vietnam-provinces.topo.json',
  import.meta.url,
);

const source = JSON.parse(readFileSync(SOURCE_FILE, 'utf8')) as Topology;
writeFileSync(OUTPUT_FILE, `${JSON.stringify(buildProvinceOutlines(source))}\n`);
console.info(`Wrote ${OUTPUT_FILE.pathname}`);
