// What the users screen does to an account: each call to /api/admin/users, a toast with the
// outcome in Vietnamese, and the list read again afterwards, done or refused.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { e164Digits } from '../../../../shared/phone';
import { useT } from '../../../i18n';
import { notify } from '../../../services/toast';
import type { AccessChange, AccessFormValues, InviteFormValues } from './user-form';
import {
  changeUser,
  consoleErrorMessage,
  deleteUser,
  inviteUser,
  runUserAction,
  type ConsoleUser,
  type UserAction,
} from './users-api';

const DONE_KEY = {
  disable: 'disabled',
  enable: 'enabled',
  'resend-invite': 'resent',
  'reset-password': 'reset',
  delete: 'deleted',
} as const;

export function useUserActions() {
  const { t } = useT();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['admin', 'users'] });

  const act = useMutation({
    mutationFn: ({ user, action }: { user: ConsoleUser; action: UserAction | 'delete' }) =>
      action === 'delete' ? deleteUser(user.id) : runUserAction(user.id, action),
    onSuccess: (_, { user, action }) =>
      notify.success(t(`adminUsers.users.done.${DONE_KEY[action]}`, { email: user.email ?? '' })),
    onError: (error) =>
      notify.error(t('adminUsers.users.failed', { reason: consoleErrorMessage(error) })),
    onSettled: refresh,
  });

  /** Invites; a refusal is thrown for the form to show. */
  const invite = async (values: InviteFormValues) => {
    await inviteUser(values);
    notify.success(t('adminUsers.users.done.invited', { email: values.email.trim() }));
    await refresh();
  };

  /** Saves the access fields that changed; a refusal is thrown for the form to show. */
  const saveAccess = async (user: ConsoleUser, values: AccessFormValues) => {
    const changed = changedAccess(user, values);
    if (Object.keys(changed).length > 0) await changeUser(user.id, changed);
    notify.success(t('adminUsers.users.done.saved', { email: user.email ?? '' }));
    await refresh();
  };

  const setAlerts = (user: ConsoleUser, on: boolean) =>
    changeUser(user.id, { notification_email_enable: on })
      .then(
        () => notify.success(t('adminUsers.users.done.saved', { email: user.email ?? '' })),
        (error: unknown) =>
          notify.error(t('adminUsers.users.failed', { reason: consoleErrorMessage(error) })),
      )
      .finally(refresh);

  return {
    run: (user: ConsoleUser, action: UserAction | 'delete') => act.mutateAsync({ user, action }),
    busy: act.isPending,
    invite,
    saveAccess,
    setAlerts,
  };
}

/** Only what the form changed, so a save never rewrites what it did not touch. */
export function changedAccess(user: ConsoleUser, values: AccessFormValues): AccessChange {
  const changed: AccessChange = {};
  if (values.role !== user.role) changed.role = values.role;
  if (values.customer_id !== user.customer_id) changed.customer_id = values.customer_id;
  const sameRoutes =
    values.can_access.length === user.can_access.length &&
    values.can_access.every((key) => user.can_access.includes(key));
  if (!sameRoutes) changed.can_access = values.can_access;
  const phone = values.verified_phone.trim() ? (e164Digits(values.verified_phone) ?? null) : null;
  if (phone !== user.verified_phone) changed.verified_phone = phone;
  if (values.notification_email_enable !== user.notification_email_enable) {
    changed.notification_email_enable = values.notification_email_enable;
  }
  return changed;
}
