// Add a province's duty profile or change a stored one. The default profile (province '') keeps
// its empty name: the interruptions screen falls back to it for every other province.
import { yupResolver } from '@hookform/resolvers/yup';
import { useForm } from 'react-hook-form';
import { FormCheckbox, FormTextInput } from '../../../components/form';
import { useT } from '../../../i18n';
import { FormActions, FormDialog } from '../console-dialogs';
import { useDialogWrite } from '../console-write';
import {
  defaultDutyProfileSchema,
  dutyProfileFormValues,
  dutyProfileSchema,
  dutyProfileValues,
  isDefaultProfile,
  type DutyProfileFormValues,
  type DutyProfileRow,
} from './duty-profile-form';
import { DUTY_PROFILES_KEY, saveDutyProfile } from './duty-profiles-api';

interface DutyProfileDialogProps {
  profile: DutyProfileRow | null;
  onClose: () => void;
}

export function DutyProfileDialog({ profile, onClose }: DutyProfileDialogProps) {
  const { t } = useT();
  const isDefault = isDefaultProfile(profile);
  const { control, handleSubmit } = useForm<DutyProfileFormValues>({
    resolver: yupResolver(isDefault ? defaultDutyProfileSchema : dutyProfileSchema),
    mode: 'onTouched',
    defaultValues: dutyProfileFormValues(profile),
  });
  const { submit, busy, failure } = useDialogWrite(
    {
      write: saveDutyProfile,
      invalidates: [DUTY_PROFILES_KEY],
      done: t('adminConsole.common.saved'),
      duplicateField: t('dutyProfiles.fields.province'),
    },
    onClose,
  );
  const onSubmit = handleSubmit((form) =>
    submit({ id: profile?.id, values: dutyProfileValues(form) }),
  );
  const name = isDefault ? t('dutyProfiles.defaultProvince') : profile?.province;
  return (
    <FormDialog
      open
      title={
        profile ? t('dutyProfiles.editTitle', { province: name ?? '' }) : t('dutyProfiles.newTitle')
      }
      onClose={onClose}
      busy={busy}
    >
      <form className="gw-admin-form" onSubmit={onSubmit} noValidate>
        {isDefault ? (
          <p className="gw-muted">{t('dutyProfiles.defaultHint')}</p>
        ) : (
          <FormTextInput
            control={control}
            name="province"
            label={t('dutyProfiles.fields.province')}
            hint={t('dutyProfiles.fields.provinceHint')}
            required
            autoComplete="off"
          />
        )}
        <FormTextInput
          control={control}
          name="authority_name"
          label={t('dutyProfiles.fields.authorityName')}
          required
          autoComplete="off"
        />
        <div className="gw-admin-form__grid">
          <FormTextInput
            control={control}
            name="notify_within_hours"
            label={t('dutyProfiles.fields.notifyWithinHours')}
            hint={t('dutyProfiles.fields.notifyWithinHoursHint')}
            inputMode="numeric"
            autoComplete="off"
          />
          <FormTextInput
            control={control}
            name="maintenance_notice_days"
            label={t('dutyProfiles.fields.maintenanceNoticeDays')}
            hint={t('dutyProfiles.fields.maintenanceNoticeDaysHint')}
            inputMode="numeric"
            autoComplete="off"
          />
          <FormTextInput
            control={control}
            name="recipient_email"
            type="email"
            label={t('dutyProfiles.fields.recipientEmail')}
            autoComplete="off"
          />
          <FormTextInput
            control={control}
            name="recipient_phone"
            type="tel"
            label={t('dutyProfiles.fields.recipientPhone')}
            autoComplete="off"
          />
        </div>
        <FormTextInput
          control={control}
          name="notice_title"
          label={t('dutyProfiles.fields.noticeTitle')}
          required
          autoComplete="off"
        />
        <FormCheckbox
          control={control}
          name="confirmed"
          label={t('dutyProfiles.fields.confirmed')}
        />
        <FormActions busy={busy} onCancel={onClose} failure={failure} />
      </form>
    </FormDialog>
  );
}
