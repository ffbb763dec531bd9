// One table section on screen: Vietnamese number formats, flagged cells, one card per row on a
// phone (each value beside its column's name, report-kit.css), and paging (the rows it holds, or the server's pages through `serverPage`).
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useT } from '../../i18n';
import { formatCell, formatNumber, isNumericFormat } from './cell-format';
import { DEFAULT_PAGE_SIZE, clampPage, pageCount, pageRange, pageSlice } from './paging';
import { cellTone, cellValue, type ReportCell, type TableSection } from './report-document';
import { usePrinting } from './use-printing';

const LONG_TEXT = 40;

export interface ServerPage {
  readonly page: number;
  readonly pageSize: number;
  readonly total: number;
  readonly onPage: (page: number) => void;
}

interface ReportTableProps {
  section: TableSection;
  pageSize?: number;
  serverPage?: ServerPage;
}

export function ReportTable({
  section,
  pageSize = DEFAULT_PAGE_SIZE,
  serverPage,
}: ReportTableProps) {
  const { t } = useT();
  const printing = usePrinting();
  const [localPage, setLocalPage] = useState(1);
  useEffect(() => setLocalPage(1), [section.rows]);
  const total = serverPage?.total ?? section.rows.length;
  const size = serverPage?.pageSize ?? pageSize;
  const page = clampPage(serverPage?.page ?? localPage, total, size);
  const rows = serverPage || printing ? section.rows : pageSlice(section.rows, page, size);
  const count = pageCount(total, size);
  const { first, last } = pageRange(page, total, size);
  const goTo = (next: number) => (serverPage ? serverPage.onPage(next) : setLocalPage(next));
  // Row links are for the screen (an episode's evidence pack); paper has no use for them.
  const links = section.rowLinks && !printing ? section.rowLinks : undefined;
  const firstRow = serverPage || printing ? 0 : (page - 1) * size;
  const columnCount = section.columns.length + (links ? 1 : 0);

  const cell = (value: ReportCell, index: number, footer = false) => {
    const column = section.columns[index];
    const tone = cellTone(value);
    const text =
      footer && cellValue(value) === null
        ? ''
        : formatCell(cellValue(value), column.format, column.decimals);
    const classes = [
      isNumericFormat(column.format) ? 'is-numeric' : '',
      // Text and times wrap where the columns need the room (a time between its date and its
      // hour), so a report fits 1280 px without sideways scrolling; long text (formulas, legal
      // sources) at a readable width. Figures never break.
      column.format === 'datetime' ? 'is-datetime' : text.length > LONG_TEXT ? 'is-long' : '',
      tone ? `is-${tone}` : '',
    ];
    return (
      <td
        key={index}
        className={classes.filter(Boolean).join(' ') || undefined}
        data-label={column.header}
      >
        {text}
      </td>
    );
  };

  return (
    <section className="gw-report-section">
      <h2 className="gw-section-title">{section.title}</h2>
      <div
        className="gw-report-table"
        role="region"
        aria-label={t('reports.kit.table', { title: section.title })}
        tabIndex={0}
      >
        <table>
          <thead>
            <tr>
              {section.columns.map((column) => (
                <th
                  key={column.header}
                  scope="col"
                  className={isNumericFormat(column.format) ? 'is-numeric' : undefined}
                >
                  {column.header}
                </th>
              ))}
              {links && <th scope="col">{section.rowLinkHeader}</th>}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={columnCount} className="gw-report-table__empty">
                  {section.emptyText}
                </td>
              </tr>
            ) : (
              rows.map((row, index) => {
                const link = links?.[firstRow + index];
                return (
                  <tr key={index}>
                    {row.map((value, column) => cell(value, column))}
                    {links && (
                      <td data-label={section.rowLinkHeader}>
                        {link && <Link to={link.to}>{link.label}</Link>}
                      </td>
                    )}
                  </tr>
                );
              })
            )}
          </tbody>
          {section.footer && (
            <tfoot>
              <tr>
                {section.footer.map((value, index) => cell(value, index, true))}
                {links && <td />}
              </tr>
            </tfoot>
          )}
        </table>
      </div>
      {count > 1 && !printing && (
        <nav className="gw-report-pager gw-no-print" aria-label={section.title}>
          <span className="gw-muted">
            {t('reports.kit.rowsOf', {
              first: formatNumber(first, 0),
              last: formatNumber(last, 0),
              total: formatNumber(total, 0),
            })}
          </span>
          <button
            type="button"
            className="gw-icon-button"
            onClick={() => goTo(page - 1)}
            disabled={page <= 1}
            aria-label={t('reports.kit.previousPage')}
          >
            <ChevronLeft size={18} aria-hidden="true" />
          </button>
          <span>{t('reports.kit.pageOf', { page, count })}</span>
          <button
            type="button"
            className="gw-icon-button"
            onClick={() => goTo(page + 1)}
            disabled={page >= count}
            aria-label={t('reports.kit.nextPage')}
          >
            <ChevronRight size={18} aria-hidden="true" />
          </button>
        </nav>
      )}
    </section>
  );
}
