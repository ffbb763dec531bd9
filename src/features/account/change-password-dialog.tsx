// 'Đổi mật khẩu' (spec §2, §4, §5): current, new and confirmation fields; the current password
// is checked by signing in again with the session email, then the new one is set. Failures show
// in the red box under the fields; the form resets when the dialog closes.
import { yupResolver } from '@hookform/resolvers/yup';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useRecoilValue } from 'recoil';
import { Dialog } from '../../components/dialog';
import { FormFailure, FormZmpInput } from '../../components/form';
import { useT } from '../../i18n';
import { supabase } from '../../services/supabase';
import { notify } from '../../services/toast';
import { sessionUserState } from '../auth';
import { changePassword } from './account-actions';
import {
  changePasswordSchema,
  EMPTY_CHANGE_PASSWORD_FORM,
  type ChangePasswordFormValues,
} from './lib/change-password-form';
import './account.css';

interface ChangePasswordDialogProps {
  open: boolean;
  onClose: () => void;
  /** The parent hears about a changed password. */
  onChanged?: () => void;
}

export function ChangePasswordDialog({ open, onClose, onChanged }: ChangePasswordDialogProps) {
  const { t } = useT();
  const formId = useId();
  const user = useRecoilValue(sessionUserState);
  const { control, handleSubmit, formState, reset, setError } = useForm<ChangePasswordFormValues>({
    resolver: yupResolver(changePasswordSchema),
    mode: 'onChange',
    defaultValues: EMPTY_CHANGE_PASSWORD_FORM,
  });
  const submitting = formState.isSubmitting;

  const close = () => {
    reset(EMPTY_CHANGE_PASSWORD_FORM);
    onClose();
  };

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    const outcome = await changePassword(supabase, user?.email, currentPassword, newPassword);
    if (!outcome.ok) {
      setError('root', { message: outcome.rootError });
      return;
    }
    close();
    onChanged?.();
    notify.success(t('accountOutcome.passwordChanged'));
  });

  return (
    <Dialog
      open={open}
      title={t('account.changePassword')}
      description={t('account.changePasswordIntro')}
      onClose={close}
      dismissible={!submitting}
      footer={
        <>
          <button
            type="button"
            className="gw-button gw-button--secondary"
            onClick={close}
            disabled={submitting}
          >
            {t('account.cancel')}
          </button>
          <button
            type="submit"
            form={formId}
            className="gw-button gw-button--primary"
            disabled={submitting}
            aria-busy={submitting}
          >
            {submitting ? t('account.processing') : t('account.changePasswordSubmit')}
          </button>
        </>
      }
    >
      <form id={formId} className="gw-form gw-change-password" onSubmit={onSubmit} noValidate>
        <FormZmpInput
          control={control}
          name="currentPassword"
          label={t('account.currentPassword')}
          type="password"
          autoComplete="current-password"
          required
        />
        <FormZmpInput
          control={control}
          name="newPassword"
          label={t('account.newPassword')}
          type="password"
          autoComplete="new-password"
          required
        />
        <FormZmpInput
          control={control}
          name="confirmPassword"
          label={t('account.confirmPassword')}
          type="password"
          autoComplete="new-password"
          required
        />
        <FormFailure message={formState.errors.root?.message} />
      </form>
    </Dialog>
  );
}
