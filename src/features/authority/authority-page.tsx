// /authority-forwarding?station=…&period=…&bucket=… (issue 18): for one of the user's stations,
// where its files go, what it sent us, what we accepted and what the authority received, side
// by side per hour or day against the expected count, the files waiting and the transfer log;
// a file or the period shown can be sent again. Under the station list's access key.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { RefreshCw, Send } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Select } from '../../components/form';
import { Skeleton } from '../../components/skeleton';
import { useT } from '../../i18n';
import { apiErrorMessage } from '../../services/api-client';
import { notify } from '../../services/toast';
import {
  authorityStationsQuery,
  resendToAuthority,
  stationPeriodQuery,
  type ResendTarget,
  type StationForwarding,
} from './authority-api';
import {
  AUTHORITY_BUCKETS,
  AUTHORITY_PERIODS,
  authoritySearch,
  hourlyAllowed,
  readAuthorityView,
  type AuthorityView,
} from './authority-params';
import { EndpointSummary } from './endpoint-summary';
import { PeriodTable } from './period-table';
import { QueueList, TransferLog } from './transfer-log';
import './authority.css';

interface Resend {
  readonly target: ResendTarget;
  readonly description: string;
}

function useResend(stationId: number) {
  const { t } = useT();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (target: ResendTarget) => resendToAuthority(stationId, target),
    onSuccess: ({ queued }) => {
      if (queued === 0) notify.info(t('authority.resend.none'));
      else notify.success(t('authority.resend.queued', { count: queued }));
      void client.invalidateQueries({ queryKey: ['authority'] });
    },
    onError: (error) => notify.error(apiErrorMessage(error, t('authority.resend.failed'))),
  });
}

function StationView({ station, view }: { station: StationForwarding; view: AuthorityView }) {
  const { t } = useT();
  const query = useQuery({
    ...stationPeriodQuery(station.id, view.period, view.bucket),
    placeholderData: keepPreviousData,
  });
  const client = useQueryClient();
  const resend = useResend(station.id);
  /** The period, the queue and the transfer log together. */
  const refresh = () => void client.invalidateQueries({ queryKey: ['authority'] });
  const [asked, setAsked] = useState<Resend | null>(null);
  const confirm = () => {
    if (!asked) return;
    resend.mutate(asked.target, { onSettled: () => setAsked(null) });
  };

  if (query.isPending)
    return (
      <div className="gw-authority__results" role="status" aria-live="polite">
        <span className="gw-authority__sr">{t('authority.loading')}</span>
        <Skeleton width="60%" height={18} />
        <Skeleton width="90%" height={120} />
      </div>
    );
  if (query.isError && !query.data)
    return (
      <div className="gw-authority__state" role="alert">
        <p>{apiErrorMessage(query.error, t('authority.loadError'))}</p>
        <button
          type="button"
          className="gw-button gw-button--secondary"
          onClick={() => void query.refetch()}
        >
          <RefreshCw size={16} aria-hidden="true" /> {t('authority.retry')}
        </button>
      </div>
    );
  const period = query.data;
  return (
    <div className="gw-authority__results" aria-busy={query.isFetching}>
      <EndpointSummary station={period.station} />
      <div className="gw-authority__toolbar">
        <button
          type="button"
          className="gw-button gw-button--secondary"
          onClick={refresh}
          disabled={query.isFetching}
        >
          <RefreshCw size={16} aria-hidden="true" /> {t('authority.refresh')}
        </button>
        {period.station.endpoint && period.totals.accepted > 0 && (
          <button
            type="button"
            className="gw-button gw-button--secondary"
            onClick={() =>
              setAsked({
                target: { period: view.period },
                description: t('authority.resend.confirmPeriod', { station: station.name }),
              })
            }
          >
            <Send size={16} aria-hidden="true" /> {t('authority.resend.period')}
          </button>
        )}
      </div>
      <PeriodTable period={period} />
      <QueueList queue={period.queue} />
      <TransferLog
        stationId={station.id}
        onResend={(entry) =>
          setAsked({
            target: { forwardId: entry.forward_id },
            description: t('authority.resend.confirmFile', { name: entry.file_name }),
          })
        }
      />
      <ConfirmDialog
        open={asked !== null}
        title={t('authority.resend.confirmTitle')}
        description={asked?.description}
        confirmText={t('authority.resend.confirm')}
        cancelText={t('authority.resend.cancel')}
        loading={resend.isPending}
        onConfirm={confirm}
        onCancel={() => setAsked(null)}
      />
    </div>
  );
}

