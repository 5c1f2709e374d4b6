import { generate } from 'selfsigned';
import type { Tls } from './static-server';

/**
 * A certificate for localhost and 127.0.0.1 that no authority signed, made for one run: a benchmark's
 * portal over HTTPS (its browser told to accept it), a test's (its client given the certificate).
 */
export async function localCertificate(): Promise<Tls> {
  const { cert, private: key } = await generate([{ name: 'commonName', value: 'localhost' }], {
    keySize: 2048,
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
  return { cert, key };
}
