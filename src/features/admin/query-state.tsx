// The loading and error states every admin list shares: a status line while loading, an alert
// with a retry button when the read failed.
import { RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Skeleton } from '../../components/skeleton';
import { useT } from '../../i18n';

export function LoadingState({ label }: { label: string }) {
  return (
    <div className="gw-admin__state" role="status" aria-live="polite">
      <span className="gw-admin__sr">{label}</span>
      <Skeleton width="60%" height={16} />
      <Skeleton width="40%" />
    </div>
  );
}

interface ErrorStateProps {
  message: string;
  retryLabel: string;
  onRetry: () => void;
}

export function ErrorState({ message, retryLabel, onRetry }: ErrorStateProps) {
  return (
    <div className="gw-admin__state" role="alert">
      <p>{message}</p>
      <button type="button" className="gw-button gw-button--secondary" onClick={onRetry}>
        <RefreshCw size={16} aria-hidden="true" /> {retryLabel}
      </button>
    </div>
  );
}

interface LoadedProps<T> {
  query: { data: T | undefined; isError: boolean; refetch: () => unknown };
  children: (data: T) => ReactNode;
}

/** A query's data through `children`, or the console's loading or error state. */
export function Loaded<T>({ query, children }: LoadedProps<T>) {
  const { t } = useT();
  if (query.isError) {
    return (
      <ErrorState
        message={t('adminConsole.common.loadError')}
        retryLabel={t('adminConsole.common.retry')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (query.data === undefined) return <LoadingState label={t('adminConsole.common.loading')} />;
  return <>{children(query.data)}</>;
}
