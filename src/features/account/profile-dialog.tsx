// 'Thông tin tài khoản' (spec §2): the profile editor in a dialog; it closes after a save.
import { useRecoilValue } from 'recoil';
import { Dialog } from '../../components/dialog';
import { useT } from '../../i18n';
import { sessionUserState } from '../auth';
import { ProfileEditor } from './profile-editor';

export function ProfileDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useT();
  const user = useRecoilValue(sessionUserState);
  return (
    <Dialog open={open && user !== null} title={t('account.info')} onClose={onClose} size="medium">
      {user && <ProfileEditor user={user} onSaved={onClose} onCancel={onClose} />}
    </Dialog>
  );
}
