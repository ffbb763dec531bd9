import { Link, useLocation } from 'react-router-dom';
import { useT } from '../i18n';
import { buildBreadcrumbs, isBreadcrumbVisible } from '../routes/breadcrumbs';

export function Breadcrumbs() {
  const { t } = useT();
  const { pathname } = useLocation();
  const entries = buildBreadcrumbs(pathname);
  if (!isBreadcrumbVisible(entries)) return null;
  return (
    <nav className="gw-breadcrumbs" aria-label={t('nav.breadcrumb')}>
      <ol>
        {entries.map((entry, index) => {
          const label = entry.labelKey ? t(`nav.${entry.labelKey}`) : entry.raw;
          return (
            <li key={index}>
              {entry.to ? (
                <Link to={entry.to}>{label}</Link>
              ) : (
                <span aria-current="page">{label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
