// The invite and change-access dialogs of /users: react-hook-form + yup (user-form.ts), the
// server's refusal shown in the form, fields kept while it is open, reset when it closes.
import { yupResolver } from '@hookform/resolvers/yup';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Dialog } from '../../../components/dialog';
import { FormFailure, FormSwitch, FormTextInput } from '../../../components/form';
import { useT } from '../../../i18n';
import { AccessFields } from './access-fields';
import {
  accessSchema,
  inviteSchema,
  type AccessFormValues,
  type InviteFormValues,
} from './user-form';
import { consoleErrorMessage, type ConsoleUser } from './users-api';

interface DialogActionsProps {
  busy: boolean;
  onCancel: () => void;
  label: string;
  busyLabel: string;
}

function DialogActions({ busy, onCancel, label, busyLabel }: DialogActionsProps) {
  const { t } = useT();
  return (
    <div className="gw-dialog__footer">
      <button
        type="button"
        className="gw-button gw-button--secondary"
        onClick={onCancel}
        disabled={busy}
      >
        {t('adminUsers.users.form.cancel')}
      </button>
      <button type="submit" className="gw-button gw-button--primary" disabled={busy}>
        {busy ? busyLabel : label}
      </button>
    </div>
  );
}

/** Runs `submit`; on refusal keeps the dialog open with the server's message. */
function useSubmission() {
  const [failure, setFailure] = useState<string | null>(null);
  const run = async (submit: () => Promise<void>) => {
    setFailure(null);
    try {
      await submit();
    } catch (error) {
      setFailure(consoleErrorMessage(error));
    }
  };
  return { failure, run };
}

interface InviteDialogProps {
  open: boolean;
  callerRole: string | undefined;
  callerCustomerId: number | null;
  onClose: () => void;
  onInvite: (values: InviteFormValues) => Promise<void>;
}

export function InviteDialog(props: InviteDialogProps) {
  const { t } = useT();
  return (
    <Dialog
      open={props.open}
      title={t('adminUsers.users.form.inviteTitle')}
      onClose={props.onClose}
      size="medium"
    >
      {props.open && <InviteForm {...props} />}
    </Dialog>
  );
}

function InviteForm({ callerRole, callerCustomerId, onClose, onInvite }: InviteDialogProps) {
  const { t } = useT();
  const { failure, run } = useSubmission();
  const { control, handleSubmit, formState } = useForm<InviteFormValues>({
    resolver: yupResolver(inviteSchema),
    mode: 'onChange',
    defaultValues: {
      email: '',
      full_name: '',
      role: 'user',
      customer_id: callerCustomerId,
      can_access: [],
    },
  });
  const role = useWatch({ control, name: 'role' });
  const onSubmit = handleSubmit((values) => run(() => onInvite(values)));
  return (
    <form className="gw-form" onSubmit={onSubmit} noValidate>
      <FormTextInput
        control={control}
        name="email"
        type="email"
        autoComplete="off"
        label={t('adminUsers.users.form.email')}
        required
      />
      <FormTextInput
        control={control}
        name="full_name"
        autoComplete="off"
        label={t('adminUsers.users.form.fullName')}
        required
      />
      <AccessFields control={control} callerRole={callerRole} role={role} />
      <FormFailure message={failure} />
      <DialogActions
        busy={formState.isSubmitting}
        onCancel={onClose}
        label={t('adminUsers.users.form.send')}
        busyLabel={t('adminUsers.users.form.sending')}
      />
    </form>
  );
}

interface AccessDialogProps {
  user: ConsoleUser | null;
  callerRole: string | undefined;
  onClose: () => void;
  onSave: (user: ConsoleUser, values: AccessFormValues) => Promise<void>;
}

export function AccessDialog(props: AccessDialogProps) {
  const { t } = useT();
  return (
    <Dialog
      open={props.user !== null}
      title={t('adminUsers.users.form.editTitle', { email: props.user?.email ?? '' })}
      onClose={props.onClose}
      size="medium"
    >
      {props.user && <AccessForm {...props} user={props.user} />}
    </Dialog>
  );
}

function AccessForm({
  user,
  callerRole,
  onClose,
  onSave,
}: AccessDialogProps & { user: ConsoleUser }) {
  const { t } = useT();
  const { failure, run } = useSubmission();
  const { control, handleSubmit, formState } = useForm<AccessFormValues>({
    resolver: yupResolver(accessSchema),
    mode: 'onChange',
    defaultValues: {
      role: (user.role ?? 'user') as AccessFormValues['role'],
      customer_id: user.customer_id,
      can_access: user.can_access,
      notification_email_enable: user.notification_email_enable,
      verified_phone: user.verified_phone ?? '',
    },
  });
  const role = useWatch({ control, name: 'role' });
  const onSubmit = handleSubmit((values) => run(() => onSave(user, values)));
  return (
    <form className="gw-form" onSubmit={onSubmit} noValidate>
      <AccessFields control={control} callerRole={callerRole} role={role} />
      <FormTextInput
        control={control}
        name="verified_phone"
        type="tel"
        inputMode="tel"
        autoComplete="off"
        label={t('adminUsers.users.form.verifiedPhone')}
        hint={t('adminUsers.users.form.verifiedPhoneHint')}
      />
      <FormSwitch
        control={control}
        name="notification_email_enable"
        label={t('adminUsers.users.form.notificationEmail')}
      />
      <FormFailure message={failure} />
      <DialogActions
        busy={formState.isSubmitting}
        onCancel={onClose}
        label={t('adminUsers.users.form.save')}
        busyLabel={t('adminUsers.users.form.saving')}
      />
    </form>
  );
}
