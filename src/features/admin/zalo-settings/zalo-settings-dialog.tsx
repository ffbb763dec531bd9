// One customer's Zalo alert settings: OA id, ZNS template id, on/off, and the OA's token pair,
// write-only: the fields start empty with 'đã lưu' when a pair is saved; typing both replaces it.
import { yupResolver } from '@hookform/resolvers/yup';
import { useForm } from 'react-hook-form';
import { FormSwitch, FormTextInput } from '../../../components/form';
import { useT } from '../../../i18n';
import { alertChannels } from '../../../i18n/features/alert-channels';
import { FormActions, FormDialog } from '../console-dialogs';
import { useDialogWrite } from '../console-write';
import { saveZaloSettings, ZALO_SETTINGS_QUERY_KEY } from './zalo-settings-api';
import {
  zaloSettingsFormValues,
  zaloSettingsSchema,
  zaloSettingsWrite,
  type ZaloSettingsFormValues,
  type ZaloSettingsRow,
} from './zalo-settings-form';

const texts = alertChannels.settings;

interface ZaloSettingsDialogProps {
  customer: { id: number; name: string };
  /** The customer's saved settings, if any. */
  settings: ZaloSettingsRow | undefined;
  onClose: () => void;
}

export function ZaloSettingsDialog({ customer, settings, onClose }: ZaloSettingsDialogProps) {
  const { t } = useT();
  const { control, handleSubmit } = useForm<ZaloSettingsFormValues>({
    resolver: yupResolver(zaloSettingsSchema),
    mode: 'onChange',
    defaultValues: zaloSettingsFormValues(settings),
  });
  const { submit, busy, failure } = useDialogWrite(
    {
      write: saveZaloSettings,
      invalidates: [ZALO_SETTINGS_QUERY_KEY],
      done: t('adminConsole.common.saved'),
    },
    onClose,
  );
  const onSubmit = handleSubmit((form) => submit(zaloSettingsWrite(customer.id, form)));
  const tokenState = settings?.tokens_saved_at ? texts.saved : texts.notSaved;
  return (
    <FormDialog
      open
      title={texts.dialogTitle.replace('{{name}}', customer.name)}
      onClose={onClose}
      busy={busy}
    >
      <form className="gw-admin-form" onSubmit={onSubmit} noValidate>
        <div className="gw-admin-form__grid">
          <FormTextInput
            control={control}
            name="oa_id"
            label={texts.oaId}
            hint={texts.oaIdHint}
            inputMode="numeric"
            autoComplete="off"
          />
          <FormTextInput
            control={control}
            name="zns_template_id"
            label={texts.templateId}
            hint={texts.templateIdHint}
            inputMode="numeric"
            autoComplete="off"
          />
          <FormTextInput
            control={control}
            name="access_token"
            label={texts.accessToken}
            hint={texts.tokenHint}
            type="password"
            placeholder={tokenState}
            autoComplete="new-password"
          />
          <FormTextInput
            control={control}
            name="refresh_token"
            label={texts.refreshToken}
            type="password"
            placeholder={tokenState}
            autoComplete="new-password"
          />
        </div>
        <FormSwitch control={control} name="enabled" label={texts.enabled} />
        <FormActions busy={busy} onCancel={onClose} failure={failure} />
      </form>
    </FormDialog>
  );
}
