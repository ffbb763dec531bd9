// A centred message page: icon, title, text and actions. Used by the access-denied,
// under-development and not-found pages.
import type { ReactNode } from 'react';

interface StatusPageProps {
  icon: ReactNode;
  tone?: 'neutral' | 'warning' | 'danger';
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
}

export function StatusPage({ icon, tone = 'neutral', title, children, actions }: StatusPageProps) {
  return (
    <section className="gw-status-page" aria-labelledby="gw-status-title">
      <div className={`gw-status-page__icon gw-status-page__icon--${tone}`} aria-hidden="true">
        {icon}
      </div>
      <h1 id="gw-status-title" className="gw-status-page__title">
        {title}
      </h1>
      {children && <div className="gw-status-page__text">{children}</div>}
      {actions && <div className="gw-status-page__actions">{actions}</div>}
    </section>
  );
}
