// What the maintenance feature shares (issue 17): the live list of stations in maintenance and the
// 'Bảo trì' control the station screens place on each station.
export { MaintenanceStarter } from './maintenance-starter';
export { MaintenanceControl } from './maintenance-control';
export { useRunningMaintenance } from './use-station-maintenance';
