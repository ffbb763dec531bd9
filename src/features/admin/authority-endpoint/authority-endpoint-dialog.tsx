// A station's authority endpoint: protocol, host, port, user, write-only password, folder,
// file-name template (with the name it gives a file now), province code, for FTPS the CA
// certificate or pinned fingerprint it trusts, private addresses, timeout, file interval, on/off.
import { yupResolver } from '@hookform/resolvers/yup';
import { useForm, useWatch } from 'react-hook-form';
import { FormSelect, FormSwitch, FormTextarea, FormTextInput } from '../../../components/form';
import { useT } from '../../../i18n';
import { authority } from '../../../i18n/features/authority';
import { FormActions, FormDialog } from '../console-dialogs';
import { useDialogWrite } from '../console-write';
import { authorityEndpointQueryKey, saveAuthorityEndpoint } from './authority-endpoint-api';
import {
  authorityEndpointFormValues,
  authorityEndpointSchema,
  authorityEndpointWrite,
  exampleFileName,
  type AuthorityEndpointFormValues,
  type AuthorityEndpointRow,
} from './authority-endpoint-form';

const texts = authority.settings;
const PROTOCOL_OPTIONS = (['ftp', 'ftps'] as const).map((value) => ({
  value,
  label: texts.protocols[value],
}));

interface Props {
  station: { id: number; code: string; name: string };
  endpoint: AuthorityEndpointRow | null;
  onClose: () => void;
}

export function AuthorityEndpointDialog({ station, endpoint, onClose }: Props) {
  const { t } = useT();
  const passwordSaved = Boolean(endpoint?.password_saved_at);
  const { control, handleSubmit } = useForm<AuthorityEndpointFormValues>({
    resolver: yupResolver(authorityEndpointSchema(passwordSaved)),
    mode: 'onChange',
    defaultValues: authorityEndpointFormValues(endpoint ?? undefined),
  });
  const [template, provinceCode, protocol] = useWatch({
    control,
    name: ['file_name_template', 'province_code', 'protocol'],
  });
  const example = exampleFileName(station.code, {
    file_name_template: template,
    province_code: provinceCode,
  });
  const { submit, busy, failure } = useDialogWrite(
    {
      write: saveAuthorityEndpoint,
      invalidates: [authorityEndpointQueryKey(station.id), ['authority']],
      done: t('adminConsole.common.saved'),
    },
    onClose,
  );
  const onSubmit = handleSubmit((form) => submit(authorityEndpointWrite(station.id, form)));
  return (
    <FormDialog
      open
      title={texts.dialogTitle.replace('{{name}}', station.name)}
      onClose={onClose}
      busy={busy}
    >
      <form className="gw-admin-form" onSubmit={onSubmit} noValidate>
        <div className="gw-admin-form__grid">
          <FormSelect
            control={control}
            name="protocol"
            label={texts.protocol}
            options={PROTOCOL_OPTIONS}
          />
          <FormTextInput
            control={control}
            name="host"
            label={texts.host}
            hint={texts.hostHint}
            required
            autoComplete="off"
          />
          <FormTextInput
            control={control}
            name="port"
            label={texts.port}
            inputMode="numeric"
            required
            autoComplete="off"
          />
          <FormTextInput
            control={control}
            name="username"
            label={texts.username}
            required
            autoComplete="off"
          />
          <FormTextInput
            control={control}
            name="password"
            label={texts.password}
            hint={passwordSaved ? texts.passwordHint : undefined}
            type="password"
            placeholder={passwordSaved ? texts.saved : texts.notSaved}
            required={!passwordSaved}
            autoComplete="new-password"
          />
          <FormTextInput
            control={control}
            name="remote_dir"
            label={texts.remoteDir}
            required
            autoComplete="off"
          />
          <FormTextInput
            control={control}
            name="file_name_template"
            label={texts.template}
            hint={
              example
                ? `${texts.templateHint} ${texts.templateExample.replace('{{name}}', example)}`
                : texts.templateHint
            }
            required
            autoComplete="off"
          />
          <FormTextInput
            control={control}
            name="province_code"
            label={texts.provinceCode}
            hint={texts.provinceCodeHint}
            autoComplete="off"
          />
          <FormTextInput
            control={control}
            name="timeout_seconds"
            label={texts.timeout}
            inputMode="numeric"
            required
            autoComplete="off"
          />
          <FormTextInput
            control={control}
            name="file_interval_minutes"
            label={texts.interval}
            inputMode="numeric"
            required
            autoComplete="off"
          />
        </div>
        {protocol === 'ftps' && (
          <fieldset className="gw-admin-form__group">
            <legend>{texts.tlsTitle}</legend>
            <p className="gw-muted">{texts.tlsIntro}</p>
            <FormTextarea
              control={control}
              name="tls_ca_certificate"
              label={texts.caCertificate}
              hint={texts.caCertificateHint}
              rows={4}
              maxLength={16_384}
              spellCheck={false}
            />
            <FormTextInput
              control={control}
              name="tls_fingerprint_sha256"
              label={texts.fingerprint}
              hint={texts.fingerprintHint}
              autoComplete="off"
              spellCheck={false}
            />
          </fieldset>
        )}
        <FormSwitch control={control} name="allow_private_address" label={texts.allowPrivate} />
        <p className="gw-muted">{texts.allowPrivateHint}</p>
        <FormSwitch control={control} name="enabled" label={texts.enabled} />
        <FormActions busy={busy} onCancel={onClose} failure={failure} />
      </form>
    </FormDialog>
  );
}
