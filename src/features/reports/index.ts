// Reports feature: exceedances and signal loss (issue 7).
export { ExceedDataPage } from './exceed-data-page';
export { StationSignalLostPage } from './station-signal-lost-page';
