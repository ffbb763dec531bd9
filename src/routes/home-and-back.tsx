import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useT } from '../i18n';

/**
 * The way out of a status page: 'Về trang chủ' and 'Quay lại'. Opened straight at this address
 * (a link in a message, a bookmark), there is no page of the app to go back to: 'Quay lại' then
 * goes home instead of leaving the app. React Router keys the entry it started on 'default'.
 */
export function HomeAndBack() {
  const { t } = useT();
  const navigate = useNavigate();
  const openedHere = useLocation().key === 'default';
  return (
    <>
      <Link to="/" className="gw-button gw-button--primary">
        {t('accessDenied.home')}
      </Link>
      <button
        type="button"
        className="gw-button gw-button--secondary"
        onClick={() => (openedHere ? navigate('/', { replace: true }) : navigate(-1))}
      >
        {t('accessDenied.back')}
      </button>
    </>
  );
}
