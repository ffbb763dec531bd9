import { generate } from 'selfsigned';

// A throw-away certificate for 127.0.0.1 and localhost, for a test or benchmark that runs the
// server over HTTPS (and so HTTP/2). Browsers and clients must be told to accept it.

export async function selfSignedCertificate(): Promise<{ cert: string; key: string }> {
  const pems = await generate([{ name: 'commonName', value: 'localhost' }], {
    keySize: 2048,
    algorithm: 'sha256',
    extensions: [
      {
        name: 'subjectAltName',
        altNames: [
          { type: 2, value: 'localhost' },
          { type: 7, ip: '127.0.0.1' },
        ],
      },
    ],
  });
  return { cert: pems.cert, key: pems.private };
}
