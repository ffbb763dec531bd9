// What the cameras feature shares: the /camera-monitoring page.
export { CameraMonitoringPage } from './camera-monitoring-page';
