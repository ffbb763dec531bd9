// /zalo-welcome (spec §2): what the mini app shows an anonymous visitor when remote config
// enables the welcome page: the product in three lines and 'Đăng nhập với Zalo' (when
// enable_zalo_login), with sign-in by email always at hand. Both flags apply live. A Zalo
// account linked to nobody is offered the phone-number match, behind an explicit consent.
import { Activity, BellRing, FileChartColumn, MessageCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { useRecoilValue } from 'recoil';
import logo from '../../../assets/logo.svg';
import { useT } from '../../i18n';
import { publicConfig } from '../../services/config';
import { remoteConfigState } from '../remote-config';
import { useZaloSignIn } from './use-zalo-sign-in';
import './zalo.css';

const FEATURES = [
  { key: 'live', Icon: Activity },
  { key: 'alerts', Icon: BellRing },
  { key: 'reports', Icon: FileChartColumn },
] as const;

export function ZaloWelcomePage() {
  const { t } = useT();
  const location = useLocation();
  const config = useRecoilValue(remoteConfigState);
  const { start, sharePhone, phoneOffered, zaloUser, working, failure } = useZaloSignIn();
  const [consent, setConsent] = useState(false);
  const consentId = useId();
  const product = publicConfig.productName;

  if (!config.enable_welcome_page) return <Navigate to="/login" replace state={location.state} />;

  return (
    <section className="gw-zalo-card" aria-labelledby="gw-zalo-welcome-title">
      <img className="gw-zalo-card__logo" src={logo} alt="" width={160} height={48} />
      <h1 id="gw-zalo-welcome-title" className="gw-zalo-card__title">
        {t('zalo.welcome.title', { product })}
      </h1>
      <p className="gw-zalo-card__lead">{t('zalo.welcome.lead')}</p>
      <ul className="gw-zalo-features">
        {FEATURES.map(({ key, Icon }) => (
          <li key={key} className="gw-zalo-features__item">
            <span className="gw-zalo-features__icon" aria-hidden="true">
              <Icon size={20} />
            </span>
            <span>
              <strong>{t(`zalo.welcome.features.${key}.title`)}</strong>
              <span className="gw-zalo-features__text">
                {t(`zalo.welcome.features.${key}.text`)}
              </span>
            </span>
          </li>
        ))}
      </ul>
      {failure && (
        <p className="gw-form__error" role="alert">
          {t(`zalo.errors.${failure}`)}
        </p>
      )}
      {config.enable_zalo_login && phoneOffered && (
        <section className="gw-zalo-phone" aria-labelledby={`${consentId}-title`}>
          <h2 id={`${consentId}-title`} className="gw-zalo-phone__title">
            {t('zalo.phone.title')}
          </h2>
          {zaloUser?.name && (
            <p className="gw-zalo-phone__who">
              {zaloUser.avatar && (
                <img
                  src={zaloUser.avatar}
                  alt=""
                  width={32}
                  height={32}
                  referrerPolicy="no-referrer"
                />
              )}
              <span>{t('zalo.phone.account', { name: zaloUser.name })}</span>
            </p>
          )}
          <p className="gw-zalo-phone__lead">{t('zalo.phone.lead', { product })}</p>
          <label className="gw-zalo-phone__consent" htmlFor={consentId}>
            <input
              id={consentId}
              type="checkbox"
              checked={consent}
              onChange={(event) => setConsent(event.target.checked)}
            />
            <span>{t('zalo.phone.consent', { product })}</span>
          </label>
          <button
            type="button"
            className="gw-button gw-button--block gw-button--primary"
            onClick={() => void sharePhone()}
            disabled={!consent || working}
            aria-busy={working}
          >
            {working ? t('zalo.phone.sharing') : t('zalo.phone.share')}
          </button>
        </section>
      )}
      <div className="gw-zalo-card__actions">
        {config.enable_zalo_login && !phoneOffered && (
          <button
            type="button"
            className="gw-button gw-button--block gw-zalo-button"
            onClick={() => void start()}
            disabled={working}
            aria-busy={working}
          >
            <MessageCircle size={18} aria-hidden="true" />
            {working ? t('zalo.welcome.signingIn') : t('zalo.welcome.signInWithZalo')}
          </button>
        )}
        <Link
          to="/login"
          className={`gw-button gw-button--block ${
            config.enable_zalo_login ? 'gw-button--secondary' : 'gw-button--primary'
          }`}
        >
          {t('zalo.welcome.signInWithEmail')}
        </Link>
      </div>
      {config.enable_zalo_login && (
        <p className="gw-zalo-card__notice">{t('zalo.welcome.linkNotice', { product })}</p>
      )}
    </section>
  );
}