function Filters({
  stations,
  view,
  onChange,
}: {
  stations: readonly StationForwarding[];
  view: AuthorityView;
  onChange: (next: Partial<AuthorityView>) => void;
}) {
  const { t } = useT();
  const stationOptions = useMemo(
    () =>
      stations.map((station) => ({
        value: station.id,
        label: `${station.name} (${station.code})`,
      })),
    [stations],
  );
  const periodOptions = AUTHORITY_PERIODS.map((value) => ({
    value,
    label: t(`authority.periods.${value}`),
  }));
  const bucketOptions = AUTHORITY_BUCKETS.filter(
    (bucket) => bucket === 'day' || hourlyAllowed(view.period),
  ).map((value) => ({ value, label: t(`authority.buckets.${value}`) }));
  return (
    <div className="gw-authority__filters">
      <div className="gw-authority__field gw-authority__field--wide">
        <Select
          label={t('authority.station')}
          options={stationOptions}
          value={view.stationId}
          onChange={(stationId) => onChange({ stationId })}
        />
      </div>
      <div className="gw-authority__field">
        <Select
          label={t('authority.period')}
          options={periodOptions}
          value={view.period}
          onChange={(period) => onChange({ period, bucket: period === 'today' ? 'hour' : 'day' })}
        />
      </div>
      <div className="gw-authority__field">
        <Select
          label={t('authority.bucket')}
          options={bucketOptions}
          value={view.bucket}
          onChange={(bucket) => onChange({ bucket })}
        />
      </div>
    </div>
  );
}

export function AuthorityPage() {
  const { t } = useT();
  const stations = useQuery(authorityStationsQuery());
  const [searchParams, setSearchParams] = useSearchParams();
  const list = stations.data ?? [];
  const view = readAuthorityView(
    searchParams,
    list.map((station) => station.id),
    list.filter((station) => station.endpoint !== null).map((station) => station.id),
  );
  const update = (next: Partial<AuthorityView>) =>
    setSearchParams(authoritySearch({ ...view, ...next }), { replace: true });
  const station = list.find((candidate) => candidate.id === view.stationId);

  return (
    <section className="gw-authority" aria-labelledby="gw-authority-title">
      <header>
        <h1 id="gw-authority-title" className="gw-page-title">
          {t('nav.authority-forwarding')}
        </h1>
        <p className="gw-muted gw-authority__intro">{t('authority.intro')}</p>
      </header>
      {stations.isPending ? (
        <div role="status" aria-live="polite">
          <span className="gw-authority__sr">{t('authority.loading')}</span>
          <Skeleton width="40%" height={40} />
        </div>
      ) : stations.isError ? (
        <div className="gw-authority__state" role="alert">
          <p>{apiErrorMessage(stations.error, t('authority.loadError'))}</p>
          <button
            type="button"
            className="gw-button gw-button--secondary"
            onClick={() => void stations.refetch()}
          >
            <RefreshCw size={16} aria-hidden="true" /> {t('authority.retry')}
          </button>
        </div>
      ) : !station ? (
        <p className="gw-authority__state">{t('authority.noStations')}</p>
      ) : (
        <>
          <Filters stations={list} view={view} onChange={update} />
          <StationView key={station.id} station={station} view={view} />
        </>
      )}
    </section>
  );
}
