// The frame of every report screen: title, export (Excel, PDF) and print buttons, the filter,
// then loading, error, empty or the report itself.
import { Printer, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Skeleton } from '../../components/skeleton';
import { useT } from '../../i18n';
import { apiErrorMessage } from '../../services/api-client';
import { ExportButtons } from './export-buttons';
import type { ReportDocument } from './report-document';
import type { ExportFormat } from './report-export';
import './report-kit.css';

export type ReportState =
  | { status: 'loading' }
  /** Without `retry` when the data retries by itself (the shared monitoring data). */
  | { status: 'error'; error: unknown; message?: string; retry?: () => void }
  | { status: 'empty'; message: string }
  | { status: 'ready' };

interface ReportFrameProps {
  title: string;
  filter: ReactNode;
  state: ReportState;
  /** The document to export; absent while there is nothing to export. */
  exportDocument?: () => Promise<ReportDocument>;
  /** A screen with its own file layout (a declaration form) exports through this instead. */
  exportFile?: (format: ExportFormat) => Promise<void>;
  /** Further actions beside the exports (a link to a related screen). */
  actions?: ReactNode;
  children?: ReactNode;
}

export function ReportFrame(props: ReportFrameProps) {
  const { title, filter, state, exportDocument, exportFile, actions, children } = props;
  const { t } = useT();
  return (
    <article className="gw-report" aria-labelledby="gw-report-title">
      <header className="gw-report__head">
        <h1 id="gw-report-title" className="gw-page-title">
          {title}
        </h1>
        <div className="gw-report__actions gw-no-print">
          {actions}
          <ExportButtons
            exportDocument={exportDocument}
            exportFile={exportFile}
            disabled={state.status !== 'ready'}
          />
          <button
            type="button"
            className="gw-button gw-button--secondary"
            onClick={() => window.print()}
            disabled={state.status !== 'ready'}
          >
            <Printer size={16} aria-hidden="true" />
            {t('reports.kit.print')}
          </button>
        </div>
      </header>
      {filter}
      {state.status === 'loading' && (
        <div className="gw-card gw-report-loading" role="status" aria-live="polite">
          <span className="gw-report-sr">{t('reports.kit.loading')}</span>
          <Skeleton width="40%" height={16} />
          <Skeleton height={12} />
          <Skeleton height={12} />
          <Skeleton width="70%" height={12} />
        </div>
      )}
      {state.status === 'error' && (
        <div className="gw-card gw-report-state" role="alert">
          <p className="gw-report-state__title">{t('reports.kit.loadFailed')}</p>
          <p className="gw-muted">
            {state.message ?? apiErrorMessage(state.error, t('form.fallbackError'))}
          </p>
          {state.retry && (
            <button type="button" className="gw-button gw-button--secondary" onClick={state.retry}>
              <RefreshCw size={16} aria-hidden="true" />
              {t('reports.kit.retry')}
            </button>
          )}
        </div>
      )}
      {state.status === 'empty' && (
        <div className="gw-card gw-report-state">
          <p className="gw-report-state__title">{state.message}</p>
          <p className="gw-muted">{t('reports.kit.emptyHint')}</p>
        </div>
      )}
      {state.status === 'ready' && <div className="gw-card gw-report-content">{children}</div>}
    </article>
  );
}
