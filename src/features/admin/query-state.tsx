// The loading and error states every admin list shares: a status line while loading, an alert
// with a retry button when the read failed.
import { RefreshCw } from 'lucide-react';
import { Skeleton } from '../../components/skeleton';

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
