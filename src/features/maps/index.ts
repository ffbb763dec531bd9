// What the maps feature shares: the /maps page.
export { MapsPage } from './maps-page';
// For the admin's station location picker: the same base map, offline outlines and tiles.
export { loadBaseLayer } from './base-layer';
export { onlineTileSource } from './tile-source';
