// What the account menu holds (spec §2), in the desktop drop-down and in the phone's sheet alike:
// company, display name and role badge (skeletons while loading), the three actions, and the
// language and theme choices of the shell.
import { CircleUser, KeyRound, LogOut } from 'lucide-react';
import { Skeleton } from '../components/skeleton';
import { useUiPreferences } from '../features/preferences';
import { currentDisplayLanguage, setDisplayLanguage, useT } from '../i18n';
import type { ThemePreference } from '../lib/ui-preferences';
import { notify } from '../services/toast';

export type AccountAction = 'profile' | 'password' | 'logout';

const THEMES: Array<{
  value: ThemePreference;
  labelKey: 'themeLight' | 'themeDark' | 'themeSystem';
}> = [
  { value: 'light', labelKey: 'themeLight' },
  { value: 'dark', labelKey: 'themeDark' },
  { value: 'system', labelKey: 'themeSystem' },
];

interface AccountPanelProps {
  loading: boolean;
  name: string;
  companyName: string;
  role: string;
  onAction: (action: AccountAction) => void;
}

export function AccountPanel({ loading, name, companyName, role, onAction }: AccountPanelProps) {
  const { t } = useT();
  const [preferences, setPreference] = useUiPreferences();
  return (
    <>
      <div className="gw-account__identity">
        {loading ? (
          <>
            <Skeleton width={160} height={14} />
            <Skeleton width={120} height={12} />
            <Skeleton width={60} height={18} />
          </>
        ) : (
          <>
            <p className="gw-account__company-full">{companyName}</p>
            <p className="gw-account__name-full">{name}</p>
            <span className="gw-badge gw-badge--role">{role}</span>
          </>
        )}
      </div>
      <div className="gw-account__actions">
        <button type="button" className="gw-menu-item" onClick={() => onAction('profile')}>
          <CircleUser size={20} aria-hidden />
          {t('account.info')}
        </button>
        <button type="button" className="gw-menu-item" onClick={() => onAction('password')}>
          <KeyRound size={20} aria-hidden />
          {t('account.changePassword')}
        </button>
        <button
          type="button"
          className="gw-menu-item gw-menu-item--danger"
          onClick={() => onAction('logout')}
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
              setDisplayLanguage(language).then(
                () => setPreference('locale', language),
                () => notify.error(t('account.languageUnavailable')),
              );
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
    </>
  );
}
