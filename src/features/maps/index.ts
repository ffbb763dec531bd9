// What the maps feature shares: the /maps page.
export { MapsPage } from './maps-page';
