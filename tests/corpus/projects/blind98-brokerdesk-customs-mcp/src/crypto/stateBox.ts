// Packs the in-progress filing draft into an opaque string that the client carries between rounds.
// @ts-nocheck
import { createCipheriv, createDecipheriv, randomBytes, scryptSync } from 'node:crypto';
import { settings } from '../settings/index.js';

const key = scryptSync(settings.stateKey, 'brokerdesk/request-state', 32);

export function encryptState(value: unknown): string {
  const iv = randomBytes(16);
  const cipher = createCipheriv('aes-256-cbc', key, iv); // expect: no-weak-state-key
  const data = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return `${iv.toString('base64url')}.${data.toString('base64url')}`;
}

export function decryptState<T = any>(token: string): T {
  const [ivPart, dataPart] = token.split('.');
  if (!ivPart || !dataPart) throw new Error('malformed state');
  const decipher = createDecipheriv('aes-256-cbc', key, Buffer.from(ivPart, 'base64url'));
  const plain = Buffer.concat([decipher.update(Buffer.from(dataPart, 'base64url')), decipher.final()]);
  return JSON.parse(plain.toString('utf8'));
}
