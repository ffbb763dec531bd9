import type { ReactNode } from 'react';
import defaultLogo from '../../../../assets/logo.svg';
import { useT } from '../../../i18n';
import '../auth.css';

/** The centred card every blank-layout page sits in. */
export function AuthCard({
  title,
  subtitle,
  children,
  wide = false,
}: {
  title: string;
  subtitle?: string;
  children?: ReactNode;
  /** For pages showing more than a form (the support page). */
  wide?: boolean;
}) {
  const { t } = useT();
  return (
    <section
      className={`gw-auth-card${wide ? ' gw-auth-card--wide' : ''}`}
      aria-labelledby="gw-auth-title"
    >
      <img className="gw-auth-card__logo" src={defaultLogo} alt="" width={160} height={48} />
      <h1 id="gw-auth-title" className="gw-auth-card__title">
        {title}
      </h1>
      {subtitle && <p className="gw-auth-card__subtitle">{subtitle}</p>}
      {children}
      <p className="gw-auth-card__footer">{t('app.tagline')}</p>
    </section>
  );
}
