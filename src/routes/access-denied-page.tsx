import { ShieldX } from 'lucide-react';
import { StatusPage } from '../components/status-page';
import { useT } from '../i18n';
import { HomeAndBack } from './home-and-back';

/** Spec §2: 'Không có quyền truy cập', the explanation, 'Về trang chủ' and 'Quay lại'. */
export function AccessDeniedPage() {
  const { t } = useT();
  return (
    <StatusPage
      icon={<ShieldX size={36} />}
      tone="danger"
      title={t('accessDenied.title')}
      actions={<HomeAndBack />}
    >
      <p>{t('accessDenied.text')}</p>
      <p>{t('accessDenied.contact')}</p>
    </StatusPage>
  );
}
