import { describe, expect, it } from 'vitest';
import { caCertificateProblem, normalizeFingerprint } from '../../../shared/authority/tls-trust';

// A real certificate's PEM shape without the cost of making one: a DER sequence of 96 bytes.
const der = new Uint8Array(96).fill(7);
der[0] = 0x30;
const body = btoa(String.fromCharCode(...der));
const pem = `-----BEGIN CERTIFICATE-----\n${body}\n-----END CERTIFICATE-----\n`;

describe('the CA certificate an admin saves', () => {
  it('takes one to four PEM certificates', () => {
    expect(caCertificateProblem(pem)).toBeNull();
    expect(caCertificateProblem(pem.repeat(4))).toBeNull();
    expect(caCertificateProblem(pem.repeat(5))).toMatch(/từ 1 đến 4/);
  });

  it('refuses anything else with the reason', () => {
    expect(caCertificateProblem('hello')).toMatch(/^Chứng chỉ CA phải là/);
    expect(
      caCertificateProblem(`${pem}-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----`),
    ).toMatch(/^Chứng chỉ CA phải là/);
    expect(
      caCertificateProblem('-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----'),
    ).toBe('Chứng chỉ CA thứ 1 không đọc được (PEM hỏng).');
    expect(caCertificateProblem(`${pem}${pem.replace(body, body.slice(1))}`)).toBe(
      'Chứng chỉ CA thứ 2 không đọc được (PEM hỏng).',
    );
    expect(caCertificateProblem(pem.padEnd(16_385, ' '))).toMatch(/tối đa 16384/);
  });
});

describe('the fingerprint an admin pins', () => {
  const canonical = Array.from({ length: 32 }, (_, i) =>
    (i * 7 + 16).toString(16).toUpperCase().padStart(2, '0'),
  ).join(':');

  it('is read as openssl and browsers show it, in the form the forwarder compares', () => {
    expect(normalizeFingerprint(canonical)).toBe(canonical);
    expect(normalizeFingerprint(canonical.toLowerCase().replace(/:/g, ''))).toBe(canonical);
    expect(normalizeFingerprint(`sha256 Fingerprint=${canonical}`)).toBe(canonical);
    expect(normalizeFingerprint(` ${canonical.replace(/:/g, ' ')} `)).toBe(canonical);
  });

  it('is null when it is not 32 bytes of hex', () => {
    expect(normalizeFingerprint('ab:cd')).toBeNull();
    expect(normalizeFingerprint(`${canonical}:00`)).toBeNull();
    expect(normalizeFingerprint(canonical.replace('1', 'g'))).toBeNull();
  });
});
