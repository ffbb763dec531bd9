// TLS_CERT_FILE and TLS_KEY_FILE: both read at start, or neither (plain HTTP); one alone, or a
// file that cannot be read, stops the start with a message naming the setting.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { tlsFromEnv } from '../../../../server/web/listen';

const dir = mkdtempSync(join(tmpdir(), 'gw-tls-'));
const certFile = join(dir, 'cert.pem');
const keyFile = join(dir, 'key.pem');
writeFileSync(certFile, '-----BEGIN CERTIFICATE-----\n');
writeFileSync(keyFile, '-----BEGIN PRIVATE KEY-----\n');

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
