// One page of a station's log with its loading, error and empty states, the file count, a
// refresh, the table (wide) or cards (phone), and the pager.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { FileCheck, RefreshCw } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Skeleton } from '../../components/skeleton';
import { useMediaQuery } from '../../components/use-media-query';
import { useT } from '../../i18n';
import { IngestFileCards } from './ingest-file-cards';
import { IngestFileTable } from './ingest-file-table';
import { INGEST_LOG_PAGE_SIZE, ingestLogQuery, type IngestLogFilter } from './ingest-log-api';
import { IngestLogPager } from './ingest-log-pager';

/** Where the table has room: the content column beside the sidebar. */
export const TABLE_MEDIA_QUERY = '(min-width: 900px)';

interface IngestLogResultsProps {
  filter: IngestLogFilter;
  stationName: string;
  onPage: (page: number) => void;
}

function LoadingRows() {
  const { t } = useT();
  return (
    <div className="gw-ingest-log__loading" role="status" aria-live="polite">
      <span className="gw-ingest-log__sr">{t('ingestLog.loading')}</span>
      {[0, 1, 2].map((row) => (
        <div key={row} className="gw-card gw-ingest-log__skeleton">
          <Skeleton width="35%" height={16} />
          <Skeleton width="70%" />
        </div>
      ))}
    </div>
  );
}

export function IngestLogResults({ filter, stationName, onPage }: IngestLogResultsProps) {
  const { t } = useT();
  const wide = useMediaQuery(TABLE_MEDIA_QUERY, true);
  const query = useQuery({ ...ingestLogQuery(filter), placeholderData: keepPreviousData });
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const isOpen = useCallback((id: number) => open.has(id), [open]);
  const toggle = useCallback(
    (id: number) =>
      setOpen((current) => {
        const next = new Set(current);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    [],
  );

  if (query.isPending) return <LoadingRows />;
  if (query.isError && !query.data) {
    return (
      <div className="gw-ingest-log__state" role="alert">
        <p>{t('ingestLog.loadError')}</p>
        <button
          type="button"
          className="gw-button gw-button--secondary"
          onClick={() => void query.refetch()}
        >
          <RefreshCw size={16} aria-hidden="true" /> {t('ingestLog.retry')}
        </button>
      </div>
    );
  }
  const { files, total } = query.data;
  const caption = t('ingestLog.caption', { station: stationName });
  const View = wide ? IngestFileTable : IngestFileCards;
  return (
    <div className="gw-ingest-log__results" aria-busy={query.isFetching}>
      <div className="gw-ingest-log__toolbar">
        <p className="gw-ingest-log__count" role="status">
          {t('ingestLog.count', { count: total })}
        </p>
        <button
          type="button"
          className="gw-button gw-button--secondary"
          onClick={() => void query.refetch()}
          disabled={query.isFetching}
        >
          <RefreshCw size={16} aria-hidden="true" /> {t('ingestLog.refresh')}
        </button>
      </div>
      {query.isError && (
        <p className="gw-notice" role="alert">
          {t('ingestLog.loadError')}
        </p>
      )}
      {files.length === 0 ? (
        <div className="gw-ingest-log__state gw-ingest-log__empty">
          <FileCheck size={32} aria-hidden="true" />
          <p>{filter.onlyProblems ? t('ingestLog.emptyProblems') : t('ingestLog.empty')}</p>
        </div>
      ) : (
        <View files={files} caption={caption} isOpen={isOpen} toggle={toggle} />
      )}
      <IngestLogPager
        page={filter.page}
        total={total}
        pageSize={INGEST_LOG_PAGE_SIZE}
        onPage={onPage}
      />
    </div>
  );
}
