// /under-development: the honest page for a feature that is announced but not built yet.
import { Construction } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useT } from '../i18n';
import { StatusPage } from './status-page';

export function UnderDevelopment() {
  const { t } = useT();
  return (
    <StatusPage icon={<Construction size={36} />} title={t('underDevelopment.title')}>
      <p className="gw-badge gw-badge--warning">{t('underDevelopment.title')}</p>
      <p>{t('underDevelopment.text')}</p>
      <p>{t('underDevelopment.hint')}</p>
      <Link to="/" className="gw-button gw-button--primary">
        {t('underDevelopment.home')}
      </Link>
    </StatusPage>
  );
}
