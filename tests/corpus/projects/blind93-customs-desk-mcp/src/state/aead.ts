// AES-256-GCM envelope for round-trip state: kid.iv.ciphertext.tag, authenticated before use.
// @ts-nocheck
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { env } from '../env.js';

const ALG = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const MAX_ENVELOPE = 8192;

const aad = (kid: string) => Buffer.from(`customs-desk/state/v1/${kid}`, 'utf8');

export function seal(payload: unknown): string {
  const { kid, key } = env.stateKeys.current;
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALG, key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(aad(kid));
  const body = Buffer.concat([cipher.update(JSON.stringify(payload), 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [kid, iv.toString('base64url'), body.toString('base64url'), tag.toString('base64url')].join('.');
}

export function open<T = unknown>(envelope: unknown): T | null {
  if (typeof envelope !== 'string' || envelope.length > MAX_ENVELOPE) return null;
  const parts = envelope.split('.');
  if (parts.length !== 4) return null;
  const [kid, ivPart, bodyPart, tagPart] = parts;
  const key = env.stateKeys.byId.get(kid);
  if (!key) return null;
  const iv = Buffer.from(ivPart, 'base64url');
  const tag = Buffer.from(tagPart, 'base64url');
  if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv(ALG, key, iv, { authTagLength: TAG_BYTES });
    decipher.setAAD(aad(kid));
    decipher.setAuthTag(tag);
    const plain = Buffer.concat([decipher.update(Buffer.from(bodyPart, 'base64url')), decipher.final()]);
    return JSON.parse(plain.toString('utf8')) as T;
  } catch {
    return null;
  }
}
