import type { ReactNode } from 'react';
import defaultLogo from '../../assets/logo.svg';
import { useT } from '../i18n';

/** Pages anyone may open: a slim brand bar over the content. */
export function PublicLayout({ children }: { children: ReactNode }) {
  const { t } = useT();
  return (
    <div className="gw-public">
      <header className="gw-public__bar">
        <img src={defaultLogo} alt="" height={36} />
        <span className="gw-muted">{t('app.tagline')}</span>
      </header>
      <main className="gw-main" id="gw-main">
        {children}
      </main>
    </div>
  );
}
