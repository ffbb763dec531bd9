// A whole report screen from three things: its filter, how to fetch, and how to turn the answer
// into the report document. The average, exceedance, signal-loss and fee screens are each one
// ReportScreen.
import { useQuery } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { ReportBody } from './report-body';
import type { ReportDocument } from './report-document';
import type { FilterConfig, ReportFilterValues } from './report-filter';
import { ReportFilterForm } from './report-filter-form';
import { ReportFrame, type ReportState } from './report-frame';
import type { StationChoice } from './station-choices';
import { useReportFilter } from './use-report-filter';

export interface ReportScreenProps<D> {
  title: string;
  config: FilterConfig;
  queryKey: string;
  fetchReport: (filter: ReportFilterValues, signal: AbortSignal) => Promise<D>;
  buildDocument: (
    data: D,
    filter: ReportFilterValues,
    stations: readonly StationChoice[],
  ) => ReportDocument;
  /** Tab labels when the document's sections are views of one screen (see ReportBody). */
  sectionTabs?: readonly string[];
  /** Further actions beside the exports (a link to a related screen). */
  actions?: ReactNode;
}

export function ReportScreen<D>(props: ReportScreenProps<D>) {
  const { title, config, queryKey, fetchReport, buildDocument, sectionTabs, actions } = props;
  const { stations, filter, apply, run, stationsState } = useReportFilter(config);
  const query = useQuery({
    queryKey: ['reports', queryKey, filter, run],
    queryFn: ({ signal }) => fetchReport(filter as ReportFilterValues, signal),
    enabled: filter !== null,
  });
  const report = useMemo(
    () =>
      query.data !== undefined && filter ? buildDocument(query.data, filter, stations) : undefined,
    [query.data, filter, stations, buildDocument],
  );

  let state: ReportState;
  if (stationsState) state = stationsState;
  else if (query.isError)
    state = { status: 'error', error: query.error, retry: () => void query.refetch() };
  else if (!report || query.isFetching) state = { status: 'loading' };
  else state = { status: 'ready' };

  return (
    <ReportFrame
      title={title}
      state={state}
      exportDocument={report ? () => Promise.resolve(report) : undefined}
      actions={actions}
      filter={
        filter && (
          <ReportFilterForm config={config} stations={stations} value={filter} onSubmit={apply} />
        )
      }
    >
      {report && <ReportBody document={report} sectionTabs={sectionTabs} />}
    </ReportFrame>
  );
}
