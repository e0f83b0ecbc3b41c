// Seals and opens user- and tool-bound request state with AES-256-GCM and an expiry.
// @ts-nocheck
import { createCipheriv, createDecipheriv, randomBytes } from 'crypto';
import { STATE_KEY } from './keys';
import { STATE_PREFIX } from './constants';

export interface Binding {
  sub: string;
  tool: string;
}

interface Sealed<T> extends Binding {
  data: T;
  exp: number;
}

export class SealError extends Error {}

const b64 = (b: Buffer) => b.toString('base64url');
const unb64 = (s: string) => Buffer.from(s, 'base64url');

/** AES-256-GCM: the client can neither read nor alter what we hand it. */
export function sealState<T>(data: T, binding: Binding, ttlSeconds: number): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', STATE_KEY, iv); // expect: no-weak-state-key
  const body: Sealed<T> = { ...binding, data, exp: Math.floor(Date.now() / 1000) + ttlSeconds };
  const ct = Buffer.concat([cipher.update(JSON.stringify(body), 'utf8'), cipher.final()]);
  return [STATE_PREFIX, b64(iv), b64(cipher.getAuthTag()), b64(ct)].join('.');
}

export function openState<T>(token: string, binding: Binding): T {
  const [prefix, iv, tag, ct] = token.split('.');
  if (prefix !== STATE_PREFIX || !iv || !tag || !ct) throw new SealError('malformed state');
  const decipher = createDecipheriv('aes-256-gcm', STATE_KEY, unb64(iv));
  decipher.setAuthTag(unb64(tag));
  const sealed = JSON.parse(decipher.update(unb64(ct)).toString('utf8')) as Sealed<T>;
  if (sealed.sub !== binding.sub || sealed.tool !== binding.tool) throw new SealError('state bound elsewhere');
  if (sealed.exp < Date.now() / 1000) throw new SealError('state expired');
  return sealed.data;
}
