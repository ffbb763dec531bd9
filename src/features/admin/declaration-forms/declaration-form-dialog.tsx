// Add a declaration form (from scratch or a copy of a stored one) or change a stored one: its
// metadata, its verified flag and its layout as JSON, checked before anything is sent. A stored
// form keeps its id and instrument (the declarations name it by id).
import { yupResolver } from '@hookform/resolvers/yup';
import { useForm } from 'react-hook-form';
import { FormCheckbox, FormSelect, FormTextarea, FormTextInput } from '../../../components/form';
import { useT } from '../../../i18n';
import { FormActions, FormDialog } from '../console-dialogs';
import { useDialogWrite } from '../console-write';
import {
  APPLIES_TO,
  declarationFormRow,
  declarationFormSchema,
  INSTRUMENTS,
  type DeclarationFormValues,
} from './declaration-form-schema';
import { DECLARATION_FORMS_KEY, saveDeclarationForm } from './declaration-forms-api';

interface DeclarationFormDialogProps {
  /** 'new' for an insert (the values may be a copy), else the stored form's values. */
  mode: 'new' | 'edit';
  initial: DeclarationFormValues;
  onClose: () => void;
}

export function DeclarationFormDialog({ mode, initial, onClose }: DeclarationFormDialogProps) {
  const { t } = useT();
  const isNew = mode === 'new';
  const { control, handleSubmit } = useForm<DeclarationFormValues>({
    resolver: yupResolver(declarationFormSchema),
    mode: 'onTouched',
    defaultValues: initial,
  });
  const { submit, busy, failure } = useDialogWrite(
    {
      write: saveDeclarationForm,
      invalidates: [DECLARATION_FORMS_KEY],
      done: t('adminConsole.common.saved'),
      duplicateField: t('declarationForms.fields.id'),
    },
    onClose,
  );
  const onSubmit = handleSubmit((form) => submit({ isNew, row: declarationFormRow(form) }));
  return (
    <FormDialog
      open
      title={
        isNew
          ? t('declarationForms.newTitle')
          : t('declarationForms.editTitle', { form: initial.id })
      }
      onClose={onClose}
      busy={busy}
    >
      <form className="gw-admin-form" onSubmit={onSubmit} noValidate>
        {isNew ? (
          <div className="gw-admin-form__grid">
            <FormTextInput
              control={control}
              name="id"
              label={t('declarationForms.fields.id')}
              hint={t('declarationForms.fields.idHint')}
              required
              autoComplete="off"
            />
            <FormSelect
              control={control}
              name="instrument"
              label={t('declarationForms.fields.instrument')}
              options={INSTRUMENTS.map((value) => ({
                value,
                label: t(`declarationForms.instruments.${value}`),
              }))}
            />
          </div>
        ) : (
          <p className="gw-muted">
            {t('declarationForms.fields.instrument')}:{' '}
            {t(`declarationForms.instruments.${initial.instrument}`)}
          </p>
        )}
        <div className="gw-admin-form__grid">
          <FormTextInput
            control={control}
            name="form_number"
            label={t('declarationForms.fields.formNumber')}
            required
            autoComplete="off"
          />
          <FormSelect
            control={control}
            name="applies_to"
            label={t('declarationForms.fields.appliesTo')}
            options={APPLIES_TO.map((value) => ({
              value,
              label: t(`declarationForms.appliesTo.${value}`),
            }))}
          />
        </div>
        <FormTextInput
          control={control}
          name="title"
          label={t('declarationForms.fields.title')}
          required
          autoComplete="off"
        />
        <FormTextarea
          control={control}
          name="legal_source"
          label={t('declarationForms.fields.legalSource')}
          rows={2}
          required
        />
        <div className="gw-admin-form__grid">
          <FormTextInput
            control={control}
            name="effective_from"
            type="date"
            label={t('declarationForms.fields.effectiveFrom')}
            required
          />
          <FormTextInput
            control={control}
            name="effective_to"
            type="date"
            label={t('declarationForms.fields.effectiveTo')}
            hint={t('declarationForms.fields.effectiveToHint')}
          />
        </div>
        <FormTextarea
          control={control}
          name="layout"
          label={t('declarationForms.fields.layout')}
          hint={t('declarationForms.fields.layoutHint')}
          rows={12}
          spellCheck={false}
          className="gw-admin-form__json"
          required
        />
        <FormTextarea
          control={control}
          name="notes"
          label={t('declarationForms.fields.notes')}
          rows={2}
        />
        <FormCheckbox
          control={control}
          name="verified"
          label={t('declarationForms.fields.verified')}
        />
        <FormActions busy={busy} onCancel={onClose} failure={failure} />
      </form>
    </FormDialog>
  );
}
