import { ShieldX } from 'lucide-react';
import { Link, useNavigate } from 'react-router-dom';
import { StatusPage } from '../components/status-page';
import { useT } from '../i18n';

/** Spec §2: 'Không có quyền truy cập', the explanation, 'Về trang chủ' and 'Quay lại'. */
export function AccessDeniedPage() {
  const { t } = useT();
  const navigate = useNavigate();
  return (
    <StatusPage
      icon={<ShieldX size={36} />}
      tone="danger"
      title={t('accessDenied.title')}
      actions={
        <>
          <Link to="/" className="gw-button gw-button--primary">
            {t('accessDenied.home')}
          </Link>
          <button
            type="button"
            className="gw-button gw-button--secondary"
            onClick={() => navigate(-1)}
          >
            {t('accessDenied.back')}
          </button>
        </>
      }
    >
      <p>{t('accessDenied.text')}</p>
      <p>{t('accessDenied.contact')}</p>
    </StatusPage>
  );
}
