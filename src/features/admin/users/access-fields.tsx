// The fields of a user's access, shared by the invite and change dialogs: role (labelled through
// the user_role enumeration), customer (the platform admin chooses; a customer admin has one),
// and the routes a 'user' may open (spec §6).
import { useQuery } from '@tanstack/react-query';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { ROUTE_KEYS } from '../../../../shared/route-keys';
import { FormMultiSelect, FormSelect } from '../../../components/form';
import { useT } from '../../../i18n';
import { roleLabel } from '../../../lib/display';
import { useEnums } from '../../account';
import { customersQuery } from '../admin-api';
import { assignableRoles } from './user-form';

interface AccessFieldsProps<T extends FieldValues> {
  control: Control<T>;
  callerRole: string | undefined;
  role: string;
}

export function AccessFields<T extends FieldValues>({
  control,
  callerRole,
  role,
}: AccessFieldsProps<T>) {
  const { t } = useT();
  const enums = useEnums();
  const customers = useQuery(customersQuery());
  const name = (field: string) => field as Path<T>;
  return (
    <>
      <FormSelect<T, string>
        control={control}
        name={name('role')}
        label={t('adminUsers.users.form.role')}
        required
        options={assignableRoles(callerRole).map((value) => ({
          value,
          label: roleLabel(enums, value),
        }))}
      />
      <FormSelect<T, number>
        control={control}
        name={name('customer_id')}
        label={t('adminUsers.users.form.customer')}
        placeholder={t('adminUsers.users.form.chooseCustomer')}
        required={role !== 'admin'}
        disabled={callerRole !== 'admin'}
        options={(customers.data ?? []).map(({ id, name: label }) => ({ value: id, label }))}
      />
      <FormMultiSelect<T, string>
        control={control}
        name={name('can_access')}
        label={t('adminUsers.users.form.canAccess')}
        hint={t('adminUsers.users.form.canAccessHint')}
        disabled={role !== 'user'}
        options={ROUTE_KEYS.map((key) => ({ value: key, label: t(`nav.${key}`) }))}
      />
    </>
  );
}
