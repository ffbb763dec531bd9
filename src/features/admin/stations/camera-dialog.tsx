// Add or edit a station's camera: name, HLS stream and snapshot links.
import { yupResolver } from '@hookform/resolvers/yup';
import { useForm } from 'react-hook-form';
import { FormTextInput } from '../../../components/form';
import { useT } from '../../../i18n';
import { FormActions, FormDialog } from '../console-dialogs';
import { useDialogWrite } from '../console-write';
import { cameraFormValues, cameraSchema, cameraValues, type CameraFormValues } from './camera-form';
import { cameraQueryKeys, saveCamera, type CameraRow } from './stations-api';

interface CameraDialogProps {
  stationId: number;
  /** The camera to edit; null to add one. */
  camera: CameraRow | null;
  onClose: () => void;
}

export function CameraDialog({ stationId, camera, onClose }: CameraDialogProps) {
  const { t } = useT();
  const { control, handleSubmit } = useForm<CameraFormValues>({
    resolver: yupResolver(cameraSchema),
    mode: 'onChange',
    defaultValues: cameraFormValues(camera),
  });
  const { submit, busy, failure } = useDialogWrite(
    {
      write: saveCamera,
      invalidates: cameraQueryKeys(stationId),
      done: t('adminConsole.common.saved'),
    },
    onClose,
  );
  const onSubmit = handleSubmit((values) =>
    submit({ id: camera?.id, stationId, values: cameraValues(values) }),
  );
  return (
    <FormDialog
      open
      title={camera ? t('adminConsole.stations.editCamera') : t('adminConsole.stations.addCamera')}
      onClose={onClose}
      busy={busy}
    >
      <form className="gw-admin-form" onSubmit={onSubmit} noValidate>
        <FormTextInput
          control={control}
          name="name"
          label={t('adminConsole.stations.cameraName')}
          required
          autoComplete="off"
        />
        <FormTextInput
          control={control}
          name="hls_url"
          label={t('adminConsole.stations.hlsUrl')}
          required
          inputMode="url"
          autoComplete="off"
        />
        <FormTextInput
          control={control}
          name="snapshot_url"
          label={t('adminConsole.stations.snapshotUrl')}
          inputMode="url"
          autoComplete="off"
        />
        <FormActions busy={busy} onCancel={onClose} failure={failure} />
      </form>
    </FormDialog>
  );
}
