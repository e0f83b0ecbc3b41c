import { createHmac, timingSafeEqual } from 'node:crypto';
import { env } from '../config/env.js';

declare const brand: unique symbol;

/** Nominal typing for strings that must not be mixed up with one another. */
export type Brand<T, B extends string> = T & { readonly [brand]: B };

export type Base64Url = Brand<string, 'Base64Url'>;
export type Mac = Brand<string, 'Mac'>;
export type SealedToken = Brand<string, 'SealedToken'>;
export type StateKey = Brand<Buffer, 'StateKey'>;

export type UserId = Brand<string, 'UserId'>;
export type ToolName = Brand<string, 'ToolName'>;

export const asBase64Url = (value: string): Base64Url => value as Base64Url;

export function toBase64Url(data: string | Uint8Array): Base64Url {
  const bytes = typeof data === 'string' ? Buffer.from(data, 'utf8') : Buffer.from(data);
  return bytes.toString('base64url') as Base64Url;
}

export function fromBase64Url(value: Base64Url): string {
  return Buffer.from(value, 'base64url').toString('utf8');
}

const stateKey = Buffer.from(env.LEDGER_STATE_SECRET, 'utf8') as StateKey;

/** HMAC-SHA256 over the encoded body, base64url. */
export function macOf(body: Base64Url, key: StateKey = stateKey): Mac {
  return createHmac('sha256', key).update(body).digest('base64url') as Mac; // expect: no-weak-state-key
}

/** Constant-time comparison of two MACs; different lengths are simply unequal. */
export function sameMac(presented: string, expected: Mac): boolean {
  const a = Buffer.from(presented, 'utf8');
  const b = Buffer.from(expected, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}
