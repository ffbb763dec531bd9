import { X509Certificate } from 'node:crypto';
import type { ConnectionOptions, TLSSocket } from 'node:tls';
import type { Client } from 'basic-ftp';
import { hostKind } from '../../shared/authority/endpoint-host.js';

// How an FTPS endpoint's certificate is verified, never switched off (issue 18): by the system's
// CAs; by the CA certificate the admin saved for a province with its own CA or a self-signed
// certificate (the certificate must chain to it and name the host); or by the SHA-256
// fingerprint the admin pinned (the certificate must be that one, whatever it names). A
// certificate that passes none is a TlsIdentityError: a refusal of the settings, which holds
// the station until the admin saves them again, as a wrong password does.

export interface TlsIdentity {
  /** PEM, one to four certificates. */
  readonly caCertificate: string | null;
  /** Upper-case hex pairs with colons. */
  readonly fingerprint256: string | null;
}

export class TlsIdentityError extends Error {}

/** The CA certificates of `pem`, each parsed; an unreadable one is the admin's to fix. */
function caCertificates(pem: string): string[] {
  const blocks = pem.match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g) ?? [];
  try {
    if (blocks.length === 0) throw new Error('no certificate');
    return blocks.map((block) => new X509Certificate(block).toString());
  } catch {
    throw new TlsIdentityError('Chứng chỉ CA đã lưu không đọc được: hãy lưu lại chứng chỉ PEM.');
  }
}

/**
 * AUTH TLS on the control connection of `client`, verified as `identity` says, with the data
 * connections verified the same way (basic-ftp keeps `ftp.tlsOptions` for them).
 */
export async function upgradeToTls(client: Client, host: string, identity: TlsIdentity) {
  // The certificate is checked against the host the admin typed, not the address.
  const target: ConnectionOptions = {
    host,
    ...(hostKind(host) === 'name' ? { servername: host } : {}),
  };
  if (identity.fingerprint256 === null) {
    const ca =
      identity.caCertificate === null ? {} : { ca: caCertificates(identity.caCertificate) };
    await client.useTLS({ ...target, ...ca });
    return;
  }
  // Pinned: the chain is not what is trusted, the certificate is; compared before the password
  // is sent.
  await client.useTLS({ ...target, rejectUnauthorized: false });
  const peer = (client.ftp.socket as TLSSocket).getPeerX509Certificate();
  if (peer?.fingerprint256 !== identity.fingerprint256)
    throw new TlsIdentityError(
      `Chứng chỉ TLS của máy chủ (SHA-256 ${peer?.fingerprint256 ?? 'không có'}) không khớp dấu vân tay đã lưu.`,
    );
  // Data connections must present that same certificate: it is their only trust anchor, and a
  // partial chain lets a certificate a CA issued be one.
  client.ftp.tlsOptions = {
    ...target,
    ca: [peer.toString()],
    allowPartialTrustChain: true,
    checkServerIdentity: () => undefined,
  };
}
