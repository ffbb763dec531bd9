export { StationStatusPage } from './station-status-page';
