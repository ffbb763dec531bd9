// A station's authority endpoint form (issue 18): the same bounds as the table's checks
// (20261128000300_authority_forwarding.sql), the host and the file-name template checked by the
// rules the forwarder uses (shared/authority). The password is write-only: empty keeps the saved
// one, and a first save needs one. FTPS may trust a saved CA certificate or a pinned fingerprint
// (one of them, shared/authority/tls-trust.ts); plain FTP saves neither.
import { boolean, mixed, number, object, string, type InferType } from 'yup';
import { hostProblem } from '../../../../shared/authority/endpoint-host';
import {
  DEFAULT_FILE_NAME_TEMPLATE,
  fileNameTemplateProblem,
  renderFileName,
  usesProvinceCode,
} from '../../../../shared/authority/file-name-template';
import { caCertificateProblem, normalizeFingerprint } from '../../../../shared/authority/tls-trust';
import { authority } from '../../../i18n/features/authority';

const texts = authority.settings;
const NO_CONTROL = /^[^\p{Cc}]{1,128}$/u;
const PROTOCOLS = ['ftp', 'ftps'] as const;
export type AuthorityProtocol = (typeof PROTOCOLS)[number];

const whole = (min: number, max: number, message: string) =>
  number()
    .typeError(message)
    .integer(message)
    .min(min, message)
    .max(max, message)
    .required(message);

/** A CA certificate or a fingerprint, not both: told on whichever field was typed in last. */
const onlyOneTlsTrust = (_value: string, context: { parent: unknown }) => {
  const { tls_ca_certificate: ca, tls_fingerprint_sha256: pin } = context.parent as Record<
    string,
    string | undefined
  >;
  return !ca?.trim() || !pin?.trim();
};

export const authorityEndpointSchema = (passwordSaved: boolean) =>
  object({
    protocol: mixed<AuthorityProtocol>().oneOf(PROTOCOLS).required(),
    host: string()
      .trim()
      .required(texts.hostHint)
      .test('host', (value, context) => {
        const problem = hostProblem(value ?? '');
        return problem ? context.createError({ message: problem }) : true;
      }),
    port: whole(1, 65535, texts.portInvalid),
    username: string().required(texts.usernameInvalid).matches(NO_CONTROL, texts.usernameInvalid),
    password: string()
      .defined()
      .test('password', (value, context) => {
        if (value === '')
          return passwordSaved || context.createError({ message: texts.passwordRequired });
        return NO_CONTROL.test(value) || context.createError({ message: texts.passwordInvalid });
      }),
    remote_dir: string()
      .trim()
      .required(texts.remoteDirInvalid)
      .test(
        'dir',
        texts.remoteDirInvalid,
        (value) => /^\/[^\p{Cc}]{0,254}$/u.test(value) && !/(^|\/)\.\.(\/|$)/.test(value),
      ),
    file_name_template: string()
      .trim()
      .required()
      .test('template', (value, context) => {
        const problem = fileNameTemplateProblem(value ?? '');
        return problem ? context.createError({ message: problem }) : true;
      }),
    province_code: string()
      .trim()
      .defined()
      .test(
        'code',
        texts.provinceCodeInvalid,
        (value) => value === '' || /^[A-Za-z0-9_-]{1,32}$/.test(value),
      )
      .test('needed', texts.provinceCodeRequired, (value, context) => {
        const template = (context.parent as { file_name_template?: string }).file_name_template;
        return value !== '' || !usesProvinceCode(template ?? '');
      }),
    tls_ca_certificate: string()
      .trim()
      .defined()
      .test('pem', (value, context) => {
        const problem = value === '' ? null : caCertificateProblem(value);
        return problem ? context.createError({ message: problem }) : true;
      })
      .test('one', texts.tlsOneOnly, onlyOneTlsTrust),
    tls_fingerprint_sha256: string()
      .trim()
      .defined()
      .test(
        'fingerprint',
        texts.fingerprintInvalid,
        (value) => value === '' || normalizeFingerprint(value) !== null,
      )
      .test('one', texts.tlsOneOnly, onlyOneTlsTrust),
    allow_private_address: boolean().defined(),
    timeout_seconds: whole(5, 120, texts.timeoutInvalid),
    file_interval_minutes: whole(1, 1440, texts.intervalInvalid),
    enabled: boolean().defined(),
  });

export type AuthorityEndpointFormValues = InferType<ReturnType<typeof authorityEndpointSchema>>;

/** What the console reads of a station's endpoint; the password never comes back. */
export interface AuthorityEndpointRow {
  station_id: number;
  protocol: AuthorityProtocol;
  host: string;
  port: number;
  username: string;
  password_saved_at: string | null;
  remote_dir: string;
  file_name_template: string;
  province_code: string | null;
  allow_private_address: boolean;
  timeout_seconds: number;
  file_interval_minutes: number;
  enabled: boolean;
  tls_ca_certificate: string | null;
  tls_fingerprint_sha256: string | null;
  settings_error: string | null;
  settings_error_at: string | null;
}

export type AuthorityEndpointWrite = Omit<
  AuthorityEndpointRow,
  'password_saved_at' | 'settings_error' | 'settings_error_at'
> & { password?: string };

export function authorityEndpointFormValues(
  row: AuthorityEndpointRow | undefined,
): AuthorityEndpointFormValues {
  return {
    protocol: row?.protocol ?? 'ftp',
    host: row?.host ?? '',
    port: row?.port ?? 21,
    username: row?.username ?? '',
    password: '',
    remote_dir: row?.remote_dir ?? '/',
    file_name_template: row?.file_name_template ?? DEFAULT_FILE_NAME_TEMPLATE,
    province_code: row?.province_code ?? '',
    allow_private_address: row?.allow_private_address ?? false,
    timeout_seconds: row?.timeout_seconds ?? 30,
    file_interval_minutes: row?.file_interval_minutes ?? 5,
    enabled: row?.enabled ?? true,
    tls_ca_certificate: row?.tls_ca_certificate ?? '',
    tls_fingerprint_sha256: row?.tls_fingerprint_sha256 ?? '',
  };
}

/**
 * The row to write: an empty province code is null; the password only when one was typed; the
 * TLS trust only for FTPS, the fingerprint in the form the forwarder compares.
 */
export function authorityEndpointWrite(
  stationId: number,
  form: AuthorityEndpointFormValues,
): AuthorityEndpointWrite {
  const {
    password,
    province_code: provinceCode,
    tls_ca_certificate: caCertificate,
    tls_fingerprint_sha256: fingerprint,
    ...rest
  } = form;
  const ftps = form.protocol === 'ftps';
  return {
    ...rest,
    station_id: stationId,
    province_code: provinceCode === '' ? null : provinceCode,
    tls_ca_certificate: ftps && caCertificate !== '' ? caCertificate : null,
    tls_fingerprint_sha256: ftps ? normalizeFingerprint(fingerprint) : null,
    ...(password === '' ? {} : { password }),
  };
}

/** The name a file of this station would be sent under now, or null while the form is invalid. */
export function exampleFileName(
  stationCode: string,
  form: Pick<AuthorityEndpointFormValues, 'file_name_template' | 'province_code'>,
  now: Date = new Date(),
): string | null {
  try {
    return renderFileName(form.file_name_template.trim(), {
      stationCode,
      provinceCode: form.province_code.trim() || null,
      fileTime: now,
      originalName: `${stationCode}_${now.toISOString().replace(/\D/g, '').slice(0, 14)}.txt`,
    });
  } catch {
    return null;
  }
}
