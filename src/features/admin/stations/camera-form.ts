// A station's camera: a name, its HLS stream and its snapshot. Links are http(s) addresses, or
// paths on this server as the demo cameras have (the table's checks allow exactly these).
import { object, type InferType } from 'yup';
import { adminConsole } from '../../../i18n/features/admin-console';
import { optionalUrl, requiredText } from '../console-fields';

const texts = adminConsole.stations;

export const cameraSchema = object({
  name: requiredText(texts.cameraName),
  hls_url: optionalUrl(true).required(
    adminConsole.errors.required.replace('{{field}}', texts.hlsUrl.toLowerCase()),
  ),
  snapshot_url: optionalUrl(true),
});

export type CameraFormValues = InferType<typeof cameraSchema>;

export interface CameraValues {
  name: string;
  hls_url: string | null;
  snapshot_url: string | null;
}

export const EMPTY_CAMERA: CameraFormValues = { name: '', hls_url: '', snapshot_url: '' };

export const cameraFormValues = (row: CameraValues | null): CameraFormValues =>
  row
    ? { name: row.name, hls_url: row.hls_url ?? '', snapshot_url: row.snapshot_url ?? '' }
    : EMPTY_CAMERA;

export const cameraValues = (form: CameraFormValues): CameraValues => ({
  name: form.name,
  hls_url: form.hls_url,
  snapshot_url: form.snapshot_url === '' ? null : form.snapshot_url,
});
