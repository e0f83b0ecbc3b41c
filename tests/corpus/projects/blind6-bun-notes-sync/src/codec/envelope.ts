import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { pack, unpack, type Packable } from './binpack';

const draftKeyHex = Bun.env.NOTES_DRAFT_KEY ?? '';
if (!/^[0-9a-f]{64}$/i.test(draftKeyHex)) {
  throw new Error('NOTES_DRAFT_KEY must be 32 bytes of hex');
}
const draftKey = Buffer.from(draftKeyHex, 'hex');

const b64u = (b: Uint8Array) => Buffer.from(b).toString('base64url');
const unb64u = (s: string) => new Uint8Array(Buffer.from(s, 'base64url'));

function checksum(bytes: Uint8Array): string {
  return new Bun.CryptoHasher('sha256').update(bytes).digest('hex').slice(0, 24);
}

export function wrap(rec: Record<string, Packable>): string {
  const bytes = Bun.gzipSync(pack(rec));
  return `${b64u(bytes)}.${checksum(bytes)}`;
}

export function unwrap(token: string): Record<string, Packable> | null {
  const [body, sum] = token.split('.');
  if (!body || !sum) return null;
  const bytes = unb64u(body);
  if (checksum(bytes) !== sum) return null;
  return unpack(Bun.gunzipSync(bytes));
}

export function encryptDraft(rec: Record<string, Packable>): string {
  const iv = randomBytes(16);
  const cipher = createCipheriv('aes-256-ctr', draftKey, iv);
  const ct = Buffer.concat([cipher.update(pack(rec)), cipher.final()]);
  return `d1:${b64u(iv)}:${b64u(ct)}`;
}

export function decryptDraft(token: string): Record<string, Packable> | null {
  const [tag, iv, ct] = token.split(':');
  if (tag !== 'd1' || !iv || !ct) return null;
  const decipher = createDecipheriv('aes-256-ctr', draftKey, unb64u(iv));
  const plain = Buffer.concat([decipher.update(unb64u(ct)), decipher.final()]);
  return unpack(new Uint8Array(plain));
}
