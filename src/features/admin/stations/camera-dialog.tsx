// Add or edit a station's camera: name, HLS stream and snapshot links.
import { yupResolver } from '@hookform/resolvers/yup';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormTextInput } from '../../../components/form';
import { useT } from '../../../i18n';
import { FormActions, FormDialog } from '../console-dialogs';
import { useConsoleWrite } from '../console-write';
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
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit } = useForm<CameraFormValues>({
    resolver: yupResolver(cameraSchema),
    mode: 'onChange',
    defaultValues: cameraFormValues(camera),
  });
  const { run, busy } = useConsoleWrite({
    write: saveCamera,
    invalidates: cameraQueryKeys(stationId),
    done: t('adminConsole.common.saved'),
  });
  const onSubmit = handleSubmit(async (values) => {
    const refused = await run({ id: camera?.id, stationId, values: cameraValues(values) });
    if (refused === null) onClose();
    else setFailure(refused);
  });
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
