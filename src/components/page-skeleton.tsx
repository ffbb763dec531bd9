import { useT } from '../i18n';
import { Skeleton } from './skeleton';

/** Stands in for a page whose code is still loading, inside the shell that is already shown. */
export function PageSkeleton() {
  const { t } = useT();
  return (
    <div
      className="gw-page-skeleton"
      role="status"
      aria-live="polite"
      aria-label={t('loading.title')}
    >
      <Skeleton width="45%" height={24} />
      <div className="gw-card gw-page-skeleton__card">
        <Skeleton width="30%" height={16} />
        <Skeleton height={72} />
      </div>
    </div>
  );
}
