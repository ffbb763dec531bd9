// The remote config form: one zmp-ui Switch per on/off key (a native checkbox in its label, so
// Space toggles it and the label names it) and one zmp-ui Input per text key. Only the rows
// whose value changed are written; the app's users get them live through realtime.
import { yupResolver } from '@hookform/resolvers/yup';
import { Controller, useForm } from 'react-hook-form';
import { Input, Switch } from 'zmp-ui';
import { useT } from '../../i18n';
import type { RemoteConfigRow } from '../../miniapp';
import { saveRemoteConfig } from './admin-api';
import {
  changedRemoteConfig,
  remoteConfigFormValues,
  remoteConfigSchema,
  shownKeys,
  type RemoteConfigFormValues,
} from './remote-config-form';
import { useSaveChanges } from './use-save-changes';

export function RemoteConfigEditor({ rows }: { rows: readonly RemoteConfigRow[] }) {
  const { t } = useT();
  const { control, handleSubmit, formState, reset } = useForm<RemoteConfigFormValues>({
    resolver: yupResolver(remoteConfigSchema),
    mode: 'onChange',
    defaultValues: remoteConfigFormValues(rows),
  });
  const { saveChanges, saving } = useSaveChanges({
    save: saveRemoteConfig,
    queryKey: ['admin', 'remote-config'],
    screen: 'remoteConfig',
  });

  const onSubmit = handleSubmit(async (values) => {
    if (await saveChanges(changedRemoteConfig(rows, values))) reset(values);
  });

  const { switches, texts } = shownKeys(rows);
  const { isDirty, isValid } = formState;
  return (
    <form className="gw-remote-config" onSubmit={onSubmit} noValidate>
      {switches.length > 0 && (
        <fieldset className="gw-remote-config__group">
          <legend>{t('admin.remoteConfig.switches')}</legend>
          {switches.map((key) => (
            <Controller
              key={key}
              control={control}
              name={key}
              render={({ field }) => (
                <div className="gw-remote-config__switch" data-key={key}>
                  <Switch
                    name={field.name}
                    role="switch"
                    label={t(`admin.remoteConfig.keys.${key}`)}
                    checked={field.value}
                    onChange={(event) => field.onChange(event.target.checked)}
                    onBlur={field.onBlur}
                  />
                </div>
              )}
            />
          ))}
        </fieldset>
      )}
      {texts.length > 0 && (
        <fieldset className="gw-remote-config__group">
          <legend>{t('admin.remoteConfig.texts')}</legend>
          {texts.map((key) => (
            <Controller
              key={key}
              control={control}
              name={key}
              render={({ field, fieldState }) => {
                const label = t(`admin.remoteConfig.keys.${key}`);
                return (
                  <div className="gw-remote-config__text" data-key={key}>
                    <Input
                      {...field}
                      // zmp-ui shows its label as text beside the input: this names the input.
                      aria-label={label}
                      aria-invalid={fieldState.error ? true : undefined}
                      label={label}
                      autoComplete="off"
                      inputMode={key === 'zalo_oa_id' ? 'numeric' : undefined}
                      status={fieldState.error ? 'error' : undefined}
                      errorText={fieldState.error?.message}
                      helperText={t(`admin.remoteConfig.hints.${key}`)}
                    />
                  </div>
                );
              }}
            />
          ))}
        </fieldset>
      )}
      <div className="gw-admin__actions">
        <button
          type="button"
          className="gw-button gw-button--secondary"
          onClick={() => reset(remoteConfigFormValues(rows))}
          disabled={!isDirty || saving}
        >
          {t('admin.remoteConfig.reset')}
        </button>
        <button
          type="submit"
          className="gw-button gw-button--primary"
          disabled={!isDirty || !isValid || saving}
          aria-busy={saving}
        >
          {saving ? t('admin.remoteConfig.saving') : t('admin.remoteConfig.save')}
        </button>
      </div>
    </form>
  );
}
