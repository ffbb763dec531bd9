// What the data-transfer log shares with other features: the link to a station's log. Its page
// is loaded with its route (src/routes/pages.tsx imports it from its own module), so nothing here
// pulls the page into another screen's chunk.
export { stationLogPath } from './station-log-params';
