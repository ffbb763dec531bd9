// /profile: the signed-in user's basic information, read-only. Editing arrives with the
// profile dialog of the account issue.
import { Skeleton } from '../../components/skeleton';
import { useT } from '../../i18n';
import { roleLabel, useAccountSummary } from './account-summary';

export function ProfilePage() {
  const { t } = useT();
  const { loading, profile, companyName, roleLabels } = useAccountSummary();
  const missing = t('account.notUpdated');
  const rows: Array<[string, string | null]> = profile
    ? [
        [t('account.fullName'), profile.displayName],
        [t('account.email'), profile.email],
        [t('account.phone'), profile.phone],
        [t('account.company'), companyName],
        [t('account.role'), roleLabel(profile.role, roleLabels, t('account.roleFallback'))],
        [t('account.alertEmails'), profile.alertEmails ? t('account.on') : t('account.off')],
      ]
    : [];
  const initials = (profile?.displayName ?? '?').trim().charAt(0).toUpperCase();

  return (
    <section className="gw-card gw-profile" aria-labelledby="gw-profile-title">
      <header className="gw-profile__head">
        <span className="gw-avatar gw-avatar--large" aria-hidden="true">
          {initials}
        </span>
        <div>
          <h1 id="gw-profile-title" className="gw-page-title">
            {t('account.info')}
          </h1>
          <p className="gw-muted">{t('account.readOnlyNote')}</p>
        </div>
      </header>
      <dl className="gw-definition-list">
        {loading && !profile
          ? [0, 1, 2, 3].map((index) => (
              <div key={index}>
                <dt>
                  <Skeleton width={120} />
                </dt>
                <dd>
                  <Skeleton width={200} />
                </dd>
              </div>
            ))
          : rows.map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value ?? missing}</dd>
              </div>
            ))}
      </dl>
    </section>
  );
}
