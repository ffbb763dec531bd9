// /audit-log 'Nhật ký thay đổi' (issue 16): the newest 50 audit entries first, 'Tải thêm'
// for the next 50, filtered by table. Read under RLS: the platform admin only.
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Select } from '../../components/form';
import { useT } from '../../i18n';
import { auditLogQuery } from './admin-api';
import { AUDITED_TABLES, tableLabel, type AuditedTable } from './audit-entry';
import { AuditEntryList } from './audit-entry-list';
import { ErrorState, LoadingState } from './query-state';
import './admin.css';

const ALL = 'all';
type TableChoice = AuditedTable | typeof ALL;

export function AuditLogPage() {
  const { t } = useT();
  const [table, setTable] = useState<TableChoice>(ALL);
  const query = useInfiniteQuery(auditLogQuery(table === ALL ? null : table));
  const tableOptions = useMemo(
    () => [
      { value: ALL as TableChoice, label: t('admin.audit.allTables') },
      ...AUDITED_TABLES.map((value): { value: TableChoice; label: string } => ({
        value,
        label: tableLabel(value),
      })),
    ],
    [t],
  );
  // A page read after new entries arrived repeats the entries pushed across its edge.
  const entries = useMemo(() => {
    const seen = new Set<number>();
    return (query.data?.pages.flat() ?? []).filter(
      (entry) => !seen.has(entry.id) && seen.add(entry.id),
    );
  }, [query.data]);

  return (
    <section className="gw-admin" aria-labelledby="gw-admin-title">
      <header className="gw-admin__head">
        <h1 id="gw-admin-title" className="gw-page-title">
          {t('nav.audit-log')}
        </h1>
        <p className="gw-muted">{t('admin.audit.intro')}</p>
      </header>
      <div className="gw-admin__filters">
        <Select
          label={t('admin.audit.table')}
          options={tableOptions}
          value={table}
          onChange={setTable}
        />
      </div>
      {query.isPending && <LoadingState label={t('admin.audit.loading')} />}
      {query.isError && (
        <ErrorState
          message={t('admin.audit.loadError')}
          retryLabel={t('admin.audit.retry')}
          onRetry={() => void query.refetch()}
        />
      )}
      {query.isSuccess && entries.length === 0 && (
        <p className="gw-admin__state">{t('admin.audit.empty')}</p>
      )}
      {entries.length > 0 && <AuditEntryList entries={entries} />}
      {query.hasNextPage && (
        <div className="gw-admin__more">
          <button
            type="button"
            className="gw-button gw-button--secondary"
            onClick={() => void query.fetchNextPage()}
            disabled={query.isFetchingNextPage}
            aria-busy={query.isFetchingNextPage}
          >
            {query.isFetchingNextPage ? t('admin.audit.loadingMore') : t('admin.audit.loadMore')}
          </button>
        </div>
      )}
    </section>
  );
}
