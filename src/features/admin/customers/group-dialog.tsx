// Create or rename a customer group.
import { yupResolver } from '@hookform/resolvers/yup';
import { useForm } from 'react-hook-form';
import { FormTextInput } from '../../../components/form';
import { useT } from '../../../i18n';
import type { NamedRow } from '../admin-api';
import { FormActions, FormDialog } from '../console-dialogs';
import { useDialogWrite } from '../console-write';
import { groupSchema, type GroupFormValues } from './customer-form';
import { CUSTOMER_QUERY_KEYS, saveGroup } from './customers-api';

interface GroupDialogProps {
  /** The group to rename; null to create one. */
  group: NamedRow | null;
  onClose: () => void;
}

export function GroupDialog({ group, onClose }: GroupDialogProps) {
  const { t } = useT();
  const { control, handleSubmit } = useForm<GroupFormValues>({
    resolver: yupResolver(groupSchema),
    mode: 'onChange',
    defaultValues: { name: group?.name ?? '' },
  });
  const { submit, busy, failure } = useDialogWrite(
    {
      write: saveGroup,
      invalidates: CUSTOMER_QUERY_KEYS,
      done: t('adminConsole.common.saved'),
    },
    onClose,
  );
  const onSubmit = handleSubmit(({ name }) => submit({ id: group?.id, name }));
  return (
    <FormDialog
      open
      title={group ? t('adminConsole.customers.editGroup') : t('adminConsole.customers.addGroup')}
      onClose={onClose}
      busy={busy}
    >
      <form className="gw-admin-form" onSubmit={onSubmit} noValidate>
        <FormTextInput
          control={control}
          name="name"
          label={t('adminConsole.customers.groupName')}
          required
          autoComplete="off"
          maxLength={200}
        />
        <FormActions busy={busy} onCancel={onClose} failure={failure} />
      </form>
    </FormDialog>
  );
}
