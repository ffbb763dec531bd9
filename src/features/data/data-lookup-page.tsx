// /data-lookup: the raw 5-minute values of the chosen stations and parameters in a period, as
// a chart per parameter and a paged table with the device status of every value.
// /data-lookup?station=<id> (the map's station panel) opens on that station for today.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Skeleton } from '../../components/skeleton';
import { useT } from '../../i18n';
import {
  ReportBody,
  ReportFilterForm,
  ReportFrame,
  stationLabel,
  useReportFilter,
  type FilterConfig,
  type ReportFilterValues,
  type ReportState,
} from '../report-kit';
import { parameterCharts } from './chart-series';
import {
  fetchLookupForExport,
  fetchLookupPage,
  fetchLookupSeries,
  lookupDocument,
  TABLE_PAGE_SIZE,
  type LookupSeriesAnswer,
} from './lookup-report';
import './data.css';

const TimeSeriesChart = lazy(() => import('./time-series-chart'));

const CONFIG: FilterConfig = { stations: 'multiple', parameters: true };

function LookupCharts({ answer }: { answer: LookupSeriesAnswer }) {
  const { t } = useT();
  const charts = useMemo(() => {
    const names = new Map(answer.stations.map((station) => [station.id, stationLabel(station)]));
    return parameterCharts(
      answer.series.filter((series) => series.values.length > 0),
      (id, code) => names.get(id) ?? code,
      { max: t('data.lookup.limitMax'), min: t('data.lookup.limitMin') },
    );
  }, [answer, t]);
  const shown = charts.reduce((sum, chart) => sum + chart.shownCount, 0);
  const total = charts.reduce((sum, chart) => sum + chart.validCount, 0);
  return (
    <section className="gw-report-section">
      <h2 className="gw-section-title">{t('data.lookup.chartTitle')}</h2>
      {charts.length === 0 ? (
        <p className="gw-muted">{t('data.lookup.chartEmpty')}</p>
      ) : (
        <>
          <p className="gw-muted gw-no-print gw-lookup-hint">{t('data.lookup.chartHint')}</p>
          {shown < total && (
            <p className="gw-muted">{t('data.lookup.downsampled', { shown, total })}</p>
          )}
          <div className="gw-lookup-charts">
            <Suspense fallback={<Skeleton height={260} />}>
              {charts.map((chart) => (
                <TimeSeriesChart key={chart.parameter} chart={chart} />
              ))}
            </Suspense>
          </div>
        </>
      )}
    </section>
  );
}

export function DataLookupPage() {
  const [params] = useSearchParams();
  const station = params.get('station');
  // Another station's link starts afresh: filter, form and page.
  return <DataLookup key={station ?? ''} linkedStation={station} />;
}

function DataLookup({ linkedStation }: { linkedStation: string | null }) {
  const { t } = useT();
  const { stations, filter, apply, run, stationsState } = useReportFilter(CONFIG, linkedStation);
  const [page, setPage] = useState(1);
  useEffect(() => setPage(1), [filter, run]);
  const series = useQuery({
    queryKey: ['data', 'lookup-series', filter, run],
    queryFn: ({ signal }) => fetchLookupSeries(filter as ReportFilterValues, signal),
    enabled: filter !== null,
  });
  const table = useQuery({
    queryKey: ['data', 'lookup-page', filter, run, page],
    queryFn: ({ signal }) =>
      fetchLookupPage(filter as ReportFilterValues, page, TABLE_PAGE_SIZE, signal),
    enabled: filter !== null,
    placeholderData: keepPreviousData,
  });
  const report = useMemo(
    () =>
      table.data && filter ? lookupDocument(table.data, filter, stations, 'screen') : undefined,
    [table.data, filter, stations],
  );

  let state: ReportState;
  if (stationsState) state = stationsState;
  else if (table.isError || series.isError) {
    state = {
      status: 'error',
      error: table.error ?? series.error,
      retry: () => {
        void table.refetch();
        void series.refetch();
      },
    };
  } else if (
    !report ||
    !series.data ||
    series.isFetching ||
    (table.isFetching && !table.isPlaceholderData)
  ) {
    state = { status: 'loading' };
  } else if (table.data?.total === 0) state = { status: 'empty', message: t('data.lookup.empty') };
  else state = { status: 'ready' };

  const tableSection = report?.sections[0];
  return (
    <ReportFrame
      title={t('nav.data-lookup')}
      state={state}
      exportDocument={
        filter
          ? async () =>
              lookupDocument(await fetchLookupForExport(filter), filter, stations, 'export')
          : undefined
      }
      filter={
        filter && (
          <ReportFilterForm config={CONFIG} stations={stations} value={filter} onSubmit={apply} />
        )
      }
    >
      {report && tableSection?.kind === 'table' && table.data && (
        <ReportBody
          document={report}
          paged={{
            section: tableSection,
            page: { page, pageSize: TABLE_PAGE_SIZE, total: table.data.total, onPage: setPage },
          }}
        >
          {series.data && <LookupCharts answer={series.data} />}
        </ReportBody>
      )}
    </ReportFrame>
  );
}
