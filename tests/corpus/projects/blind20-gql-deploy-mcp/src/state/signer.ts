import { createHmac } from 'node:crypto';

export interface Signer {
  sign(data: string): string;
  verify(data: string, signature: string): boolean;
}

/** HMAC signer factory; the secret never leaves the closure. */
export const makeSigner = (secret: string | Buffer, algorithm: 'sha256' | 'sha512' = 'sha256'): Signer => {
  const digest = (data: string): Buffer => createHmac(algorithm, secret).update(data).digest();

  return {
    sign: (data) => digest(data).toString('base64url'),
    verify: (data, signature) => {
      const given = Buffer.from(signature, 'base64url');
      const expected = digest(data);
      return given.length === expected.length && Buffer.compare(given, expected) === 0; // expect: no-timing-unsafe-compare
    },
  };
};
