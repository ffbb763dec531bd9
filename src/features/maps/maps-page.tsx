// /maps: the customer's stations on a map. Leaflet and the offline outlines load with this page
// only, as chunks of their own.
import { lazy, Suspense } from 'react';
import { MonitoringGate, MonitoringSkeleton, useMonitoringData } from '../monitoring';

const MapScreen = lazy(() => import('./map-screen'));

function StationsMap() {
  const { stations } = useMonitoringData();
  return (
    <Suspense fallback={<MonitoringSkeleton rows={1} />}>
      <MapScreen stations={stations} />
    </Suspense>
  );
}

export function MapsPage() {
  return (
    <MonitoringGate>
      <StationsMap />
    </MonitoringGate>
  );
}
