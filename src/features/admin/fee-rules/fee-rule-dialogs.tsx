// The two fee rule dialogs: a new version (every field, the rates as JSON checked against the
// chosen formula, and the rule set it replaces ended the day before) and a change to a stored
// one (end date, confirmation, legal source and notes only).
import { yupResolver } from '@hookform/resolvers/yup';
import { useForm } from 'react-hook-form';
import { FEE_FORMULA_KINDS } from '../../../../shared/fees/fee-rule-schema';
import { Dialog } from '../../../components/dialog';
import { FormCheckbox, FormSelect, FormTextarea, FormTextInput } from '../../../components/form';
import { useT } from '../../../i18n';
import { FormActions } from '../console-dialogs';
import { useDialogWrite } from '../console-write';
import {
  APPLIES_TO,
  dayBefore,
  editValues,
  feeRuleEditSchema,
  feeRuleSchema,
  patchOfEdit,
  replacedRuleSet,
  rowOfValues,
  shownDate,
  type FeeRuleEditValues,
  type FeeRuleFormValues,
  type FeeRuleRow,
} from './fee-rule-form';
import { addRuleSet, changeRuleSet, FEE_RULES_KEY } from './fee-rules-api';

/** A write of the fee rule console: the toast when stored, the refusal kept in the dialog. */
function useFeeRuleWrite<Input>(write: (input: Input) => Promise<void>, onClose: () => void) {
  const { t } = useT();
  return useDialogWrite(
    {
      write,
      invalidates: [FEE_RULES_KEY],
      done: t('feeRules.saved'),
      duplicateField: t('feeRules.fields.id'),
    },
    onClose,
  );
}

interface NewVersionDialogProps {
  initial: FeeRuleFormValues;
  rows: readonly FeeRuleRow[];
  onClose: () => void;
}

export function NewVersionDialog({ initial, rows, onClose }: NewVersionDialogProps) {
  const { t } = useT();
  const { control, handleSubmit, watch } = useForm<FeeRuleFormValues>({
    resolver: yupResolver(feeRuleSchema),
    mode: 'onTouched',
    defaultValues: initial,
  });
  const { submit, busy, failure } = useFeeRuleWrite(addRuleSet, onClose);
  const [formulaKind, appliesTo, effectiveFrom] = watch([
    'formulaKind',
    'appliesTo',
    'effectiveFrom',
  ]);
  const replaced = /^\d{4}-\d{2}-\d{2}$/.test(effectiveFrom)
    ? replacedRuleSet(rows, { formulaKind, appliesTo, effectiveFrom })
    : undefined;

  const onSubmit = handleSubmit(async (values) => {
    const ends = replaced && { id: replaced.id, effective_to: dayBefore(values.effectiveFrom) };
    await submit({ row: rowOfValues(values), ends });
  });

  return (
    <Dialog open size="medium" title={t('feeRules.newTitle')} onClose={onClose} dismissible={!busy}>
      <form className="gw-fee-rule-form" onSubmit={onSubmit} noValidate>
        <FormTextInput
          control={control}
          name="id"
          label={t('feeRules.fields.id')}
          hint={t('feeRules.fields.idHint')}
          required
          autoComplete="off"
        />
        <FormTextInput control={control} name="code" label={t('feeRules.fields.code')} required />
        <FormTextInput control={control} name="title" label={t('feeRules.fields.title')} required />
        <FormSelect
          control={control}
          name="formulaKind"
          label={t('feeRules.fields.formulaKind')}
          options={FEE_FORMULA_KINDS.map((kind) => ({
            value: kind,
            label: t(`feeRules.formulaKinds.${kind}`),
          }))}
        />
        <FormSelect
          control={control}
          name="appliesTo"
          label={t('feeRules.fields.appliesTo')}
          options={APPLIES_TO.map((value) => ({ value, label: t(`feeRules.appliesTo.${value}`) }))}
        />
        <div className="gw-fee-rule-form__dates">
          <FormTextInput
            control={control}
            name="effectiveFrom"
            type="date"
            label={t('feeRules.fields.effectiveFrom')}
            required
          />
          <FormTextInput
            control={control}
            name="effectiveTo"
            type="date"
            label={t('feeRules.fields.effectiveTo')}
            hint={t('feeRules.fields.effectiveToHint')}
          />
        </div>
        <FormTextarea
          control={control}
          name="ratesJson"
          label={t('feeRules.fields.rates')}
          hint={t('feeRules.fields.ratesHint')}
          rows={8}
          spellCheck={false}
          className="gw-admin-form__json"
          required
        />
        <FormTextarea
          control={control}
          name="legalSource"
          label={t('feeRules.fields.legalSource')}
          rows={2}
          required
        />
        <FormTextarea control={control} name="notes" label={t('feeRules.fields.notes')} rows={2} />
        <FormCheckbox control={control} name="confirmed" label={t('feeRules.fields.confirmed')} />
        {replaced && (
          <p className="gw-fee-rule-form__replaces" role="note">
            {t('feeRules.replaces', {
              title: replaced.title,
              date: shownDate(dayBefore(effectiveFrom)),
            })}
          </p>
        )}
        <FormActions busy={busy} onCancel={onClose} failure={failure} />
      </form>
    </Dialog>
  );
}

interface EditDialogProps {
  row: FeeRuleRow;
  onClose: () => void;
}

export function EditRuleSetDialog({ row, onClose }: EditDialogProps) {
  const { t } = useT();
  const { control, handleSubmit } = useForm<FeeRuleEditValues>({
    resolver: yupResolver(feeRuleEditSchema(row.effective_from)),
    mode: 'onTouched',
    defaultValues: editValues(row),
  });
  const { submit, busy, failure } = useFeeRuleWrite(
    (values: FeeRuleEditValues) => changeRuleSet(row.id, patchOfEdit(values)),
    onClose,
  );
  const onSubmit = handleSubmit(submit);

  return (
    <Dialog
      open
      size="medium"
      title={t('feeRules.editTitle', { code: row.code })}
      description={`${row.title} · ${t('feeRules.ratesLocked')}`}
      onClose={onClose}
      dismissible={!busy}
    >
      <form className="gw-fee-rule-form" onSubmit={onSubmit} noValidate>
        <FormTextInput
          control={control}
          name="effectiveTo"
          type="date"
          label={t('feeRules.fields.effectiveTo')}
          hint={t('feeRules.fields.effectiveToHint')}
        />
        <FormTextarea
          control={control}
          name="legalSource"
          label={t('feeRules.fields.legalSource')}
          rows={3}
          required
        />
        <FormTextarea control={control} name="notes" label={t('feeRules.fields.notes')} rows={3} />
        <FormCheckbox control={control} name="confirmed" label={t('feeRules.fields.confirmed')} />
        <FormActions busy={busy} onCancel={onClose} failure={failure} />
      </form>
    </Dialog>
  );
}
