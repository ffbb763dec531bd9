// What an admin may save to trust a province's FTPS certificate (issue 18): a CA certificate in
// PEM (one to four certificates, the CA and its intermediates, at most 16 384 characters), or the
// SHA-256 fingerprint of the server's certificate. The same bounds as the table's checks
// (20261128000700_authority_forward_tls_and_retention.sql); the console checks them as the
// admin types, and the server parses the certificate again at each transfer.

export const MAX_CA_CERTIFICATE_CHARS = 16_384;
export const MAX_CA_CERTIFICATES = 4;

const PEM_BLOCK = /-----BEGIN CERTIFICATE-----([A-Za-z0-9+/=\s]+)-----END CERTIFICATE-----/g;

/** Why `pem` is not a CA certificate the forwarder can use, or null. */
export function caCertificateProblem(pem: string): string | null {
  if (pem.length > MAX_CA_CERTIFICATE_CHARS)
    return `Chứng chỉ CA dài tối đa ${MAX_CA_CERTIFICATE_CHARS} ký tự`;
  if (pem.replace(PEM_BLOCK, '').trim() !== '')
    return 'Chứng chỉ CA phải là một hoặc vài chứng chỉ PEM (-----BEGIN CERTIFICATE-----), không gì khác.';
  const bodies = [...pem.matchAll(PEM_BLOCK)].map((match) => match[1]!.replace(/\s/g, ''));
  if (bodies.length === 0 || bodies.length > MAX_CA_CERTIFICATES)
    return `Chứng chỉ CA phải có từ 1 đến ${MAX_CA_CERTIFICATES} chứng chỉ PEM.`;
  const broken = bodies.findIndex((body) => !looksLikeDer(body));
  return broken === -1 ? null : `Chứng chỉ CA thứ ${broken + 1} không đọc được (PEM hỏng).`;
}

/** Base64 of a DER sequence (a certificate starts with one) of a plausible length. */
function looksLikeDer(base64: string): boolean {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64) || base64.length % 4 !== 0) return false;
  try {
    const bytes = atob(base64);
    return bytes.length >= 64 && bytes.charCodeAt(0) === 0x30;
  } catch {
    return false;
  }
}

/**
 * A SHA-256 fingerprint as the admin may paste it (upper or lower case, with colons, spaces or
 * nothing between the pairs, `SHA256:`/`sha256 Fingerprint=` prefixes of openssl and browsers)
 * in the form the forwarder compares: upper-case pairs with colons. Null when it is not one.
 */
export function normalizeFingerprint(text: string): string | null {
  const hex = text
    .trim()
    .replace(/^sha-?256(\s+fingerprint)?\s*[=:]?\s*/i, '')
    .replace(/[\s:]/g, '');
  if (!/^[0-9A-Fa-f]{64}$/.test(hex)) return null;
  return hex.toUpperCase().match(/../g)!.join(':');
}
