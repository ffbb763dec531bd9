// /profile (the mobile 'Tài khoản' tab): the same editor as the account dialog, on a page,
// and the Zalo account link.
import { useRecoilValue } from 'recoil';
import { LoadingScreen } from '../../components/loading-screen';
import { useT } from '../../i18n';
import { sessionUserState } from '../auth';
import { ZaloLinkSection } from '../zalo';
import { AlertChannelPreferences } from './alert-channel-preferences';
import { ProfileEditor } from './profile-editor';

export function ProfilePage() {
  const { t } = useT();
  const user = useRecoilValue(sessionUserState);
  if (!user) return <LoadingScreen />;
  return (
    <section className="gw-card gw-profile" aria-labelledby="gw-profile-title">
      <h1 id="gw-profile-title" className="gw-page-title gw-profile__title">
        {t('account.info')}
      </h1>
      <p className="gw-muted gw-profile__intro">{t('account.pageIntro')}</p>
      <ProfileEditor user={user} />
      <AlertChannelPreferences user={user} />
      <ZaloLinkSection />
    </section>
  );
}
