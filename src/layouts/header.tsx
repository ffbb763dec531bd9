import { Menu } from 'lucide-react';
import { Link } from 'react-router-dom';
import { BrandMark } from '../components/brand-mark';
import { NotificationBell } from '../features/notifications';
import { useT } from '../i18n';
import { publicConfig } from '../services/config';
import { AccountMenu } from './account-menu';

interface HeaderProps {
  onMenu: () => void;
  menuOpen: boolean;
  signInPath: string;
}

export function Header({ onMenu, menuOpen, signInPath }: HeaderProps) {
  const { t } = useT();
  return (
    <header className="gw-header">
      <button
        type="button"
        className="gw-icon-button gw-header__menu"
        onClick={onMenu}
        aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
        aria-controls="gw-sidebar"
        aria-expanded={menuOpen}
      >
        <Menu size={22} />
      </button>
      {/* The name starts with the visible product name, as speech input users say what they see. */}
      <Link
        to="/"
        className="gw-header__brand"
        aria-label={`${publicConfig.productName} – ${t('nav.home')}`}
      >
        <BrandMark size={32} />
        <span>{publicConfig.productName}</span>
      </Link>
      <div className="gw-header__spacer" />
      <NotificationBell />
      <AccountMenu signInPath={signInPath} />
    </header>
  );
}
