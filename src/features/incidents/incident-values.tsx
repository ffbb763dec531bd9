// The incident's parameter around it: its values from an hour before the start to an hour after
// the end (or now), beside the limit it started under, values beyond the limit marked. Read
// from the report API's lookup series, which keeps each slice's lowest and highest value, so a
// long incident still shows its peaks in a short table.
import { useQuery } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { Skeleton } from '../../components/skeleton';
import { useT } from '../../i18n';
import { formatAbsoluteTime } from '../monitoring';
import type { Incident } from './incident';
import { useIncidentLabels } from './incident-labels';
import { incidentValuesQuery, type IncidentValues } from './incidents-api';

/** Whether `value` is beyond the incident's limit. */
export const beyondLimit = (incident: Pick<Incident, 'limit_min' | 'limit_max'>, value: number) =>
  (incident.limit_max !== null && value > incident.limit_max) ||
  (incident.limit_min !== null && value < incident.limit_min);

function ValuesTable({ incident, values }: { incident: Incident; values: IncidentValues }) {
  const { t } = useT();
  const labels = useIncidentLabels();
  if (values.times.length === 0) return <p className="gw-muted">{t('incidents.values.empty')}</p>;
  return (
    <div
      className="gw-incident-values__scroll"
      tabIndex={0}
      aria-label={t('incidents.values.title')}
    >
      <table className="gw-incident-values__table">
        <thead>
          <tr>
            <th scope="col">{t('incidents.values.time')}</th>
            <th scope="col">{t('incidents.values.value')}</th>
          </tr>
        </thead>
        <tbody>
          {values.times.map((time, index) => {
            const value = values.values[index]!;
            const beyond = beyondLimit(incident, value);
            return (
              <tr
                key={`${time}-${index}`}
                className={beyond ? 'gw-incident-values__beyond' : undefined}
              >
                <td>{formatAbsoluteTime(time)}</td>
                <td>
                  {labels.value(incident, value)}
                  {beyond && (
                    <span className="gw-incident-values__flag">{t('incidents.values.beyond')}</span>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

export function IncidentValuesSection({ incident }: { incident: Incident }) {
  const { t } = useT();
  const labels = useIncidentLabels();
  const query = useQuery(incidentValuesQuery(incident));
  if (!incident.parameter_code) return null;
  const limit = labels.limit(incident);
  return (
    <section className="gw-card gw-incident-values" aria-labelledby="gw-incident-values">
      <h2 id="gw-incident-values">{t('incidents.values.title')}</h2>
      <p className="gw-muted">
        {limit ? t('incidents.values.introLimit', { limit }) : t('incidents.values.intro')}
      </p>
      {query.isPending ? (
        <div role="status" aria-live="polite">
          <Skeleton width="70%" />
          <Skeleton width="55%" />
        </div>
      ) : query.isError ? (
        <div role="alert" className="gw-incident-values__error">
          <p>{t('incidents.values.loadError')}</p>
          <button
            type="button"
            className="gw-button gw-button--secondary"
            onClick={() => void query.refetch()}
          >
            <RefreshCw size={16} aria-hidden="true" /> {t('incidents.retry')}
          </button>
        </div>
      ) : query.data ? (
        <ValuesTable incident={incident} values={query.data} />
      ) : (
        <p className="gw-muted">{t('incidents.values.empty')}</p>
      )}
    </section>
  );
}
