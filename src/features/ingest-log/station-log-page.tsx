// /station-log?station=…: the data-transfer log of one station (issue 14): every file it sent
// over HTTP, FTP or the watched folder, what was accepted and refused and why, so an officer can
// fix a logger before the authority asks. The station list comes from the shared monitoring
// data (the user's own stations); the log itself is read under RLS (ingest-log-api.ts).
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useT } from '../../i18n';
import { MonitoringGate, useMonitoringData } from '../monitoring';
import { IngestLogResults } from './ingest-log-results';
import { StationLogFilters, type StationChoice } from './station-log-filters';
import {
  readStationLogParams,
  stationLogSearch,
  type StationLogParams,
} from './station-log-params';
import './ingest-log.css';

function StationLog() {
  const { t } = useT();
  const { stations } = useMonitoringData();
  const [searchParams, setSearchParams] = useSearchParams();
  const choices: StationChoice[] = useMemo(
    () => stations.map((station) => ({ id: station.id, label: station.displayName })),
    [stations],
  );
  const view = readStationLogParams(
    searchParams,
    choices.map((choice) => choice.id),
  );
  const update = (next: Partial<StationLogParams>) =>
    setSearchParams(stationLogSearch({ ...view, page: 1, ...next }), { replace: true });
  const station = choices.find((choice) => choice.id === view.stationId);

  return (
    <section className="gw-ingest-log" aria-labelledby="gw-ingest-log-title">
      <header className="gw-ingest-log__head">
        <h1 id="gw-ingest-log-title" className="gw-page-title">
          {t('nav.station-log')}
        </h1>
        <p className="gw-muted">{t('ingestLog.intro')}</p>
      </header>
      {station === undefined ? (
        <p className="gw-ingest-log__state">{t('ingestLog.noStations')}</p>
      ) : (
        <>
          <StationLogFilters stations={choices} view={view} onChange={update} />
          <IngestLogResults
            filter={{
              stationId: station.id,
              period: view.period,
              onlyProblems: view.onlyProblems,
              page: view.page,
            }}
            stationName={station.label}
            onPage={(page) => update({ page })}
          />
        </>
      )}
    </section>
  );
}

export function StationLogPage() {
  return (
    <MonitoringGate>
      <StationLog />
    </MonitoringGate>
  );
}
