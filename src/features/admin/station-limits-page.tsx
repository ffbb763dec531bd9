// /station-limits 'Giới hạn thông số' (issue 16): the platform admin picks a customer and one of
// its stations (the console's station picker, kept in the address), then gives its parameters
// new limits as permit-limit versions from a day with their legal basis, and sees each
// parameter's versions.
import { useQuery } from '@tanstack/react-query';
import { useT } from '../../i18n';
import { limitVersionsQuery, parametersQuery, type NamedRow } from './admin-api';
import { LimitVersions } from './limit-versions';
import { LimitsEditor } from './limits-editor';
import { versionsInForce } from './limits-form';
import { todayInVietnam } from './plans/subscription-dates';
import { ErrorState, LoadingState } from './query-state';
import { StationPicker } from './station-picker';
import './admin.css';
import './limit-versions.css';

function StationLimits({ station }: { station: NamedRow }) {
  const { t } = useT();
  const parameters = useQuery(parametersQuery(station.id));
  const versions = useQuery(limitVersionsQuery(station.id));
  const failed = parameters.isError ? parameters : versions.isError ? versions : null;
  if (failed) {
    return (
      <ErrorState
        message={t('admin.limits.loadError')}
        retryLabel={t('admin.limits.retry')}
        onRetry={() => void failed.refetch()}
      />
    );
  }
  if (!parameters.data || !versions.data) return <LoadingState label={t('admin.limits.loading')} />;
  if (parameters.data.length === 0) {
    return <p className="gw-admin__state">{t('admin.limits.noParameters')}</p>;
  }
  const today = todayInVietnam(new Date());
  const inForce = versionsInForce(versions.data, today);
  const rows = parameters.data.map((parameter) => ({
    ...parameter,
    in_force_from: inForce.get(parameter.id)?.effective_from ?? null,
  }));
  return (
    <>
      {/* Read again after a save: the form starts over from the stored versions. */}
      <LimitsEditor
        key={`${station.id}:${versions.dataUpdatedAt}`}
        parameters={rows}
        stationName={station.name}
        today={today}
      />
      <LimitVersions parameters={parameters.data} versions={versions.data} today={today} />
    </>
  );
}

export function StationLimitsPage() {
  const { t } = useT();
  return (
    <section className="gw-admin" aria-labelledby="gw-admin-title">
      <header className="gw-admin__head">
        <h1 id="gw-admin-title" className="gw-page-title">
          {t('nav.station-limits')}
        </h1>
        <p className="gw-muted">{t('admin.limits.intro')}</p>
      </header>
      <StationPicker texts="admin.limits">
        {(station) => <StationLimits key={station.id} station={station} />}
      </StationPicker>
    </section>
  );
}
