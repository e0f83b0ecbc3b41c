// Encrypts and decrypts PASETO v3.local-style tokens using AES-256-CTR and HMAC-SHA384.
// @ts-nocheck
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

// A PASETO v3.local-style token: AES-256-CTR + HMAC-SHA384 over PAE(header, nonce, ct, footer),
// keys split per token with HKDF-SHA384. The footer is authenticated but not encrypted and
// only carries the key id.
const HEADER = 'v3.local.';

function le64(n: number): Buffer {
  const b = Buffer.alloc(8);
  b.writeBigUInt64LE(BigInt(n));
  return b;
}

function pae(...pieces: Buffer[]): Buffer {
  return Buffer.concat([le64(pieces.length), ...pieces.flatMap((p) => [le64(p.length), p])]);
}

function split(key: Buffer, nonce: Buffer) {
  const tmp = Buffer.from(hkdfSync('sha384', key, Buffer.alloc(0), Buffer.concat([Buffer.from('paseto-encryption-key'), nonce]), 48));
  const ak = Buffer.from(hkdfSync('sha384', key, Buffer.alloc(0), Buffer.concat([Buffer.from('paseto-auth-key-for-aead'), nonce]), 48));
  return { ek: tmp.subarray(0, 32), n2: tmp.subarray(32), ak };
}

export function encryptLocal(message: object, key: Buffer, kid: string): string {
  const nonce = randomBytes(32);
  const footer = Buffer.from(JSON.stringify({ kid }));
  const { ek, n2, ak } = split(key, nonce);
  const cipher = createCipheriv('aes-256-ctr', ek, n2);
  const ct = Buffer.concat([cipher.update(JSON.stringify(message)), cipher.final()]);
  const tag = createHmac('sha384', ak).update(pae(Buffer.from(HEADER), nonce, ct, footer)).digest();
  return `${HEADER}${Buffer.concat([nonce, ct, tag]).toString('base64url')}.${footer.toString('base64url')}`;
}

export class TokenError extends Error {}

export function decryptLocal(token: string, keyFor: (kid: string) => Buffer | undefined): unknown {
  if (!token.startsWith(HEADER)) throw new TokenError('unsupported token version');
  const [body, footerB64, extra] = token.slice(HEADER.length).split('.');
  if (!body || !footerB64 || extra !== undefined) throw new TokenError('malformed token');

  // The footer only picks which key to try; it is authenticated below together with the body.
  const footer = Buffer.from(footerB64, 'base64url');
  let kid: unknown;
  try {
    kid = JSON.parse(footer.toString('utf8')).kid;
  } catch {
    throw new TokenError('malformed footer');
  }
  const key = typeof kid === 'string' ? keyFor(kid) : undefined;
  if (!key) throw new TokenError('unknown key id');

  const raw = Buffer.from(body, 'base64url');
  if (raw.toString('base64url') !== body || raw.length < 32 + 48) throw new TokenError('malformed body');
  const nonce = raw.subarray(0, 32);
  const ct = raw.subarray(32, raw.length - 48);
  const tag = raw.subarray(raw.length - 48);
  const { ek, n2, ak } = split(key, nonce);
  const expected = createHmac('sha384', ak).update(pae(Buffer.from(HEADER), nonce, ct, footer)).digest();
  if (!timingSafeEqual(tag, expected)) throw new TokenError('invalid tag');

  const decipher = createDecipheriv('aes-256-ctr', ek, n2);
  return JSON.parse(Buffer.concat([decipher.update(ct), decipher.final()]).toString('utf8'));
}
