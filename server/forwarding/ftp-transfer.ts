import { Readable } from 'node:stream';
import { Client, FTPError } from 'basic-ftp';
import { EndpointAddressError, endpointAddress } from './endpoint-address.js';
import { TlsIdentityError, upgradeToTls, type TlsIdentity } from './tls-identity.js';

// One file to the authority's FTP or FTPS (explicit TLS, AUTH TLS) server, with basic-ftp:
// uploaded under a temporary name (<name>.part) then renamed, so the authority never reads half
// a file and a name it has is a whole file. After an attempt whose outcome we did not hear (a
// dropped connection, a timeout, a crash under a lease), the next attempt first asks the size of
// the name: the same size means the authority has it, and it is not sent twice. A resend asked
// for by a user skips that check (it is meant to replace the authority's copy).
//
// Outcomes: sent; already_there; retry (the authority unreachable, busy or failing: tried again
// after the back-off); settings (refused for the endpoint's own settings: wrong user or password,
// no such folder, a name or TLS it will not take, an address the endpoint may not use — held
// until the admin saves the settings again). Each carries the last FTP reply, bounded.

export interface FtpEndpoint {
  readonly protocol: 'ftp' | 'ftps';
  readonly host: string;
  readonly port: number;
  readonly username: string;
  readonly password: string;
  readonly remoteDir: string;
  readonly allowPrivateAddress: boolean;
  readonly timeoutMs: number;
  /** FTPS: how the certificate is verified beyond the system's CAs (tls-identity.ts). */
  readonly tls: TlsIdentity;
}

export interface FtpUpload {
  readonly remoteName: string;
  readonly content: Uint8Array;
  /** Check the authority's copy first (a retry after an unanswered attempt). */
  readonly checkExisting: boolean;
  /** Replace a copy the authority has (a user's resend). */
  readonly replace: boolean;
}

export type TransferResult = 'sent' | 'already_there' | 'retry' | 'settings';

export interface TransferOutcome {
  readonly result: TransferResult;
  readonly replyCode: number | null;
  /** The reply or the error, at most REPLY_TEXT_MAX_CHARS. */
  readonly replyText: string;
}

export const REPLY_TEXT_MAX_CHARS = 300;

/** FTP replies that say the settings, not the moment, are wrong. */
const SETTINGS_REPLIES: Readonly<Record<number, string>> = {
  530: 'Sai tên đăng nhập hoặc mật khẩu FTP',
  532: 'Máy chủ FTP cần tài khoản khác để lưu tệp',
  553: 'Máy chủ FTP không nhận tên tệp này',
};
/** TLS failures an admin must fix (the certificate, or a server without TLS). */
const TLS_SETTINGS_CODES = /CERT|SELF_SIGNED|UNABLE_TO_VERIFY|ERR_TLS|ALTNAME/;

/** Why a certificate was not trusted, by what the endpoint trusts. */
function untrustedCertificate(endpoint: FtpEndpoint, code: string) {
  if (code.includes('ALTNAME')) return `Chứng chỉ TLS của máy chủ không mang tên ${endpoint.host}`;
  if (endpoint.tls.caCertificate !== null)
    return 'Chứng chỉ TLS của máy chủ không do chứng chỉ CA đã lưu cấp';
  return 'Chứng chỉ TLS của máy chủ không được tin cậy (tự ký hoặc CA riêng): lưu chứng chỉ CA hoặc dấu vân tay SHA-256 của máy chủ';
}

const bounded = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, REPLY_TEXT_MAX_CHARS);

/** Where the transfer stood when it failed: a 550 on the folder is a setting, on a file not. */
type Step = 'connect' | 'folder' | 'upload';

function failure(error: unknown, step: Step, endpoint: FtpEndpoint): TransferOutcome {
  if (error instanceof EndpointAddressError || error instanceof TlsIdentityError)
    return { result: 'settings', replyCode: null, replyText: bounded(error.message) };
  if (error instanceof FTPError) {
    const known = SETTINGS_REPLIES[error.code];
    const text = bounded(`${known ? `${known}: ` : ''}${error.message}`);
    if (known) return { result: 'settings', replyCode: error.code, replyText: text };
    if (step === 'folder' && error.code === 550)
      return {
        result: 'settings',
        replyCode: 550,
        replyText: bounded(`Không mở được thư mục ${endpoint.remoteDir}: ${error.message}`),
      };
    // AUTH TLS refused: the server does not offer FTPS.
    if (step === 'connect' && endpoint.protocol === 'ftps' && error.code >= 500)
      return {
        result: 'settings',
        replyCode: error.code,
        replyText: bounded(`Máy chủ không hỗ trợ FTPS: ${error.message}`),
      };
    return { result: 'retry', replyCode: error.code, replyText: text };
  }
  const code = String((error as { code?: unknown }).code ?? '');
  const message = error instanceof Error ? error.message : String(error);
  if (endpoint.protocol === 'ftps' && TLS_SETTINGS_CODES.test(code))
    return {
      result: 'settings',
      replyCode: null,
      replyText: bounded(`${untrustedCertificate(endpoint, code)} (${code}): ${message}`),
    };
  return { result: 'retry', replyCode: null, replyText: bounded(`${code} ${message}`) };
}

/** The size of `name` in the current folder, or null when the server has no such file. */
async function remoteSize(client: Client, name: string): Promise<number | null> {
  try {
    return await client.size(name);
  } catch (error) {
    if (error instanceof FTPError && error.code === 550) return null;
    throw error;
  }
}

export async function uploadToAuthority(
  endpoint: FtpEndpoint,
  upload: FtpUpload,
): Promise<TransferOutcome> {
  const client = new Client(endpoint.timeoutMs);
  let step: Step = 'connect';
  try {
    const address = await endpointAddress(endpoint.host, endpoint.allowPrivateAddress);
    // basic-ftp's access() step by step, for the certificate check between TLS and login.
    await client.connect(address, endpoint.port);
    if (endpoint.protocol === 'ftps') await upgradeToTls(client, endpoint.host, endpoint.tls);
    await client.sendIgnoringError('OPTS UTF8 ON');
    await client.login(endpoint.username, endpoint.password);
    await client.useDefaultSettings();
    step = 'folder';
    await client.cd(endpoint.remoteDir);
    step = 'upload';
    const { remoteName, content } = upload;
    if (upload.checkExisting && (await remoteSize(client, remoteName)) === content.byteLength) {
      return {
        result: 'already_there',
        replyCode: 213,
        replyText: bounded(`Máy chủ đã có ${remoteName} (${content.byteLength} byte)`),
      };
    }
    const temporary = `${remoteName}.part`;
    await client.uploadFrom(Readable.from([Buffer.from(content)]), temporary);
    // Some servers will not rename onto an existing name.
    if (upload.replace) await client.remove(remoteName, true);
    const reply = await client.rename(temporary, remoteName);
    return { result: 'sent', replyCode: reply.code, replyText: bounded(reply.message) };
  } catch (error) {
    return failure(error, step, endpoint);
  } finally {
    client.close();
  }
}
