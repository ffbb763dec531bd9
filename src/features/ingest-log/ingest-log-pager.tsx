import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useT } from '../../i18n';

interface IngestLogPagerProps {
  page: number;
  total: number;
  pageSize: number;
  onPage: (page: number) => void;
}

export const pageCount = (total: number, pageSize: number) =>
  Math.max(1, Math.ceil(Math.max(0, total) / pageSize));

/** Previous / next with "Trang 2/5"; hidden when everything fits on one page. */
export function IngestLogPager({ page, total, pageSize, onPage }: IngestLogPagerProps) {
  const { t } = useT();
  const pages = pageCount(total, pageSize);
  if (pages <= 1 && page <= 1) return null;
  return (
    <nav className="gw-ingest-log__pager" aria-label={t('ingestLog.pager')}>
      <button
        type="button"
        className="gw-button gw-button--secondary"
        disabled={page <= 1}
        onClick={() => onPage(Math.min(page - 1, pages))}
      >
        <ChevronLeft size={16} aria-hidden="true" /> {t('ingestLog.previous')}
      </button>
      <span aria-current="page">{t('ingestLog.pageOf', { page, pages })}</span>
      <button
        type="button"
        className="gw-button gw-button--secondary"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t('ingestLog.next')} <ChevronRight size={16} aria-hidden="true" />
      </button>
    </nav>
  );
}
