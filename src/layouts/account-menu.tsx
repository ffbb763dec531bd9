// Account menu (spec §2): the header button with the user's name and company opens the account
// panel, a drop-down from 1024 px up and a zmp-ui bottom sheet below (the mini app's idiom on a
// phone). Its actions open the profile dialog, the change-password dialog, or the logout
// confirmation.
import { ChevronDown } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Skeleton } from '../components/skeleton';
import { useMediaQuery } from '../components/use-media-query';
import { usePopover } from '../components/use-popover';
import {
  LazyChangePasswordDialog,
  LazyProfileDialog,
  useAccountSummary,
} from '../features/account';
import { useSignOut } from '../features/auth';
import { useT } from '../i18n';
import { AccountPanel, type AccountAction } from './account-panel';
import { DESKTOP_MEDIA_QUERY } from './desktop-width';

// Loaded when first used, like the profile and password dialogs: the sheet's drag and spring
// code and the modal's transitions stay out of the shell every screen downloads first.
const loadSheet = () => import('../components/sheet-dialog');
const SheetDialog = lazy(() => loadSheet().then((module) => ({ default: module.SheetDialog })));
const ConfirmDialog = lazy(() =>
  import('../components/confirm-dialog').then((module) => ({ default: module.ConfirmDialog })),
);

export function AccountMenu({ signInPath }: { signInPath: string }) {
  const { t } = useT();
  const { loading, profile, companyName, role } = useAccountSummary();
  const { signOut, signingOut } = useSignOut(signInPath);
  // Narrower than the desktop shell, a sheet. Where matchMedia is missing the drop-down is
  // kept, as before the sheet existed.
  const sheet = !useMediaQuery(DESKTOP_MEDIA_QUERY, true);
  const { open, setOpen, root, button, onKeyDown } = usePopover({ closeOnOutside: !sheet });
  const [dialog, setDialog] = useState<AccountAction | null>(null);
  // A sheet or dialog is mounted when first opened and then stays (closing animation).
  const [opened, setOpened] = useState({
    sheet: false,
    profile: false,
    password: false,
    logout: false,
  });

  const missing = t('display.notUpdated');
  const name = profile?.displayName ?? missing;
  const toggle = () => {
    if (sheet) setOpened((current) => ({ ...current, sheet: true }));
    setOpen((value) => !value);
  };
  const show = (next: AccountAction) => {
    setOpen(false);
    // The menu's item goes away with the menu: the dialog will give the focus back to the
    // account button instead.
    button.current?.focus();
    setDialog(next);
    setOpened((current) => ({ ...current, [next]: true }));
  };
  const closeDialog = () => setDialog(null);
  const panel = (
    <AccountPanel
      loading={loading}
      name={name}
      companyName={companyName ?? missing}
      role={role}
      onAction={show}
    />
  );

  return (
    <div className="gw-account" ref={root} onKeyDown={sheet ? undefined : onKeyDown}>
      <button
        ref={button}
        type="button"
        className="gw-account__button"
        aria-haspopup={sheet ? 'dialog' : 'true'}
        aria-expanded={open}
        aria-controls="gw-account-panel"
        // Starts with the name and company the button shows on a desktop (label in name).
        aria-label={
          loading ? t('account.menu') : `${name} ${companyName ?? missing} – ${t('account.menu')}`
        }
        onClick={toggle}
        // A finger on the button starts fetching the sheet before the click lands.
        onPointerDown={sheet ? () => void loadSheet() : undefined}
      >
        {/* The initial is drawn by CSS: a letter of text here would be read as part of what the
            button shows, which its name must contain (label in name). */}
        <span
          className="gw-avatar gw-avatar--initial"
          data-initial={name.charAt(0).toUpperCase()}
          aria-hidden="true"
        />
        <span className="gw-account__summary">
          {loading ? (
            <>
              <Skeleton width={110} height={12} />
              <Skeleton width={80} height={10} />
            </>
          ) : (
            <>
              <span className="gw-account__name">{name}</span>{' '}
              <span className="gw-account__company">{companyName ?? missing}</span>
            </>
          )}
        </span>
        <ChevronDown size={18} aria-hidden />
      </button>
      {!sheet && open && (
        <div className="gw-account__panel" id="gw-account-panel">
          {panel}
        </div>
      )}
      {sheet && opened.sheet && (
        <Suspense fallback={null}>
          <SheetDialog open={open} onClose={() => setOpen(false)} label={t('account.menu')}>
            <div className="gw-account__sheet" id="gw-account-panel">
              {panel}
            </div>
          </SheetDialog>
        </Suspense>
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
      {opened.logout && (
        <Suspense fallback={null}>
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
        </Suspense>
      )}
    </div>
  );
}
