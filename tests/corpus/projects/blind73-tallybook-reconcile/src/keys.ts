// Key material: the requestState signing key and the KEK that unwraps stored bank tokens.
// @ts-nocheck
import { createHash, createDecipheriv } from 'node:crypto';
import { env } from './env.js';

export const stateKey: Uint8Array = env.STATE_SIGNING_KEY
  ? Buffer.from(env.STATE_SIGNING_KEY, 'base64')
  : createHash('sha256').update(`${process.pid}:${Date.now()}`).digest();

const kek = Buffer.from(env.LEDGER_TOKEN_KEK, 'base64');

export function unwrapBankToken(wrapped: string): string {
  const buf = Buffer.from(wrapped, 'base64');
  const iv = buf.subarray(0, 12);
  const tag = buf.subarray(12, 28);
  const ciphertext = buf.subarray(28);
  const decipher = createDecipheriv('aes-256-gcm', kek, iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8');
}
