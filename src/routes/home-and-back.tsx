import { Link, useNavigate } from 'react-router-dom';
import { useT } from '../i18n';

/** The way out of a status page: 'Về trang chủ' and 'Quay lại'. */
export function HomeAndBack() {
  const { t } = useT();
  const navigate = useNavigate();
  return (
    <>
      <Link to="/" className="gw-button gw-button--primary">
        {t('accessDenied.home')}
      </Link>
      <button type="button" className="gw-button gw-button--secondary" onClick={() => navigate(-1)}>
        {t('accessDenied.back')}
      </button>
    </>
  );
}
