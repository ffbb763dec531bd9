// Create or edit a station: code, name, kind, location (typed or picked on the map), address,
// province, standard, public sharing, near-threshold ratio and signal-loss minutes.
import { yupResolver } from '@hookform/resolvers/yup';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormRadioGroup, FormSwitch, FormTextInput } from '../../../components/form';
import { useT } from '../../../i18n';
import { FormActions, FormDialog } from '../console-dialogs';
import { parseNumber } from '../console-fields';
import { useConsoleWrite } from '../console-write';
import { LocationPicker } from './location-picker';
import {
  STATION_KINDS,
  stationFormValues,
  stationSchema,
  stationValues,
  type StationFormValues,
} from './station-form';
import { saveStation, stationQueryKeys, type StationRow } from './stations-api';

interface StationDialogProps {
  customerId: number;
  /** The station to edit; null to create one. */
  station: StationRow | null;
  onClose: () => void;
  /** After a save, with the station's id. */
  onSaved?: (id: number) => void;
}

const finite = (text: string) => {
  const value = parseNumber(text);
  return value === null || Number.isNaN(value) ? null : value;
};

export function StationDialog({ customerId, station, onClose, onSaved }: StationDialogProps) {
  const { t } = useT();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, watch, setValue } = useForm<StationFormValues>({
    resolver: yupResolver(stationSchema),
    mode: 'onChange',
    defaultValues: stationFormValues(station),
  });
  const { run, busy } = useConsoleWrite({
    write: async (values: StationFormValues) => {
      const [saved] = await saveStation({
        id: station?.id,
        customerId,
        values: stationValues(values),
      });
      onSaved?.(saved!.id);
    },
    invalidates: stationQueryKeys(customerId),
    done: t('adminConsole.common.saved'),
    duplicateField: t('adminConsole.stations.code'),
  });
  const onSubmit = handleSubmit(async (values) => {
    const refused = await run(values);
    if (refused === null) onClose();
    else setFailure(refused);
  });
  const pickLocation = (lat: number, lng: number) => {
    const options = { shouldValidate: true, shouldDirty: true };
    setValue('lat', String(lat), options);
    setValue('lng', String(lng), options);
  };
  const text = (name: keyof StationFormValues, label: string, hint?: string) => (
    <FormTextInput control={control} name={name} label={label} hint={hint} autoComplete="off" />
  );
  return (
    <FormDialog
      open
      title={
        station ? t('adminConsole.stations.editStation') : t('adminConsole.stations.addStation')
      }
      onClose={onClose}
      busy={busy}
    >
      <form className="gw-admin-form" onSubmit={onSubmit} noValidate>
        <div className="gw-admin-form__grid">
          <FormTextInput
            control={control}
            name="code"
            label={t('adminConsole.stations.code')}
            hint={t('adminConsole.stations.codeHint')}
            required
            autoComplete="off"
          />
          <FormTextInput
            control={control}
            name="name"
            label={t('adminConsole.stations.name')}
            required
            autoComplete="off"
          />
        </div>
        <FormRadioGroup
          control={control}
          name="kind"
          label={t('adminConsole.stations.kind')}
          inline
          options={STATION_KINDS.map((kind) => ({
            value: kind,
            label: t(`adminConsole.stations.kinds.${kind}`),
          }))}
        />
        <fieldset className="gw-admin-form__location">
          <legend>{t('adminConsole.stations.location')}</legend>
          <div className="gw-admin-form__grid">
            <FormTextInput
              control={control}
              name="lat"
              label={t('adminConsole.stations.lat')}
              inputMode="decimal"
              required
              autoComplete="off"
            />
            <FormTextInput
              control={control}
              name="lng"
              label={t('adminConsole.stations.lng')}
              inputMode="decimal"
              required
              autoComplete="off"
            />
          </div>
          <LocationPicker
            lat={finite(watch('lat'))}
            lng={finite(watch('lng'))}
            onPick={pickLocation}
          />
        </fieldset>
        <div className="gw-admin-form__grid">
          {text('address', t('adminConsole.stations.address'))}
          {text('province', t('adminConsole.stations.province'))}
          {text('standard', t('adminConsole.stations.standard'))}
          {text(
            'near_threshold_ratio',
            t('adminConsole.stations.nearThresholdRatio'),
            t('adminConsole.stations.nearThresholdHint'),
          )}
          {text(
            'signal_loss_minutes',
            t('adminConsole.stations.signalLossMinutes'),
            t('adminConsole.stations.signalLossHint'),
          )}
        </div>
        <FormSwitch
          control={control}
          name="public_sharing"
          label={t('adminConsole.stations.publicSharing')}
        />
        <FormActions busy={busy} onCancel={onClose} failure={failure} />
      </form>
    </FormDialog>
  );
}
