// The two fee rule dialogs: a new version (every field, the rates as JSON checked against the
// chosen formula, and the rule set it replaces ended the day before) and a change to a stored
// one (end date, confirmation, legal source and notes only).
import { yupResolver } from '@hookform/resolvers/yup';
import { useForm } from 'react-hook-form';
import { FEE_FORMULA_KINDS } from '../../../../shared/fees/fee-rule-schema';
import { Dialog } from '../../../components/dialog';
import {
  FormCheckbox,
  FormSelect,
  FormTextarea,
  FormTextInput,
  SubmitButton,
} from '../../../components/form';
import { useT } from '../../../i18n';
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
import { addRuleSet, changeRuleSet } from './fee-rules-api';
import { useFeeRuleSave } from './use-fee-rule-save';

/** Cancel (not while saving) and save, side by side. */
function FormActions({ saving, onCancel }: { saving: boolean; onCancel: () => void }) {
  const { t } = useT();
  return (
    <div className="gw-fee-rule-form__actions">
      <button
        type="button"
        className="gw-button gw-button--secondary"
        onClick={onCancel}
        disabled={saving}
      >
        {t('feeRules.cancel')}
      </button>
      <SubmitButton
        submitting={saving}
        label={t('feeRules.save')}
        busyLabel={t('feeRules.saving')}
      />
    </div>
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
  const { run, saving } = useFeeRuleSave(addRuleSet);
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
    if (await run({ row: rowOfValues(values), ends })) onClose();
  });

  return (
    <Dialog
      open
      size="medium"
      title={t('feeRules.newTitle')}
      onClose={onClose}
      dismissible={!saving}
    >
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
          className="gw-fee-rule-form__json"
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
        <FormActions saving={saving} onCancel={onClose} />
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
  const { run, saving } = useFeeRuleSave((values: FeeRuleEditValues) =>
    changeRuleSet(row.id, patchOfEdit(values)),
  );
  const onSubmit = handleSubmit(async (values) => {
    if (await run(values)) onClose();
  });

  return (
    <Dialog
      open
      size="medium"
      title={t('feeRules.editTitle', { code: row.code })}
      description={`${row.title} · ${t('feeRules.ratesLocked')}`}
      onClose={onClose}
      dismissible={!saving}
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
        <FormActions saving={saving} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
