// The payer's details the form needs (MST, address, contact, bank, sector, treatment method,
// daily water use, the signer), kept per customer and edited by its officers and admin.
import { yupResolver } from '@hookform/resolvers/yup';
import { useForm } from 'react-hook-form';
import type { PayerDetails } from '../../../../shared/fees/declaration';
import { FormTextInput } from '../../../components/form';
import { FormActions, FormDialog, useDialogWrite } from '../../admin';
import { DECLARATION_QUERY_KEY, savePayer } from './declaration-api';
import { d } from './declaration-model';
import { payerFormValues, payerRow, payerSchema, type PayerFormValues } from './payer-form';

interface PayerDialogProps {
  customerId: number;
  payer: PayerDetails;
  instrument: 'water' | 'air';
  onClose: () => void;
}

const FIELDS: readonly {
  name: keyof PayerFormValues;
  inputMode?: 'numeric' | 'tel' | 'email' | 'decimal';
  waterOnly?: boolean;
}[] = [
  { name: 'tax_code', inputMode: 'numeric' },
  { name: 'address' },
  { name: 'phone', inputMode: 'tel' },
  { name: 'fax', inputMode: 'tel' },
  { name: 'email', inputMode: 'email' },
  { name: 'bank_account', inputMode: 'numeric' },
  { name: 'bank_name' },
  { name: 'sector' },
  { name: 'treatment_method', waterOnly: true },
  { name: 'daily_water_use_m3', inputMode: 'decimal', waterOnly: true },
  { name: 'signer_name' },
];

const LABEL_KEYS: Record<keyof PayerFormValues, string> = {
  tax_code: 'taxCode',
  address: 'address',
  phone: 'phone',
  fax: 'fax',
  email: 'email',
  bank_account: 'bankAccount',
  bank_name: 'bankName',
  sector: 'sector',
  treatment_method: 'treatmentMethod',
  daily_water_use_m3: 'dailyWaterUseM3',
  signer_name: 'signerName',
};

export function PayerDialog({ customerId, payer, instrument, onClose }: PayerDialogProps) {
  const { control, handleSubmit } = useForm<PayerFormValues>({
    resolver: yupResolver(payerSchema),
    mode: 'onChange',
    defaultValues: payerFormValues(payer),
  });
  const { submit, busy, failure } = useDialogWrite(
    { write: savePayer, invalidates: [DECLARATION_QUERY_KEY], done: d('payer.saved') },
    onClose,
  );
  const onSubmit = handleSubmit((form) => submit({ customerId, row: payerRow(form) }));
  return (
    <FormDialog open title={d('payer.title')} onClose={onClose} busy={busy}>
      <form className="gw-admin-form" onSubmit={onSubmit} noValidate>
        <p className="gw-muted">{d('payer.intro')}</p>
        <div className="gw-admin-form__grid">
          {FIELDS.filter((field) => instrument === 'water' || !field.waterOnly).map((field) => (
            <FormTextInput
              key={field.name}
              control={control}
              name={field.name}
              label={d(`payer.${LABEL_KEYS[field.name]}`)}
              inputMode={field.inputMode}
              autoComplete="off"
            />
          ))}
        </div>
        <FormActions busy={busy} onCancel={onClose} failure={failure} />
      </form>
    </FormDialog>
  );
}
