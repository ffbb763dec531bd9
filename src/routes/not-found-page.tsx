import { CircleHelp } from 'lucide-react';
import { StatusPage } from '../components/status-page';
import { useT } from '../i18n';
import { HomeAndBack } from './home-and-back';
import { usePageTitle } from './page-title';

/** Any address no route matches: what happened, and the way home or back. */
export function NotFoundPage() {
  const { t } = useT();
  usePageTitle(t('pages.notFound'));
  return (
    <StatusPage
      icon={<CircleHelp size={36} />}
      title={t('pages.notFound')}
      actions={<HomeAndBack />}
    >
      <p>{t('notFound.text')}</p>
    </StatusPage>
  );
}
