// Account menu (spec §2): company, display name and role badge (skeletons while loading), the
// three actions (the profile dialog, the change-password dialog, logout after confirmation);
// plus the language and theme choices of the shell.
import { ChevronDown, CircleUser, KeyRound, LogOut } from 'lucide-react';
import { Suspense, useState } from 'react';
import { ConfirmDialog } from '../components/confirm-dialog';
import { Skeleton } from '../components/skeleton';
import { usePopover } from '../components/use-popover';
import {
  LazyChangePasswordDialog,
  LazyProfileDialog,
  useAccountSummary,
} from '../features/account';
import { useSignOut } from '../features/auth';
import { useUiPreferences } from '../features/preferences';
import { currentDisplayLanguage, setDisplayLanguage, useT } from '../i18n';
import type { ThemePreference } from '../lib/ui-preferences';

const THEMES: Array<{
  value: ThemePreference;
  labelKey: 'themeLight' | 'themeDark' | 'themeSystem';
}> = [
  { value: 'light', labelKey: 'themeLight' },
  { value: 'dark', labelKey: 'themeDark' },
  { value: 'system', labelKey: 'themeSystem' },
];

export function AccountMenu({ signInPath }: { signInPath: string }) {
  const { t } = useT();
  const { loading, profile, companyName, role } = useAccountSummary();
  const { signOut, signingOut } = useSignOut(signInPath);
  const [preferences, setPreference] = useUiPreferences();
  const { open, setOpen, root, button, onKeyDown } = usePopover();
  const [dialog, setDialog] = useState<'profile' | 'password' | 'logout' | null>(null);
  // A dialog's code is fetched when it is first opened; it then stays mounted (closing animation).
  const [opened, setOpened] = useState({ profile: false, password: false });

  const missing = t('account.notUpdated');
  const name = profile?.displayName ?? missing;
  const show = (next: 'profile' | 'password' | 'logout') => {
    setOpen(false);
    setDialog(next);
    if (next !== 'logout') setOpened((current) => ({ ...current, [next]: true }));
  };
  const closeDialog = () => setDialog(null);

  return (
    <div className="gw-account" ref={root} onKeyDown={onKeyDown}>
      <button
        ref={button}
        type="button"
        className="gw-account__button"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls="gw-account-panel"
        aria-label={t('account.menu')}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="gw-avatar" aria-hidden="true">
          {name.charAt(0).toUpperCase()}
        </span>
        <span className="gw-account__summary">
          {loading ? (
            <>
              <Skeleton width={110} height={12} />
              <Skeleton width={80} height={10} />
            </>
          ) : (
            <>
              <span className="gw-account__name">{name}</span>
              <span className="gw-account__company">{companyName ?? missing}</span>
            </>
          )}
        </span>
        <ChevronDown size={18} aria-hidden />
      </button>
      {open && (
        <div className="gw-account__panel" id="gw-account-panel">
          <div className="gw-account__identity">
            {loading ? (
              <>
                <Skeleton width={160} height={14} />
                <Skeleton width={120} height={12} />
                <Skeleton width={60} height={18} />
              </>
            ) : (
              <>
                <p className="gw-account__company-full">{companyName ?? missing}</p>
                <p className="gw-account__name-full">{name}</p>
                <span className="gw-badge gw-badge--role">{role}</span>
              </>
            )}
          </div>
          <div className="gw-account__actions">
            <button type="button" className="gw-menu-item" onClick={() => show('profile')}>
              <CircleUser size={20} aria-hidden />
              {t('account.info')}
            </button>
            <button type="button" className="gw-menu-item" onClick={() => show('password')}>
              <KeyRound size={20} aria-hidden />
              {t('account.changePassword')}
            </button>
            <button
              type="button"
              className="gw-menu-item gw-menu-item--danger"
              onClick={() => show('logout')}
            >
              <LogOut size={20} aria-hidden />
              {t('account.logout')}
            </button>
          </div>
          <div className="gw-account__settings">
            <label>
              <span>{t('account.language')}</span>
              <select
                value={currentDisplayLanguage()}
                onChange={(event) => {
                  const language = event.target.value === 'en' ? 'en' : 'vi';
                  setDisplayLanguage(language);
                  setPreference('locale', language);
                }}
              >
                <option value="vi">{t('language.vi')}</option>
                <option value="en">{t('language.en')}</option>
              </select>
            </label>
            <label>
              <span>{t('account.theme')}</span>
              <select
                value={preferences.theme}
                onChange={(event) => setPreference('theme', event.target.value as ThemePreference)}
              >
                {THEMES.map((theme) => (
                  <option key={theme.value} value={theme.value}>
                    {t(`account.${theme.labelKey}`)}
                  </option>
                ))}
              </select>
            </label>
          </div>
        </div>
      )}
      {opened.profile && (
        <Suspense fallback={null}>
          <LazyProfileDialog open={dialog === 'profile'} onClose={closeDialog} />
        </Suspense>
      )}
      {opened.password && (
        <Suspense fallback={null}>
          <LazyChangePasswordDialog open={dialog === 'password'} onClose={closeDialog} />
        </Suspense>
      )}
      <ConfirmDialog
        open={dialog === 'logout'}
        title={t('account.logoutTitle')}
        description={t('account.logoutText')}
        confirmText={t('account.logoutConfirm')}
        variant="danger"
        loading={signingOut}
        onCancel={closeDialog}
        onConfirm={() => {
          void signOut().finally(closeDialog);
        }}
      />
    </div>
  );
}
