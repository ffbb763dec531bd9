// Create or edit a customer: name, key, group, public sharing, logo and powered-by links.
import { yupResolver } from '@hookform/resolvers/yup';
import { useForm } from 'react-hook-form';
import { FormSelect, FormSwitch, FormTextInput } from '../../../components/form';
import { useT } from '../../../i18n';
import type { NamedRow } from '../admin-api';
import { FormActions, FormDialog } from '../console-dialogs';
import { useDialogWrite } from '../console-write';
import {
  customerFormValues,
  customerSchema,
  customerValues,
  type CustomerFormValues,
} from './customer-form';
import { CUSTOMER_QUERY_KEYS, saveCustomer, type CustomerRow } from './customers-api';

interface CustomerDialogProps {
  /** The customer to edit; null to create one. */
  customer: CustomerRow | null;
  groups: readonly NamedRow[];
  onClose: () => void;
}

export function CustomerDialog({ customer, groups, onClose }: CustomerDialogProps) {
  const { t } = useT();
  const { control, handleSubmit } = useForm<CustomerFormValues>({
    resolver: yupResolver(customerSchema),
    mode: 'onChange',
    defaultValues: customerFormValues(customer),
  });
  const { submit, busy, failure } = useDialogWrite(
    {
      write: saveCustomer,
      invalidates: CUSTOMER_QUERY_KEYS,
      done: t('adminConsole.common.saved'),
      duplicateField: t('adminConsole.customers.key'),
    },
    onClose,
  );
  const onSubmit = handleSubmit((form) =>
    submit({ id: customer?.id, values: customerValues(form) }),
  );
  const groupOptions = [
    { value: 0, label: t('adminConsole.customers.noGroup') },
    ...groups.map(({ id, name }) => ({ value: id, label: name })),
  ];
  return (
    <FormDialog
      open
      title={
        customer
          ? t('adminConsole.customers.editCustomer')
          : t('adminConsole.customers.addCustomer')
      }
      onClose={onClose}
      busy={busy}
    >
      <form className="gw-admin-form" onSubmit={onSubmit} noValidate>
        <div className="gw-admin-form__grid">
          <FormTextInput
            control={control}
            name="name"
            label={t('adminConsole.customers.name')}
            required
            autoComplete="off"
          />
          <FormTextInput
            control={control}
            name="customer_key"
            label={t('adminConsole.customers.key')}
            hint={t('adminConsole.customers.keyHint')}
            required
            autoComplete="off"
          />
          <FormSelect
            control={control}
            name="customergroup_id"
            label={t('adminConsole.customers.group')}
            placeholder={t('adminConsole.customers.noGroup')}
            options={groupOptions}
          />
          <FormTextInput
            control={control}
            name="logo_url"
            label={t('adminConsole.customers.logoUrl')}
            hint={t('adminConsole.customers.urlHint')}
            inputMode="url"
            autoComplete="off"
          />
          <FormTextInput
            control={control}
            name="powered_by_url"
            label={t('adminConsole.customers.poweredByUrl')}
            hint={t('adminConsole.customers.urlHint')}
            inputMode="url"
            autoComplete="off"
          />
        </div>
        <FormSwitch
          control={control}
          name="public_sharing"
          label={t('adminConsole.customers.publicSharing')}
        />
        <FormActions busy={busy} onCancel={onClose} failure={failure} />
      </form>
    </FormDialog>
  );
}
