// /incidents (issue 17): every incident of the user's stations in a period, newest first, with
// filters kept in the URL; each card opens the incident (/incidents/:id) to acknowledge it. The
// filtered list exports to Excel and PDF.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CircleCheck, RefreshCw } from 'lucide-react';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Skeleton } from '../../components/skeleton';
import { useT } from '../../i18n';
import { formatAbsoluteTime, MonitoringGate, useMonitoringData } from '../monitoring';
import { ExportButtons } from '../report-kit';
import { incidentPath, type Incident } from './incident';
import { IncidentKindLabel, IncidentStatusBadge } from './incident-badges';
import { useIncidentExports } from './incident-export';
import { IncidentFilters, type StationChoice } from './incident-filters';
import { useIncidentLabels } from './incident-labels';
import { incidentSearch, readIncidentFilter, type IncidentFilter } from './incident-params';
import { INCIDENT_LIST_LIMIT, incidentsQuery } from './incidents-api';
import './incidents.css';

function IncidentCard({ incident }: { incident: Incident }) {
  const { t } = useT();
  const labels = useIncidentLabels();
  const parameter = labels.parameter(incident);
  return (
    <li className="gw-card gw-incident-card" data-incident-id={incident.id}>
      <Link to={incidentPath(incident.id)} className="gw-incident-card__link">
        <div className="gw-incident-card__head">
          <span className="gw-incident-card__title">
            <IncidentKindLabel kind={incident.kind} />
            {parameter && <> · {parameter}</>}
          </span>
          <IncidentStatusBadge status={incident.status} />
        </div>
        <p className="gw-incident-card__station">{labels.station(incident)}</p>
        <dl className="gw-incident-facts">
          <div>
            <dt>{t('incidents.facts.startedAt')}</dt>
            <dd>{formatAbsoluteTime(incident.started_at)}</dd>
          </div>
          {incident.kind === 'exceedance' && (
            <div>
              <dt>{t('incidents.facts.peak')}</dt>
              <dd>{labels.value(incident, incident.peak_value)}</dd>
            </div>
          )}
          <div>
            <dt>{t('incidents.facts.resolvedAt')}</dt>
            <dd>
              {incident.resolved_at
                ? formatAbsoluteTime(incident.resolved_at)
                : t('incidents.ongoing')}
            </dd>
          </div>
        </dl>
      </Link>
    </li>
  );
}

function Results({ filter }: { filter: IncidentFilter }) {
  const { t } = useT();
  const { listDocument } = useIncidentExports();
  const query = useQuery({ ...incidentsQuery(filter), placeholderData: keepPreviousData });
  if (query.isPending) {
    return (
      <div className="gw-incidents__list" role="status" aria-live="polite">
        <span className="gw-incidents__sr">{t('incidents.loading')}</span>
        {[0, 1, 2].map((row) => (
          <div key={row} className="gw-card gw-incident-card">
            <Skeleton width="45%" height={16} />
            <Skeleton width="70%" />
          </div>
        ))}
      </div>
    );
  }
  if (query.isError && !query.data) {
    return (
      <div className="gw-incidents__state" role="alert">
        <p>{t('incidents.loadError')}</p>
        <button
          type="button"
          className="gw-button gw-button--secondary"
          onClick={() => void query.refetch()}
        >
          <RefreshCw size={16} aria-hidden="true" /> {t('incidents.retry')}
        </button>
      </div>
    );
  }
  const { incidents, total } = query.data;
  return (
    <div className="gw-incidents__results" aria-busy={query.isFetching}>
      <div className="gw-incidents__toolbar">
        <p className="gw-incidents__count" role="status">
          {t('incidents.count', { count: total })}
        </p>
        <div className="gw-incidents__actions">
          <ExportButtons
            exportDocument={() => listDocument(filter)}
            disabled={incidents.length === 0}
          />
          <button
            type="button"
            className="gw-button gw-button--secondary"
            onClick={() => void query.refetch()}
            disabled={query.isFetching}
          >
            <RefreshCw size={16} aria-hidden="true" /> {t('incidents.refresh')}
          </button>
        </div>
      </div>
      {query.isError && (
        <p className="gw-notice" role="alert">
          {t('incidents.loadError')}
        </p>
      )}
      {incidents.length === 0 ? (
        <div className="gw-incidents__state">
          <CircleCheck size={32} aria-hidden="true" />
          <p>{t('incidents.empty')}</p>
        </div>
      ) : (
        <ul className="gw-incidents__list" aria-label={t('nav.incidents')}>
          {incidents.map((incident) => (
            <IncidentCard key={incident.id} incident={incident} />
          ))}
        </ul>
      )}
      {total > INCIDENT_LIST_LIMIT && (
        <p className="gw-muted">{t('incidents.truncated', { count: INCIDENT_LIST_LIMIT })}</p>
      )}
    </div>
  );
}

function Incidents() {
  const { t } = useT();
  const { stations } = useMonitoringData();
  const [searchParams, setSearchParams] = useSearchParams();
  const choices: StationChoice[] = useMemo(
    () => stations.map((station) => ({ id: station.id, label: station.displayName })),
    [stations],
  );
  const filter = readIncidentFilter(
    searchParams,
    choices.map((choice) => choice.id),
  );
  const update = (next: Partial<IncidentFilter>) =>
    setSearchParams(incidentSearch({ ...filter, ...next }), { replace: true });
  return (
    <section className="gw-incidents" aria-labelledby="gw-incidents-title">
      <header>
        <h1 id="gw-incidents-title" className="gw-page-title">
          {t('nav.incidents')}
        </h1>
        <p className="gw-muted gw-incidents__intro">{t('incidents.intro')}</p>
      </header>
      <IncidentFilters stations={choices} filter={filter} onChange={update} />
      <Results filter={filter} />
    </section>
  );
}

export function IncidentsPage() {
  return (
    <MonitoringGate>
      <Incidents />
    </MonitoringGate>
  );
}
