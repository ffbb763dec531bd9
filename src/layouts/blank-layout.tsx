import type { ReactNode } from 'react';
import defaultLogo from '../../assets/logo.svg';
import { useT } from '../i18n';

// Sign-in and related pages: a calm full-screen background, and the centred card each page sits
// in. The card is part of the layout, in the entry chunk that every page loads, and not a chunk
// that the sign-in pages share: Rollup merged that small chunk into the verify page's, so /login
// downloaded the e-mail link pages as well (bench:bundle).

/** The layout of the sign-in and related pages. */
export function BlankLayout({ children }: { children: ReactNode }) {
  return (
    <main className="gw-blank" id="gw-main">
      {children}
    </main>
  );
}

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
