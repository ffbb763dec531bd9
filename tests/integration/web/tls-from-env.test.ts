// TLS_CERT_FILE and TLS_KEY_FILE: both read at start, or neither (plain HTTP); one alone, a
// file that cannot be read, or files that are not a certificate and its key stop the start with a
// message naming the settings.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selfSignedCertificate } from '../../../scripts/self-signed-certificate';
import { tlsFromEnv } from '../../../server/web/listen';

const dir = mkdtempSync(join(tmpdir(), 'gw-tls-'));
const certFile = join(dir, 'cert.pem');
const keyFile = join(dir, 'key.pem');
const otherKeyFile = join(dir, 'other-key.pem');
const garbageFile = join(dir, 'garbage.pem');

beforeAll(async () => {
  const [certificate, other] = await Promise.all([
    selfSignedCertificate(),
    selfSignedCertificate(),
  ]);
  writeFileSync(certFile, certificate.cert);
  writeFileSync(keyFile, certificate.key);
  writeFileSync(otherKeyFile, other.key);
  writeFileSync(garbageFile, 'not a certificate\n');
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('tlsFromEnv', () => {
  it('is plain HTTP when neither is set (or both are blank)', () => {
    expect(tlsFromEnv({})).toBeUndefined();
    expect(tlsFromEnv({ TLS_CERT_FILE: ' ', TLS_KEY_FILE: '' })).toBeUndefined();
  });

  it('reads both files', () => {
    const tls = tlsFromEnv({ TLS_CERT_FILE: certFile, TLS_KEY_FILE: keyFile });
    expect(tls?.cert.toString()).toContain('CERTIFICATE');
    expect(tls?.key.toString()).toContain('PRIVATE KEY');
  });

  it('refuses one without the other', () => {
    expect(() => tlsFromEnv({ TLS_CERT_FILE: certFile })).toThrow(
      'TLS_CERT_FILE and TLS_KEY_FILE go together: set both, or neither',
    );
    expect(() => tlsFromEnv({ TLS_KEY_FILE: keyFile })).toThrow(/go together/);
  });

  it('refuses files that are not a certificate and its own key', () => {
    const refused =
      /^TLS_CERT_FILE and TLS_KEY_FILE must hold a PEM certificate and its private key/;
    expect(() => tlsFromEnv({ TLS_CERT_FILE: garbageFile, TLS_KEY_FILE: keyFile })).toThrow(
      refused,
    );
    expect(() => tlsFromEnv({ TLS_CERT_FILE: certFile, TLS_KEY_FILE: garbageFile })).toThrow(
      refused,
    );
    expect(() => tlsFromEnv({ TLS_CERT_FILE: certFile, TLS_KEY_FILE: otherKeyFile })).toThrow(
      refused,
    );
  });

  it('names the setting whose file cannot be read', () => {
    const missing = join(dir, 'missing.pem');
    expect(() => tlsFromEnv({ TLS_CERT_FILE: missing, TLS_KEY_FILE: keyFile })).toThrow(
      `TLS_CERT_FILE: cannot read ${missing}`,
    );
    expect(() => tlsFromEnv({ TLS_CERT_FILE: certFile, TLS_KEY_FILE: dir })).toThrow(
      `TLS_KEY_FILE: cannot read ${dir}`,
    );
  });
});
