import { useT } from '../i18n';

/** Full-screen spinner with 'Đang tải...' and 'Vui lòng chờ trong giây lát' (spec §2). */
export function LoadingScreen() {
  const { t } = useT();
  return (
    <div className="gw-fullscreen" role="status" aria-live="polite">
      <span className="gw-spinner gw-spinner--large" aria-hidden="true" />
      <p className="gw-fullscreen__title">{t('loading.title')}</p>
      <p className="gw-fullscreen__text">{t('loading.text')}</p>
    </div>
  );
}
